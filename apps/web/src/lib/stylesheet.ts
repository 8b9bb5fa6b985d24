/**
 * Links the style sheet at `href` into the document once, and settles when it has loaded (or
 * failed: a page without its styles beats no page). The app's own styles are one sheet linked by
 * every document (vite.config.ts cssCodeSplit: false); a large sheet only one lazily loaded part
 * needs (the rich text editor's) is linked by that part when it loads.
 */
const sheets = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  let loading = sheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    sheets.set(href, loading);
  }
  return loading;
}
