import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, type RouteId, routePath, routeUrl } from './route-paths';
import { ROUTES } from './route-table';

describe('route paths', () => {
  it('are the route table: every route id once, with its path', () => {
    expect(ROUTES.map((route) => route.id).sort()).toEqual(
      (Object.keys(ROUTE_PATHS) as RouteId[]).sort(),
    );
    for (const route of ROUTES) expect(route.path).toBe(ROUTE_PATHS[route.id]);
  });

  it('fill in their params, and a splat route gives the path it is below', () => {
    expect(routePath('home')).toBe('/home');
    expect(routePath('quoteDetails', { quoteId: 42 })).toBe('/quote/details/42');
    expect(routePath('helpCenter')).toBe('/help');
    expect(() => routePath('quoteDetails')).toThrow(':quoteId');
  });

  it('give the URL patterns of the end-to-end specs', () => {
    expect(routeUrl('home')).toEqual(/\/home$/);
    expect(routeUrl('login', { end: false })).toEqual(/\/login/);
    expect(routeUrl('quoteDetails', { params: { quoteId: 7 } })).toEqual(/\/quote\/details\/7$/);
    expect(routeUrl('helpContent', { end: false })).toEqual(/\/support\/help-content/);

    const anyQuote = routeUrl('quoteDetails');
    expect(anyQuote.test('https://localhost/quote/details/12')).toBe(true);
    expect(anyQuote.test('https://localhost/quote/details/12/lines')).toBe(false);
    expect(routeUrl('catalogProducts').test('https://localhost/catalog/v2/products')).toBe(false);
  });
});
