import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { lineExtended } from '@procounter/shared/domain/quote-totals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, makeShop, makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MiniQuote } from './mini-quote';

const MINI_QUOTE = '/api/worksheet/rest/miniquote.json';
const DELETE_ITEM = '/api/worksheet/rest/miniquote/deleteitem';
const UPDATE_ITEM = '/api/worksheet/rest/miniquote/updateitem';

/** A line as the server answers it: extended amounts as its quote-totals computes them. */
function line(overrides: Partial<QuoteItem>): QuoteItem {
  const item: QuoteItem = {
    id: 1,
    miniQuoteKey: 'PART_1',
    itemType: 'PART',
    itemDescription: 'Disc brake pad set',
    itemQuantity: 2,
    itemCost: 21.37,
    customerPrice: 42.99,
    extendedPrice: null,
    extendedCost: null,
    worksheetKit: false,
    catalogKey: '1_2',
    vehicleId: null,
    analyticsCategory: null,
    ...overrides,
  };
  return {
    ...item,
    extendedPrice: lineExtended(item.itemQuantity, item.customerPrice),
    extendedCost: lineExtended(item.itemQuantity, item.itemCost),
  };
}

/** A part, a part without a price, a labor line and a component of a prebuilt kit (at 0). */
const MIXED: QuoteSummary = {
  quoteProducts: [
    line({ id: 11 }),
    line({ id: 12, itemDescription: 'Caliper bracket', itemCost: null, customerPrice: null }),
    line({
      id: 13,
      itemType: 'LABOR',
      itemDescription: 'Front brake job',
      itemQuantity: 1.5,
      itemCost: null,
      customerPrice: 125,
      catalogKey: null,
    }),
    line({
      id: 14,
      itemDescription: 'Kit rotor',
      itemQuantity: 1,
      itemCost: 0,
      customerPrice: 0,
      worksheetKit: true,
    }),
  ],
  quoteDetails: {
    subtotalCost: 42.74,
    subtotalPrice: 273.48,
    totalItems: 4,
    worksheetHeaderId: 77,
    worksheetName: null,
  },
};

/** The quote without the line `id`, as the server answers deleteitem. */
function without(summary: QuoteSummary, id: number): QuoteSummary {
  const quoteProducts = summary.quoteProducts.filter((item) => item.id !== id);
  const subtotalPrice = quoteProducts.reduce(
    (sum, item) => sum + item.itemQuantity * Math.max(item.customerPrice ?? 0, 0),
    0,
  );
  return {
    quoteProducts,
    quoteDetails: {
      ...summary.quoteDetails,
      subtotalPrice: Math.round(subtotalPrice * 100) / 100,
      totalItems: quoteProducts.length,
    },
  };
}

function serve(quote: QuoteSummary, hideCosts = false): FakeServer {
  return installFakeServer()
    .on('GET', '/api/current/shop', { body: makeShop({ hideCosts }) })
    .on('GET', MINI_QUOTE, { body: quote });
}

/** The mini quote's button while the quote has items: its name carries the total and count. */
const quoteButton = () =>
  screen.findByRole('button', { name: /Cost subtotal|Total price|Subtotal de costo|Precio total/ });

/** Waits for the mini quote's button and opens its dropdown. */
async function openDropdown(dialogName = 'Current quote') {
  await userEvent.click(await quoteButton());
  return screen.findByRole('dialog', { name: dialogName });
}

/** The dropdown's lines as their text; a quantity input reads as its value. */
function lines(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => {
      const clone = item.cloneNode(true) as HTMLElement;
      for (const input of clone.querySelectorAll('input')) input.replaceWith(`[${input.value}]`);
      return clone.textContent;
    });
}

