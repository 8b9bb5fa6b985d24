/**
 * Query keys of the Account Dashboard (/admin/company) and support's review of its requests; under
 * the same 'company' root as lib/query-keys.ts companyKeys.byShop, so one invalidation reaches both.
 */
export const companyKeys = {
  all: ['company'] as const,
  dashboard: ['company', 'dashboard'] as const,
  notes: (shopId: number) => ['company', 'notes', shopId] as const,
  supportRequests: ['company', 'supportRequests'] as const,
};
