import type { LaborClaimStatus } from '@procounter/shared/contracts/labor-claim';

/** Query keys of the labor claims: the shop's (/admin/labor-claims) and support's review. */
export const laborClaimKeys = {
  all: ['laborClaims'] as const,
  list: (page: number) => ['laborClaims', 'list', page] as const,
  detail: (id: number) => ['laborClaims', 'detail', id] as const,
  lines: (query: string) => ['laborClaims', 'lines', query] as const,
  supportAll: ['laborClaims', 'support'] as const,
  supportList: (status: LaborClaimStatus | null, page: number) =>
    ['laborClaims', 'support', 'list', status, page] as const,
  supportDetail: (id: number) => ['laborClaims', 'support', 'detail', id] as const,
};