describe('mini quote', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('shows Go To Quote, to the quotes, while the quote is empty', async () => {
    serve(makeQuoteSummary(0));
    renderWithProviders(<MiniQuote />);
    const link = await screen.findByRole('link', { name: 'Go To Quote' });
    expect(link.getAttribute('href')).toBe('/quote/search');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the total price and the item count of a quote without parts', async () => {
    serve(makeQuoteSummary(2));
    renderWithProviders(<MiniQuote />);
    const button = await quoteButton();
    expect(button.textContent).toContain('Total price: $190.00');
    expect(button.textContent).toContain('Items in the quote: 2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Go To Quote' })).toBeNull();
  });

  it('lists the lines with costs: Call for Pricing without a price, nothing for 0', async () => {
    serve(MIXED);
    renderWithProviders(<MiniQuote />);
    // The server's cost subtotal (parts and kits), labelled as one: never the labor added to it.
    const button = await quoteButton();
    expect(button.textContent).toContain('Cost subtotal: $42.74');
    expect(button.textContent).not.toContain('$230.24');
    const dialog = await openDropdown();
    // Unit figure and line total each said for what it is.
    expect(lines(dialog)).toEqual([
      'Disc brake pad setQty[2]Cost $21.37 eachLine total $42.74×',
      'Caliper bracketQty[2]Call for Pricing×',
      'Front brake jobQty[1.5]Price $125.00 eachLine total $187.50×',
      'Kit rotorQty: 1×',
    ]);
    expect(dialog.textContent).toContain('Cost subtotal: $42.74');
    expect(dialog.textContent).toContain('Total price: $273.48');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove Disc brake pad set',
      'Remove Caliper bracket',
      'Remove Front brake job',
      'Remove Kit rotor',
    ]);
    const goToQuote = within(dialog).getByRole('link', { name: 'Go To Quote' });
    expect(goToQuote.getAttribute('href')).toBe('/quote/details/77');
  });

  it('with hideCosts shows customer prices and the total price, never a cost', async () => {
    serve(
      {
        quoteProducts: MIXED.quoteProducts.map((item) => ({
          ...item,
          itemCost: null,
          extendedCost: null,
        })),
        quoteDetails: { ...MIXED.quoteDetails, subtotalCost: null },
      },
      true,
    );
    renderWithProviders(<MiniQuote />);
    await waitFor(async () =>
      expect((await quoteButton()).textContent).toContain('Total price: $273.48'),
    );
    const dialog = await openDropdown();
    expect(lines(dialog)[0]).toBe('Disc brake pad setQty[2]Price $42.99 eachLine total $85.98×');
    expect(dialog.textContent).not.toContain('$21.37');
    expect(dialog.textContent).not.toContain('Cost');
    expect(dialog.textContent).toContain('Total price: $273.48');
  });

  it('opens from the keyboard, and Escape closes it back onto the button', async () => {
    serve(makeQuoteSummary(1));
    renderWithProviders(<MiniQuote />);
    const button = await quoteButton();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Current quote' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('removes a line: the count drops and focus stays in the list', async () => {
    let quote = makeQuoteSummary(3);
    quote.quoteProducts[1]!.itemDescription = 'Rotor resurfacing';
    const server = serve(quote).on('DELETE', DELETE_ITEM, (request) => {
      quote = without(quote, Number(request.search.get('worksheetDetailId')));
      return { body: quote };
    });
    renderWithProviders(<MiniQuote />);
    const dialog = await openDropdown();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Rotor resurfacing' }));

    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(server.callsTo('DELETE', DELETE_ITEM).map((r) => r.search.toString())).toEqual([
      'worksheetDetailId=2',
    ]);
    const button = await quoteButton();
    expect(button.textContent).toContain('Items in the quote: 2');
    expect(button.textContent).toContain('Total price: $190.00');
    // The line after the removed one has its place, and the focus.
    const removeButtons = within(dialog).getAllByRole('button', { name: /^Remove / });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        removeButtons[1]!.getAttribute('aria-label'),
      ),
    );
    expect(document.activeElement).toBe(removeButtons[1]);
    // The answer is the quote: no second call for it.
    expect(server.callsTo('GET', MINI_QUOTE)).toHaveLength(1);
  });

  it('removing the last line leaves Go To Quote, with the focus', async () => {
    let quote = makeQuoteSummary(1);
    serve(quote).on('DELETE', DELETE_ITEM, () => {
      quote = without(quote, 1);
      return { body: quote };
    });
    renderWithProviders(<MiniQuote />);
    const dialog = await openDropdown();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Brake inspection' }));
    const link = await screen.findByRole('link', { name: 'Go To Quote' });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a failed removal shows 'Error removing quote item.' and keeps the line", async () => {
    serve(makeQuoteSummary(2)).on('DELETE', DELETE_ITEM, {
      status: 409,
      body: { code: 'WORKSHEET_LOCKED', message: 'locked' },
    });
    renderWithProviders(<MiniQuote />);
    const dialog = await openDropdown();
    const [first] = within(dialog).getAllByRole('button', { name: 'Remove Brake inspection' });
    await userEvent.click(first!);
    expect(await screen.findByText('Error removing quote item.')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect((await quoteButton()).textContent).toContain('Items in the quote: 2');
  });

  it('changes a line quantity in place: the answer is the new quote, a bad quantity says what is wrong', async () => {
    const changed = {
      quoteProducts: MIXED.quoteProducts.map((item) =>
        item.id === 11 ? line({ id: 11, itemQuantity: 4 }) : item,
      ),
      quoteDetails: { ...MIXED.quoteDetails, subtotalCost: 85.48, subtotalPrice: 359.46 },
    };
    const server = serve(MIXED).on('PUT', UPDATE_ITEM, { body: changed });
    renderWithProviders(<MiniQuote />);
    const dialog = await openDropdown();
    const quantity = within(dialog).getByRole('textbox', {
      name: 'Quantity of Disc brake pad set',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4{Enter}');
    await waitFor(() =>
      expect(lines(dialog)[0]).toBe('Disc brake pad setQty[4]Cost $21.37 eachLine total $85.48×'),
    );
    expect(JSON.parse(server.callsTo('PUT', UPDATE_ITEM)[0]!.body!)).toEqual({
      worksheetDetailId: 11,
      quantity: 4,
    });
    expect((await quoteButton()).textContent).toContain('Cost subtotal: $85.48');
    // Labor takes hours with 2 decimals; a kit's part has no input (it follows its kit).
    expect(within(dialog).getByRole('textbox', { name: 'Hours of Front brake job' })).toHaveValue(
      '1.5',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Kit rotor/ })).toBeNull();
    // Checked before it is sent: nothing goes out for 0 parts.
    const bracket = within(dialog).getByRole('textbox', { name: 'Quantity of Caliper bracket' });
    await userEvent.clear(bracket);
    await userEvent.type(bracket, '0{Enter}');
    expect(await within(dialog).findByText('Enter a whole number from 1 to 1000.')).toBeVisible();
    expect(server.callsTo('PUT', UPDATE_ITEM)).toHaveLength(1);
  });

  it("a quote that cannot be loaded shows 'Error getting quote data.' and Go To Quote", async () => {
    installFakeServer()
      .on('GET', '/api/current/shop', { body: makeShop() })
      .on('GET', MINI_QUOTE, { status: 404, body: { code: 'NOT_FOUND', message: 'gone' } });
    renderWithProviders(<MiniQuote />);
    expect(await screen.findByText('Error getting quote data.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go To Quote' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve(MIXED);
    renderWithProviders(<MiniQuote />);
    const button = await quoteButton();
    expect(button.textContent).toContain('Subtotal de costo: $42.74');
    expect(button.textContent).toContain('Artículos en la cotización: 4');
    const dialog = await openDropdown('Cotización actual');
    expect(lines(dialog)[1]).toBe('Caliper bracketCant.[2]Llame para consultar el precio×');
    expect(lines(dialog)[2]).toBe(
      'Front brake jobCant.[1.5]Precio $125.00 por unidadTotal de la línea $187.50×',
    );
    expect(dialog.textContent).toContain('Precio total: $273.48');
    expect(
      within(dialog).getByRole('button', { name: 'Eliminar Disc brake pad set' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Ir a la cotización' })).toBeVisible();
  });

  it('speaks Spanish with an empty quote too', async () => {
    await i18n.changeLanguage('es');
    serve(makeQuoteSummary(0));
    renderWithProviders(<MiniQuote />);
    expect(await screen.findByRole('link', { name: 'Ir a la cotización' })).toBeVisible();
  });
});
