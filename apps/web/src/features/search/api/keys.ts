/** Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  preprocess: (query: string, shopId: number) => ['search', 'preprocess', query, shopId] as const,
  partTypes: (query: string) => ['search', 'partTypes', query] as const,
};
