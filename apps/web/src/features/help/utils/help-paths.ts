/**
 * The Help Center's routes below its base (R-HELP-1: "its own application with routes
 * relative to its base"; inside the single-page app the base is /help).
 */
export const HELP_BASE = '/help';

export const helpPaths = {
  home: HELP_BASE,
  category: (categoryKey: string) => `${HELP_BASE}/category/${encodeURIComponent(categoryKey)}`,
  contact: `${HELP_BASE}/contact/contact-us`,
  search: (term: string) => `${HELP_BASE}/search/${encodeURIComponent(term)}`,
  article: (identifier: string) => `${HELP_BASE}/article/${encodeURIComponent(identifier)}`,
  articleByTitle: (urlTitle: string) =>
    `${HELP_BASE}/article/title/${encodeURIComponent(urlTitle)}`,
};

/** The route patterns, relative to the base, for the Help Center's own <Routes>. */
export const HELP_ROUTES = {
  category: 'category/:categoryKey',
  contact: 'contact/contact-us',
  search: 'search/:searchTerm',
  article: 'article/:id',
  articleByTitle: 'article/title/:title',
} as const;
