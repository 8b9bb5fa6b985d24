import type { Page } from '@playwright/test';
import { API } from '@procounter/shared/contracts/api-paths';
import type { SupportQuestionBody } from '@procounter/shared/contracts/support-question';
import { routeUrl } from '../../apps/web/src/lib/route-paths';
import { expectNoAxeViolations } from '../support/axe';
import { loginAs, loginAsNewShopUser, logout } from '../support/session';
import { expect, test } from '../support/test';
import { callApi } from '../support/vehicle';

// Issue 6's story: the Help Center at /help for a visitor and for a logged-in shop employee, in
// English and Spanish, on the starter content the server loads into its empty database.

const topics = (page: Page) => page.getByRole('navigation', { name: /Help Topics|Temas de ayuda/ });
const searchBox = (page: Page) => page.getByRole('search');

async function search(page: Page, term: string) {
  await searchBox(page).getByRole('searchbox').fill(term);
  await searchBox(page).getByRole('button').click();
}

test('a visitor browses topics, reads an article and searches', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  // The first parent and its first child are selected.
  await expect(topics(page).locator('[aria-current="page"]')).toHaveText(
    'Logging In and Passwords',
  );
  await expect(page.getByRole('link', { name: 'How do I log in to ProCounter?' })).toBeVisible();
  await expectNoAxeViolations(page, 'help home');

  // A parent lists its own and its children's articles.
  await topics(page).getByRole('link', { name: 'Returns and Warranty' }).click();
  await expect(page).toHaveURL(/\/help\/category\/returns-and-warranty$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'How do I return a core?' })).toBeVisible();
  await expect(
    main.getByRole('link', { name: 'What is the return policy for parts?' }),
  ).toBeVisible();

  // An article: title, Last Updated as month/day/year, content, Back and Print.
  await main.getByRole('link', { name: 'What is the return policy for parts?' }).click();
  const article = page.getByRole('article', { name: 'What is the return policy for parts?' });
  await expect(article).toContainText(/Last Updated \d{2}\/\d{2}\/\d{4}/);
  await expect(article.getByRole('heading', { name: 'The short version' })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page, 'article');
  // A link inside the content stays in the app.
  await article.getByRole('link', { name: 'How do I return a part?' }).first().click();
  await expect(page.getByRole('article', { name: 'How do I return a part?' })).toBeVisible();
  await page.getByRole('article').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/help\/article\/return-policy$/);

  // By URL title, matched in lower case.
  await page.goto('/help/article/title/RETURN-Policy-For-Parts');
  await expect(
    page.getByRole('article', { name: 'What is the return policy for parts?' }),
  ).toBeVisible();

  // Search: the term is required; a misspelling finds the returns articles.
  await search(page, '');
  await expect(searchBox(page)).toContainText('This field is required.');
  await search(page, 'retrun policy');
  await expect(page).toHaveURL(/\/help\/search\/retrun%20policy$/);
  const results = page.getByRole('region', { name: /Showing all results for:/ });
  await expect(results.getByRole('link').first()).toHaveText(
    'What is the return policy for parts?',
  );
  await expectNoAxeViolations(page, 'search results');

  // A misspelled word from deep inside the long guide finds it, and only it.
  await search(page, 'remanufactored');
  const deep = page.getByRole('region', { name: /Showing all results for:/ });
  await expect(deep.getByRole('heading', { level: 3 })).toHaveText([
    'The complete guide to returns, cores and warranty claims',
  ]);

  // Nothing found: the Ask A Question note leads to the contact form.
  await search(page, 'xqzzyv');
  await expect(page.getByRole('heading', { name: /No results matching:\s*xqzzyv/ })).toBeVisible();
  await expectNoAxeViolations(page, 'no results');
  await page.getByRole('main').getByRole('link', { name: 'Ask A Question' }).click();
  await expect(page).toHaveURL(/\/help\/contact\/contact-us$/);
  // Leaving the search route resets the box.
  await expect(searchBox(page).getByRole('searchbox')).toHaveValue('');

  // Content for logged-in customers and drafts are not shown to a visitor.
  await page.goto('/help/article/read-monthly-statement');
  await expect(page.getByText('We could not find this article.', { exact: false })).toBeVisible();
  await page.goto('/help/article/vin-camera-scan-coming-soon');
  await expect(page.getByText('We could not find this article.', { exact: false })).toBeVisible();
});

