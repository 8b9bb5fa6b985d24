/** Query keys of /admin/statements. */
export const statementKeys = {
  all: ['statements'] as const,
  list: ['statements', 'list'] as const,
  month: (month: string) => ['statements', 'month', month] as const,
  invoice: (id: number) => ['statements', 'invoice', id] as const,
  earnback: ['statements', 'earnback'] as const,
};
