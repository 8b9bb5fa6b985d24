import { loginAsNewShopUser } from '../support/session';
import { expect, test } from '../support/test';
import { closureWithLazyParts, manifest, staticClosure } from '../support/vite-manifest';

// Issue 4: each page's JavaScript is split by route; the search page loads no help-center or
// stock-order code. Vite's manifest says which chunks each route module needs; a page may load
// what the app, the authenticated layout and its own route need, and nothing that only another
// route needs.

const ROUTES = 'src/app/routes/';
const routeModules = Object.keys(manifest).filter((key) => key.startsWith(ROUTES));

/** Chunks only `route` needs: in its closure and in none of the shared ones nor `page`'s. */
function onlyFor(route: string, page: string): Set<string> {
  const shared = new Set([
    ...staticClosure('index.html'),
    ...closureWithLazyParts('src/app/layouts/authenticated-layout.tsx'),
    ...closureWithLazyParts(`${ROUTES}${page}`),
  ]);
  return new Set([...staticClosure(route)].filter((file) => !shared.has(file)));
}

for (const [page, path] of [
  ['search-keyword.tsx', '/search-keyword?query=brake'],
  ['catalog-products.tsx', '/catalog/products?partTypeId=01101'],
] as const) {
  test(`${path} loads only its own route's code`, async ({ page: browserPage }) => {
    expect(routeModules).toContain(`${ROUTES}${page}`);
    await loginAsNewShopUser(browserPage);
    const loaded = new Set<string>();
    browserPage.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(/^\//, ''));
    });
    await browserPage.goto(path);
    await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
    await browserPage.waitForLoadState('networkidle');
    expect([...loaded]).toContain(manifest[`${ROUTES}${page}`]!.file);

    const foreign = routeModules
      .filter((route) => route !== `${ROUTES}${page}`)
      .flatMap((route) =>
        [...onlyFor(route, page)].filter((file) => loaded.has(file)).map((f) => `${route}: ${f}`),
      );
    expect(foreign).toEqual([]);
  });
}

// Issue 6: the Help Center is its own application: for a visitor and for a logged-in user it loads
// no catalog, quote, stock-order or search code, nor the authenticated layout (the info bar with
// the mini quote and the vehicle selector).
const NOT_FOR_HELP = [
  'src/app/layouts/authenticated-layout.tsx',
  ...routeModules.filter((route) =>
    /\/(catalog-|quote-|stock-order|search-)[^/]*\.tsx$/.test(route),
  ),
];

for (const who of ['a visitor', 'a logged-in user'] as const) {
  test(`/help loads no catalog, quote or stock-order code for ${who}`, async ({ page }) => {
    expect(NOT_FOR_HELP.length).toBeGreaterThan(5);
    if (who === 'a logged-in user') await loginAsNewShopUser(page);
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname.replace(/^\//, ''));
    });
    // A full load, so everything the page needs is fetched here.
    await page.goto('/help/search/brake');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...loaded]).toContain(manifest[`${ROUTES}help.tsx`]!.file);

    const allowed = new Set([
      ...staticClosure('index.html'),
      ...closureWithLazyParts(`${ROUTES}help.tsx`),
    ]);
    const foreign = NOT_FOR_HELP.flatMap((route) =>
      [...staticClosure(route)]
        .filter((file) => !allowed.has(file) && loaded.has(file))
        .map((file) => `${route}: ${file}`),
    );
    expect(foreign).toEqual([]);
  });
}
