/**
 * Query keys of the customers feature's own reads. The customers themselves (search, by id) are
 * under lib/customer-keys.ts, which the customer-info modal shares; a customer's quotes and orders
 * are under the quote searches' key, so a change to a quote that refreshes those refreshes these.
 */
export const customerQuoteKeys = {
  list: (customerId: number, size: number) =>
    ['quote', 'search', 'customer', customerId, size] as const,
};