test('a visitor sends a question, with the rules of the form', async ({ page }) => {
  await page.goto('/help/contact/contact-us');
  const form = page.getByRole('region', { name: /Ask A Question/ });
  // A visitor's form starts empty.
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  await expect(form.getByLabel('Question type')).toHaveValue('');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(7);
  await expectNoAxeViolations(page, 'contact form with errors');

  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByLabel('Full name').fill('Rosa Peña');
  await form.getByLabel('Shop name').fill("Rosa's Garage");
  await form.getByLabel('Account number').fill('12ab');
  await form.getByLabel('Phone number').fill('555');
  await form.getByLabel('Question type').selectOption({ label: 'Need help finding parts' });
  await form.getByLabel('Your question').fill('Which brake pads fit a 2013 F-150?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByText('Please enter a valid number.')).toBeVisible();
  await expect(form.getByText('Please specify a valid phone number.')).toBeVisible();

  await form.getByLabel('E-mail address').fill('rosa@rosasgarage.example');
  await form.getByLabel('Account number').fill('40017');
  await form.getByLabel('Phone number').fill('(512) 555-0142');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your question has been submitted' }),
  ).toBeVisible();
  await expect(
    page.getByText('Thanks for submitting your question.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/home');

  // More Questions: type and text cleared, the rest kept.
  await page
    .getByRole('link', { name: 'More Questions' })
    .or(page.getByRole('button', { name: 'More Questions' }))
    .click();
  await expect(form.getByLabel('E-mail address')).toHaveValue('rosa@rosasgarage.example');
  await expect(form.getByLabel('Question type')).toHaveValue('');
  await expect(form.getByLabel('Your question')).toHaveValue('');
});

test('a visitor switches to Spanish and keeps the topic', async ({ page }) => {
  await page.goto('/help/category/returns-and-warranty');
  await expect(topics(page).locator('[aria-current="page"]')).toHaveText('Returns and Warranty');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  await expect(page).toHaveURL(/\/help\/category\/returns-and-warranty$/);
  await expect(topics(page).locator('[aria-current="page"]')).toHaveText('Devoluciones y garantía');
  await expect(
    page.getByRole('link', { name: '¿Cuál es la política de devoluciones de piezas?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'help home in Spanish');

  await search(page, 'politica de devolucion');
  await expect(
    page
      .getByRole('region', { name: /Mostrando todos los resultados para:/ })
      .getByRole('link')
      .first(),
  ).toHaveText('¿Cuál es la política de devoluciones de piezas?');
  await search(page, 'remanufacturdo');
  await expect(
    page.getByRole('region', { name: /Mostrando todos/ }).getByRole('heading', { level: 3 }),
  ).toHaveText(['La guía completa de devoluciones, cascos y reclamos de garantía']);
  await search(page, 'xqzzyv');
  await expect(
    page.getByRole('heading', { name: /No hay resultados que coincidan con:/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Haga una pregunta' }),
  ).toHaveAttribute('href', '/help/contact/contact-us');
  await expectNoAxeViolations(page, 'no results in Spanish');

  await page.goto('/help/contact/contact-us');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'contact form in Spanish');
});

test('a logged-in technician sees the shop in the sidebar, a prefilled form, and content for customers', async ({
  page,
  shopUser: _newUser,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('link', { name: 'Back to ProCounter' })).toHaveAttribute(
    'href',
    '/home',
  );
  const sidebar = page.getByRole('complementary', { name: 'Contact Us' });
  await expect(sidebar).toContainText(
    'Customer Support is available Monday thru Friday 7:30 AM to 6 PM Central.',
  );
  await expect(sidebar).toContainText('(Store 512)');
  await expect(sidebar).toContainText('Austin, TX');
  await expect(sidebar).toContainText('Territory Sales Manager');
  await expect(sidebar.getByRole('link', { name: 'Send us an email.' })).toHaveAttribute(
    'href',
    '/help/contact/contact-us',
  );
  // The help route is its own application: no info bar, mini quote or vehicle selector here.
  await expect(page.getByRole('button', { name: /Add Vehicle/ })).toHaveCount(0);

  // Content for logged-in customers is there for a shop employee.
  await page.goto('/help/article/read-monthly-statement');
  await expect(
    page.getByRole('article', { name: 'How do I read my monthly statement?' }),
  ).toBeVisible();

  await page.goto('/help/contact/contact-us');
  const form = page.getByRole('region', { name: /Ask A Question/ });
  await expect(form.getByLabel('Shop name')).toHaveValue('Lone Star Auto Repair - Main St');
  await expect(form.getByLabel('Account number')).toHaveValue('100001');
  await expect(form.getByLabel('E-mail address')).not.toHaveValue('');
  await form
    .getByLabel('Question type')
    .selectOption({ label: 'My orders are going to the wrong store' });
  await form.getByLabel('Your question').fill('E2E: my orders go to the Elm St store.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your question has been submitted' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'submitted, logged in');

  await page.getByLabel('Language').selectOption('es');
  await expect(sidebar.or(page.getByRole('complementary', { name: 'Contáctenos' }))).toContainText(
    'Gerente de ventas del territorio',
  );
});

test('support reads the question in the inbox and marks it answered', async ({ page }) => {
  // A question of its own, asked by a logged-in shop employee as the test above asks one.
  const asker = await loginAsNewShopUser(page);
  const text = `E2E: my orders go to the Elm St store (${asker.loginName}).`;
  await callApi(page, 'POST', API.submitSupportQuestion, {
    emailAddress: `${asker.loginName}@procounter.example`,
    shopName: 'Lone Star Auto Repair - Main St',
    customerName: 'Test Shop User',
    customerAccountNumber: '100001',
    customerPhoneNumber: '(512) 555-0100',
    questionType: 'WRONG_STORE',
    questionText: text,
  } satisfies SupportQuestionBody);
  await logout(page);

  await loginAs(page, 'support', '/support');
  await page.getByRole('link', { name: 'Questions inbox' }).click();
  await expect(page).toHaveURL(routeUrl('supportQuestions', { end: false }));
  const question = page.getByRole('article').filter({ hasText: text });
  await expect(question).toContainText(`Logged-in user ${asker.loginName}`);
  await expect(question).toContainText('My orders are going to the wrong store');
  await question.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(question.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await expectNoAxeViolations(page, 'support inbox');
});

test.describe('on a phone at the counter', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the topics fold away, the content comes first, and nothing overflows', async ({ page }) => {
    await page.goto('/help');
    // Once the topics and articles are in: until then the page below the topics is held at a
    // screen's height, and a tap aimed at a topic scrolled into view lands where the page was.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Help Topics' }).click();
    // Enter rather than a click: the list is still unfolding, and a click aimed at a link near its
    // foot can land on another one as the panel grows (a flaky run, not a user's problem).
    await topics(page).getByRole('link', { name: 'Stock Orders' }).press('Enter');
    await expect(page).toHaveURL(/\/help\/category\/stock-orders$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Stock Orders' }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'help on a phone');
    await page.goto('/help/contact/contact-us');
    await expectNoAxeViolations(page, 'contact form on a phone');
  });
});
