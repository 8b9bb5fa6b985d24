import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { describe, expect, it } from 'vitest';
import { createArticleSearch } from './article-search';
import { htmlToText } from './html-to-text';

// A Help Center of 43 articles, English and Spanish, short ones and one long guide. The words
// "strong", "href" and "noopener" and any word within two typos of them appear only as markup, so
// the tests on markup fail if tags or attributes reach the index. "remanufactured" appears once,
// deep in the long guide.

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

function article(
  identifier: string,
  title: string,
  excerpt: string,
  content: string,
  category = 'general',
): KnowledgeArticle {
  return {
    identifier,
    title,
    urlTitle: identifier,
    content,
    modDate: '2026-10-01T12:00:00.000Z',
    excerpt,
    category: [category],
  };
}

const GUIDE_SECTIONS: string[] = [
  '<h2>Before you start</h2>',
  paragraphs(
    'This guide walks through a full day at the counter with ProCounter, from the first vehicle of the morning to the statement at the end of the month. It is long on purpose: read the sections you need, and come back to the others when a question comes up. Every screen it names is reachable from the menu at the top of the page, and every action it describes can be done on a phone as well as on the computer at the front desk.',
    'Most shops give one person the job of ordering parts and let technicians look things up on their own. ProCounter works either way. A technician can build a quote, and the parts manager can review it, change quantities and send it to the store. Nothing is ordered until somebody presses the submit button, so a quote that sits overnight costs nothing and can be picked up again the next morning by anyone in the shop.',
  ),
  '<h2>Choosing the vehicle</h2>',
  paragraphs(
    'Every search starts with a vehicle. Pick the year, the make, the model and the engine from the lists, or type the seventeen characters of the VIN and let the site decode it for you. The VIN is the safest choice: it tells the catalog the exact engine, the transmission and often the trim level, and those details decide which brake rotor or which water pump fits the car in your bay.',
    'When the customer only knows the license plate, enter the plate and the state. The site asks the registration service for the VIN and fills the vehicle in. If the plate is new or the registration is from another state, the answer may take a few seconds or may not come at all; then ask for the VIN on the door jamb or on the insurance card and type it in.',
    'Recent vehicles stay in a short list under the search box. A car that comes back for a second visit is one click away, and so is the truck you looked up an hour ago for a different job. The list belongs to you, not to the shop, so each technician sees the vehicles they worked on.',
  ),
  '<h2>Finding the part</h2>',
  paragraphs(
    'Type what you need in the search box: a part name such as brake pads or oil filter, a part number you read off the old part, or a few words that describe the job. Suggestions appear as you type. Part types come first, then vehicles that match your words, and the last line always searches for exactly what you typed.',
    'You can select up to five part types at a time and see them side by side. A kit is the exception: kits are listed alone, because a kit already bundles the pieces a job needs and mixing it with single parts would double the count. The selection stays with you when you move between quotes, so you can build a list before you choose the vehicle.',
    'The results show each brand with its line code, the part number, the price for your shop, the list price and the stock at your home store and at the nearby stores. A green badge means the part is on the shelf at your home store today. A grey badge means it has to come from the distribution center, usually the next morning.',
    'Some parts need a closer look before you order. Open the part to see its specifications, the pictures, the fitment notes and the buyers guide. The fitment notes matter most: a caliper may fit only models built after a given month, or only cars with the heavy duty brake package, and the note is the only place that says so.',
  ),
  '<h2>Building a quote</h2>',
  paragraphs(
    'Add parts to the quote with the cart button. Each line keeps the vehicle it was chosen for, so a quote can hold the brake job for one customer and the tune up for another without mixing them. Change the quantity on the line, or remove the line with the trash icon.',
    'Labor and notes go on the worksheet. The worksheet is the printable sheet you hand to the customer: it lists the parts with your sell price, the labor hours at your rate and the total with tax. Your shop settings decide the markup over cost, the labor rate and the tax rate, and a manager can change them at any time.',
    'When the quote is ready, submit it to the store. You may add a purchase order number and a short note for the counter staff, for example to ask them to hold the parts for pickup or to call before they send the driver. The confirmation screen shows the order number the store will use on the invoice.',
  ),
  '<h2>Stock orders</h2>',
  paragraphs(
    'Stock orders fill your shelves rather than a single job. Create one from the stock order page, add lines by line code and part number, and set the quantity for each. A stock order can stay open for days while you count the shelves, and several people can add lines to it before it is sent.',
    'For a long list, fill the spreadsheet template and upload it instead of typing every line. The upload checks every line against the catalog and tells you which lines it could not read, so you can fix them and try again without losing the good ones.',
  ),
  '<h2>A brake job from start to finish</h2>',
  paragraphs(
    'Take a common job as an example. A customer complains of a grinding noise when stopping. Choose the vehicle by VIN, then select the part types for the job: pads, rotors and perhaps a caliper and a hardware kit. The results show the choices side by side, and the fitment notes tell you whether the car has the standard or the heavy duty package.',
    'Add the pads and the rotors to the quote, then look at the hardware. Many premium pads include new clips and pins; economy pads usually do not, and the job goes faster when the hardware is in the box. If a caliper is seized, add it too, together with the brake fluid the system needs.',
    'Before you submit, check the stock badges. When the rotors are at the distribution center and the pads are on the shelf at the home store, you may prefer to wait for the first run of the next day and do the whole job at once rather than taking the wheel off twice.',
  ),
  '<h2>Core charges and rebuilt units</h2>',
  paragraphs(
    'Starters, alternators, brake calipers and many other units are sold as remanufactured parts: the maker takes a worn unit, rebuilds it to the original specification and sells it again. The price you see includes a core charge, a deposit that comes back to you as a credit when you send the old unit in its box with the driver.',
    'Keep the box of every rebuilt unit until the old one has gone back. The credit is issued when the store receives the core, not when the new part is sold, and a core that arrives broken, missing parts or full of oil may be credited only in part.',
  ),
  '<h2>Delivery and pickup</h2>',
  paragraphs(
    'Your home store sends its drivers on regular runs through the day. An order placed before the cutoff of a run goes out on that run; the order screen shows the time of the next one. Parts that come from the distribution center arrive with the first run of the next business day.',
    'If the car is on the lift and the customer is waiting, call the store and ask for a hot shot delivery. A hot shot is a special trip for one order. It costs more, and the store decides whether a driver is free, so call before you count on it.',
    'You can also pick parts up at the counter. Choose pickup when you submit the order and bring the order number. The counter staff will have the parts bagged and the invoice printed.',
  ),
  '<h2>Invoices, statements and credits</h2>',
  paragraphs(
    'Every delivery comes with a printed invoice, and the same invoice is available on the site the next day. The monthly statement lists every invoice and every credit of the month with the balance due. Open it from the account menu, or ask the store to e-mail it to the person who pays the bills.',
    'Credits show on the statement as negative lines. A credit for a part that came back appears a day or two after the driver picks it up. If a credit is missing after a week, send a question with the invoice number and the date, and the store will look into it.',
    'Payment terms are set per shop by the store. Most shops pay on the tenth of the following month. A shop over its credit limit can still quote, but the store may hold new orders until a payment arrives.',
  ),
  '<h2>People and permissions</h2>',
  paragraphs(
    'The shop manager adds employees and decides what each one may do. A technician usually searches and quotes; a parts manager also submits orders and stock orders; the owner sees statements and prices at cost. Give each person their own login rather than sharing one, so the recent vehicles and the selections stay personal and the history shows who ordered what.',
    'When someone leaves the shop, the manager disables their login on the same day. Their quotes and orders stay in the history. A disabled login can be turned back on later if the person returns to work.',
  ),
  '<h2>Quotes you keep</h2>',
  paragraphs(
    'Not every quote becomes an order. A customer may want to think about a timing belt job over the weekend, or compare your price with the dealer. Saved quotes stay in the quote list with the vehicle, the date and the name of the person who built them. Open one again and the prices are refreshed, so the customer hears today’s figure and not last month’s.',
    'Old quotes can be deleted from the list, one at a time or in a batch. Deleting a quote never touches an order that was made from it. A quote that turned into an order is marked as submitted and keeps a link to the order number, which helps when a customer calls about a job from months ago and nobody remembers what was fitted.',
  ),
  '<h2>When something goes sideways</h2>',
  paragraphs(
    'If a page does not load, check the connection first and reload it. If a price or a fitment note seems off, send a question from the Help Center with the part number and the vehicle, and the catalog team will check the data. Include a screen capture if you can.',
    'For anything urgent during business hours, start a chat session from the sidebar of the Help Center or call technical support. Customer Support is available Monday thru Friday 7:30 AM to 6 PM Central. Outside those hours, the question form is the fastest way to reach the team, and the answer comes by e-mail.',
    'Seasons change what the shelves should hold. Before winter, most shops stock batteries, wiper blades and coolant; before summer, belts, hoses and cabin filters. The stock order history shows what you bought last year in the same month, which is a good starting point for the next order.',
    'Slow movers tie up money and space. Once a quarter, walk the shelves and list the parts that have not moved in six months. The store may take some of them back for a credit, depending on their condition and on the terms of your account, and the rest can go on the next sale list.',
    'ProCounter works on a phone as well as at the desk. The menu folds into a button at the top of the screen, the search box stays on every page, and the tables of results scroll sideways when they are wider than the screen. A technician can look up a part with the car on the lift and add it to the quote without walking to the front.',
    'Keep this guide handy for new hires. The first week at a parts counter is full of small questions, and most of them have an answer in one of the sections above or in the shorter articles of the Help Center.',
  ),
];

