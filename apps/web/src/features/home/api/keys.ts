/** Query keys of the start page's own reads (the stock orders share the app's key). */
export const homeKeys = {
  all: ['home'] as const,
  openQuotes: ['quote', 'search', 'home', 'QUOTE'] as const,
  recentOrders: ['quote', 'search', 'home', 'ORDER'] as const,
  popularPartTypes: ['home', 'partTypes', 'mostPopular'] as const,
};
