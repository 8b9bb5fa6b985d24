/**
 * Query keys of a shop's customers (issue 22): the Manage Customers pages (features/customers) and
 * the current vehicle's customer-info modal (features/vehicle) read and change them.
 */
export const customerKeys = {
  all: ['customers'] as const,
  searches: ['customers', 'search'] as const,
  search: (params: { query: string; page: number; size: number; includeArchived: boolean }) =>
    ['customers', 'search', params] as const,
  details: ['customers', 'detail'] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