const LONG_GUIDE = article(
  'parts-ordering-guide',
  'The complete guide to ordering on ProCounter',
  'A long walk through a day at the counter: vehicles, searches, quotes, stock orders, deliveries and statements.',
  GUIDE_SECTIONS.join(''),
  'ordering',
);

const ARTICLES: KnowledgeArticle[] = [
  article(
    'return-policy',
    'Our return policy for parts',
    'Unused parts in their original box can come back within 30 days for a full credit.',
    paragraphs(
      'Parts that were not installed can come back to the store within 30 days of the invoice date. The box must be complete and undamaged, with the labels and any hardware that came with the part.',
      'Read the <strong>full policy</strong> on <a href="https://example.com/returns" target="_blank" rel="noopener noreferrer">the store site</a> before you send parts back.',
    ),
    'returns',
  ),
  article(
    'start-a-return',
    'How to return a part you did not install',
    'Start a return from the order history and print the label for the driver.',
    paragraphs(
      'Open the order history, find the invoice and choose the lines to send back. Print the label and tape it to the box; the driver takes it on the next run.',
      'Returns are credited when the store checks the part in, usually the next business day.',
    ),
    'returns',
  ),
  article(
    'special-order-returns',
    'Returns of special-order and electrical parts',
    'Special-order, electrical and opened parts follow their own rules when they come back.',
    paragraphs(
      'Special-order parts can be returned only when the store agrees in advance, and a restocking fee may apply. Electrical parts that were installed cannot come back unless they failed.',
    ),
    'returns',
  ),
  article(
    'core-charges',
    'Core charges and core credits',
    'A core charge is added to rebuilt units and credited when the old unit comes back in its box.',
    paragraphs(
      'The core charge is a deposit on the old unit. Send it back in the box of the new one with the driver and the credit appears on your statement.',
    ),
    'billing',
  ),
  article(
    'warranty-claims',
    'Filing a warranty claim',
    'Claims for parts that failed in service need the invoice number and the mileage.',
    paragraphs(
      'Bring the failed part, the invoice number and the mileage at install and at failure. The store tests the part and replaces it or issues a credit.',
    ),
    'warranty',
  ),
  article(
    'brake-pad-warranty',
    'Brake pad warranty coverage',
    'Premium brake pads carry a lifetime warranty against wear for the original buyer.',
    paragraphs(
      'Premium pads are replaced free when they wear out, as long as the original buyer keeps the invoice. Labor is not covered. Economy pads carry a one year warranty.',
    ),
    'warranty',
  ),
  article(
    'upload-stock-order-csv',
    'Upload a stock order from a CSV file',
    'Fill many lines at once: download the template, add line codes, part numbers and quantities, and upload it.',
    paragraphs(
      'Download the template from the stock order page. Each line holds a line code, a part number, a quantity and an optional note. Save the file as CSV and upload it; lines that cannot be read are listed with the reason.',
    ),
    'stock-orders',
  ),
  article(
    'create-stock-order',
    'Create a stock order for your shelves',
    'Stock orders restock the shelves of your shop and can stay open while you count.',
    paragraphs(
      'Name the stock order, add lines by line code and part number, and submit it when the count is done.',
    ),
    'stock-orders',
  ),
  article(
    'quote-vehicle',
    'Start a quote for a vehicle',
    'Choose the vehicle, search for parts and add them to a quote.',
    paragraphs(
      'A quote begins with a vehicle: pick it by year, make and model, by VIN or by license plate.',
    ),
    'quotes',
  ),
  article(
    'quote-submit',
    'Submit a quote to your store',
    'Send a finished quote as an order, with a purchase order number and a note.',
    paragraphs(
      'Press submit on the quote. The confirmation shows the order number used on the invoice.',
    ),
    'quotes',
  ),
  article(
    'vin-lookup',
    'Look up a vehicle by VIN',
    'Type the seventeen characters of the VIN and the site fills in the vehicle.',
    paragraphs('The VIN decides the engine and the trim, so it is the safest way to pick a car.'),
    'vehicles',
  ),
  article(
    'plate-lookup',
    'Find a vehicle by license plate',
    'Enter the plate and the state to find the VIN of a registered vehicle.',
    paragraphs('New plates and plates from other states may not be found; ask for the VIN then.'),
    'vehicles',
  ),
  article(
    'forgot-password',
    'Reset a forgotten password',
    'Ask for a reset link on the login page and choose a new password.',
    paragraphs('The link is sent to the e-mail address of your login and works for one hour.'),
    'account',
  ),
  article(
    'forgot-username',
    'Recover your user name',
    'Your shop manager can see the user names of every employee.',
    paragraphs('Ask the shop manager, or send a question with your e-mail address.'),
    'account',
  ),
  article(
    'account-locked',
    'Your account is locked',
    'Too many failed logins lock an account for fifteen minutes.',
    paragraphs('Wait fifteen minutes and try again, or ask support to unlock it sooner.'),
    'account',
  ),
  article(
    'add-users',
    'Add an employee to your shop account',
    'Shop managers add logins for technicians and parts managers.',
    paragraphs('Open the people page, add the employee and choose what they may do.'),
    'account',
  ),
  article(
    'home-store',
    'Change your home store',
    'Your home store delivers your orders and holds your account.',
    paragraphs('Ask the store that should serve you; it moves the account and the terms.'),
    'account',
  ),
  article(
    'delivery-times',
    'Delivery times and hot shot deliveries',
    'Orders go out on the next run of the driver; a hot shot is a special trip.',
    paragraphs('The order screen shows the time of the next run. Call the store for a hot shot.'),
    'delivery',
  ),
  article(
    'order-tracking',
    'Track an order on its way',
    'See whether an order is picked, on the truck or delivered.',
    paragraphs('Open the order history and the order; its status changes as it moves.'),
    'delivery',
  ),
  article(
    'invoices-statements',
    'Find invoices and monthly statements',
    'Invoices are on the site the day after delivery; statements once a month.',
    paragraphs('Open the account menu and choose statements, then the month.'),
    'billing',
  ),
  article(
    'starter-alternator-testing',
    'Bench testing a starter or alternator',
    'The store can test a unit on the bench before you replace it.',
    paragraphs(
      'Bring the unit to the counter; the test takes about ten minutes and prints a report.',
    ),
    'electrical',
  ),
  article(
    'charging-diagnosis',
    'Diagnosing charging system complaints',
    'A dim light or a dead battery is not always the part you think.',
    paragraphs(
      'Test the battery first, then the cables and the grounds, and only then the alternator. A loose belt gives the same symptoms for much less money.',
    ),
    'electrical',
  ),
  article(
    'part-types',
    'Choosing part types for a search',
    'Select up to five part types at once; kits are listed alone.',
    paragraphs('The suggestions list part types first, then vehicles, then your own words.'),
    'search',
  ),
  article(
    'catalog-part-number',
    'Searching the catalog by part number',
    'Type a part number from the old part to find it and its interchanges.',
    paragraphs('Dashes and spaces do not matter in a part number search.'),
    'search',
  ),
  article(
    'chat-support',
    'Chat with customer support',
    'Start a chat session from the sidebar during business hours.',
    paragraphs('Customer Support is available Monday thru Friday 7:30 AM to 6 PM Central.'),
    'support',
  ),
  article(
    'print-article',
    'Print a help article',
    'Every article has a print link under its title.',
    paragraphs('The printed page leaves out the menu and the sidebar.'),
    'support',
  ),
  article(
    'language-settings',
    'Change the language of the site',
    'Switch between English and Spanish from the user menu.',
    paragraphs('The Help Center reloads its articles in the language you choose.'),
    'account',
  ),
  article(
    'payment-terms',
    'Payment terms and credit limits',
    'The store sets the terms and the credit limit of every shop.',
    paragraphs('Most shops pay on the tenth of the next month.'),
    'billing',
  ),
  LONG_GUIDE,
  article(
    'politica-devoluciones',
    'Política de devoluciones de piezas',
    'Las piezas sin usar en su caja original pueden volver dentro de 30 días con crédito completo.',
    paragraphs(
      'Las piezas que no se instalaron pueden volver a la tienda dentro de 30 días desde la fecha de la factura, con la caja completa y sin daños.',
    ),
    'devoluciones',
  ),
  article(
    'iniciar-devolucion',
    'Cómo iniciar una devolución',
    'Inicie la devolución desde el historial de pedidos e imprima la etiqueta para el chofer.',
    paragraphs(
      'Abra el historial de pedidos, busque la factura y elija las líneas. Según la política de la tienda, el crédito llega al día hábil siguiente.',
    ),
    'devoluciones',
  ),
  article(
    'cargos-casco',
    'Cargos por casco y créditos',
    'El cargo por casco es un depósito sobre la unidad vieja.',
    paragraphs(
      'Envíe la unidad vieja en su caja con el chofer y el crédito aparece en su estado de cuenta.',
    ),
    'facturacion',
  ),
  article(
    'reclamo-garantia',
    'Cómo presentar un reclamo de garantía',
    'Los reclamos necesitan el número de factura y el kilometraje.',
    paragraphs('Traiga la pieza que falló con la factura; la tienda la prueba y la reemplaza.'),
    'garantia',
  ),
  article(
    'garantia-pastillas',
    'Garantía de pastillas de freno',
    'Las pastillas premium tienen garantía de por vida contra el desgaste.',
    paragraphs('La mano de obra no está cubierta.'),
    'garantia',
  ),
  article(
    'pedido-inventario-csv',
    'Cargar un pedido de inventario desde un archivo CSV',
    'Descargue la plantilla, agregue códigos de línea, números de pieza y cantidades, y cárguela.',
    paragraphs('Las líneas que no se pueden leer aparecen con el motivo.'),
    'inventario',
  ),
  article(
    'cotizacion-vehiculo',
    'Iniciar una cotización para un vehículo',
    'Elija el vehículo, busque piezas y agréguelas a una cotización.',
    paragraphs('Una cotización empieza con un vehículo: por año, marca y modelo, o por VIN.'),
    'cotizaciones',
  ),
  article(
    'buscar-vin',
    'Buscar un vehículo por VIN',
    'Escriba los diecisiete caracteres del VIN y el sitio completa el vehículo.',
    paragraphs('El VIN indica el motor y la versión exactos.'),
    'vehiculos',
  ),
  article(
    'contrasena-olvidada',
    'Restablecer una contraseña olvidada',
    'Pida un enlace en la página de inicio de sesión y elija una contraseña nueva.',
    paragraphs('El enlace llega al correo de su usuario y vale una hora.'),
    'cuenta',
  ),
  article(
    'cuenta-bloqueada',
    'Su cuenta está bloqueada',
    'Demasiados intentos fallidos bloquean la cuenta quince minutos.',
    paragraphs('Espere quince minutos o pida a soporte que la desbloquee.'),
    'cuenta',
  ),
  article(
    'tienda-principal',
    'Cambiar su tienda principal',
    'Su tienda principal entrega sus pedidos y lleva su cuenta.',
    paragraphs('Pida el cambio a la tienda que debe atenderle.'),
    'cuenta',
  ),
  article(
    'tiempos-entrega',
    'Tiempos de entrega',
    'Los pedidos salen en la siguiente ruta del chofer.',
    paragraphs('La pantalla del pedido muestra la hora de la siguiente ruta.'),
    'entregas',
  ),
  article(
    'facturas-estados',
    'Facturas y estados de cuenta mensuales',
    'Las facturas están en el sitio al día siguiente de la entrega.',
    paragraphs('Abra el menú de la cuenta y elija estados de cuenta.'),
    'facturacion',
  ),
  article(
    'idioma-sitio',
    'Cambiar el idioma del sitio',
    'Cambie entre inglés y español desde el menú de usuario.',
    paragraphs('El Centro de Ayuda vuelve a cargar sus artículos en el idioma elegido.'),
    'cuenta',
  ),
];

