import type { Locator, Page } from '@playwright/test';

/** The info bar: vehicle toggle, product search and mini quote. */
export function infoBar(page: Page): Locator {
  return page.getByRole('region', {
    name: /Vehicle, search and quote|Vehículo, búsqueda y cotización/,
  });
}

/** The mini quote's button while the quote has items (its name carries its total and count). */
export function miniQuoteButton(page: Page): Locator {
  return infoBar(page).getByRole('button', {
    name: /Items in the quote|Artículos en la cotización/,
  });
}

/** Go To Quote, shown while the quote is empty. */
export function goToQuote(page: Page): Locator {
  return infoBar(page).getByRole('link', { name: 'Go To Quote', exact: true });
}
