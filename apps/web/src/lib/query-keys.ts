/**
 * Query keys of the data the whole app shares (session, shop, features, app data). Features keep
 * their own key factories; these live here because several features and the app read them.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
  currentShop: ['session', 'currentShop'] as const,
  shops: ['session', 'shops'] as const,
  sticky: ['session', 'sticky'] as const,
};

export const appKeys = {
  static: ['app', 'static'] as const,
  meta: ['app', 'meta'] as const,
};

export const featureKeys = {
  all: ['features'] as const,
  global: ['features', 'global'] as const,
  store: (storeNumber: number) => ['features', 'store', storeNumber] as const,
};

export const companyKeys = {
  all: ['company'] as const,
  byShop: (shopId: number) => ['company', shopId] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  broadcast: ['messages', 'BROADCAST'] as const,
};

/**
 * The current vehicle and the current quote's summary: the vehicle selector changes them, the info
 * bar, the shop switcher and the parts pages read them.
 */
export const vehicleKeys = {
  all: ['vehicle'] as const,
  current: ['vehicle', 'current'] as const,
};

/**
 * The user's selected part types: the catalog pages read and change them, the search's part type
 * choice replaces them (clearAndSelectPartType) before it opens the products page.
 */
export const partTypeKeys = {
  selected: ['partTypes', 'selected'] as const,
};

export const quoteKeys = {
  all: ['quote'] as const,
  mini: ['quote', 'mini'] as const,
  detail: (worksheetId: number) => ['quote', 'detail', worksheetId] as const,
  searches: ['quote', 'search'] as const,
  search: (params: Record<string, string | number | boolean | undefined>) =>
    ['quote', 'search', params] as const,
};

/**
 * Stock orders: the /stockorder page reads them, the shared quick add (hooks/use-quick-add.ts)
 * changes them from any page.
 */
export const stockOrderKeys = {
  all: ['stockOrders'] as const,
  list: ['stockOrders', 'list'] as const,
  detail: (id: number) => ['stockOrders', 'detail', id] as const,
};
