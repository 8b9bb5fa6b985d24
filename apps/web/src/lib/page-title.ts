/** R-SHELL-1: the page title is the default title followed by the translated route title. */
export function formatPageTitle(defaultTitle: string, routeTitle?: string | null): string {
  return routeTitle ? `${defaultTitle} - ${routeTitle}` : defaultTitle;
}
