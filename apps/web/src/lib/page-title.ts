/** R-AUTH-1, R-AUTH-7, R-AUTH-8, R-ORDER-2, R-PART-5, R-QUOTE-1..3, R-ROLE-4, R-SEARCH-1, R-SEARCH-3..5, R-SHELL-1..6, R-SHELL-8, R-SHOP-4, R-SHOP-6, R-STOCK-1, R-VEH-12, R-VEH-13: the page title is the default title followed by the translated route title. */
export function formatPageTitle(defaultTitle: string, routeTitle?: string | null): string {
  return routeTitle ? `${defaultTitle} - ${routeTitle}` : defaultTitle;
}