const ENGLISH_RETURNS = ['return-policy', 'start-a-return', 'special-order-returns'];
const SPANISH_RETURNS = ['politica-devoluciones', 'iniciar-devolucion'];

const search = createArticleSearch(ARTICLES);
const identifiersFor = (term: string) => search.search(term).map((found) => found.identifier);

describe('the fixture', () => {
  it('has 40+ articles and a long guide with "remanufactured" once, after 900 words', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(40);
    const words = htmlToText(LONG_GUIDE.content).split(' ');
    expect(words.length).toBeGreaterThanOrEqual(2000);
    expect(words.indexOf('remanufactured')).toBeGreaterThanOrEqual(900);
    const everything = ARTICLES.map((a) => `${a.title} ${a.excerpt} ${a.content}`).join(' ');
    expect(everything.match(/remanufactur/gi)).toHaveLength(1);
  });
});

describe('createArticleSearch', () => {
  it('finds the returns articles first for a misspelled "retrun policy"', () => {
    const found = identifiersFor('retrun policy');
    expect(found.slice(0, ENGLISH_RETURNS.length).sort()).toEqual([...ENGLISH_RETURNS].sort());
  });

  it('finds the Spanish returns articles for "politica de devolucion", accents or not', () => {
    for (const term of [
      'politica de devolucion',
      'Política de Devolución',
      'POLITICA DEVOLUCION',
    ]) {
      const found = identifiersFor(term);
      expect(found.slice(0, SPANISH_RETURNS.length).sort(), term).toEqual(
        [...SPANISH_RETURNS].sort(),
      );
    }
  });

  it('finds the long guide by a misspelled word from the middle of its body', () => {
    expect(identifiersFor('remanufactored')[0]).toBe('parts-ordering-guide');
    expect(identifiersFor('remanufactored core')).toContain('parts-ordering-guide');
  });

  it('finds an article by the start of the word being typed', () => {
    expect(identifiersFor('brake pad warr').slice(0, 2)).toContain('brake-pad-warranty');
    expect(identifiersFor('brake pad warrnty')[0]).toBe('brake-pad-warranty');
  });

  it('ranks a title match above a body-only match', () => {
    const found = identifiersFor('alternator');
    expect(found).toContain('charging-diagnosis');
    expect(found.indexOf('starter-alternator-testing')).toBeLessThan(
      found.indexOf('charging-diagnosis'),
    );
  });

  it('answers a question by its meaningful words', () => {
    expect(identifiersFor('how do I upload a stock order csv')[0]).toBe('upload-stock-order-csv');
  });

  it('finds nothing for a blank term', () => {
    expect(identifiersFor('')).toEqual([]);
    expect(identifiersFor('   ')).toEqual([]);
  });

  it('lists each article once, even when it is loaded twice', () => {
    const twice = createArticleSearch([...ARTICLES, ...ARTICLES]);
    const found = twice.search('return').map((found) => found.identifier);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found).size).toBe(found.length);
  });

  it('does not search the HTML tags and attributes', () => {
    expect(identifiersFor('href')).toEqual([]);
    expect(identifiersFor('strong')).toEqual([]);
    expect(identifiersFor('noopener')).toEqual([]);
    // The linked words themselves are text.
    expect(identifiersFor('full policy')[0]).toBe('return-policy');
  });

  it('returns the articles it was given, of their own type', () => {
    const tagged = ARTICLES.map((found) => ({ ...found, shown: true }));
    const [first] = createArticleSearch(tagged).search('vin');
    expect(first?.shown).toBe(true);
  });
});
