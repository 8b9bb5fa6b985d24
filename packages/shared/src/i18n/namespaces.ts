/**
 * The catalog namespaces, without the catalogs: the web app loads each catalog when a page needs
 * it (apps/web/src/lib/i18n.ts), so naming them must not pull them all in.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'validation',
  'vehicle',
  'help',
  'search',
  'catalog',
  'stock',
  'support',
  'helpAdmin',
  'home',
  'approve',
  'customers',
  'quoteApproval',
  'carAdmin',
  'laborClaims',
  'statements',
  'company',
  'preferences',
  'mail',
  'passwordReset',
  'acceptTerms',
  'employees',
  'chat',
  'interchange',
  'quotes',
  'jobs',
  'fitment',
  'vehicleDocuments',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
