/**
 * The quote feature's own query keys (the quote, mini quote and search keys are shared:
 * lib/query-keys.ts). Under 'quote', so invalidating every quote query refreshes these too.
 */
export const approvalKeys = {
  /** GET /worksheet/rest/{id}/approval: the quote's links to its customer (issue 22). */
  status: (worksheetId: number) => ['quote', 'approval', worksheetId] as const,
};
