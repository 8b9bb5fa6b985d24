import { API } from '@procounter/shared/contracts/api-paths';
import type { PreprocessResponse } from '@procounter/shared/contracts/catalog-search';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The part whose number the user typed (GET /search/keyword/preprocess?query&shopId: its
 * itemNumberMatching, the catalog's product with that part number, any line), so adding a line
 * does not need its three-letter line code by heart. A kit is no stock order line: none.
 */
export function useFindPartByNumber() {
  return useMutation({
    mutationFn: async ({ partNumber, shopId }: { partNumber: string; shopId: number }) => {
      const answer = await apiRequest<PreprocessResponse>(API.searchPreprocess, {
        query: { query: partNumber, shopId },
      });
      const match = answer.itemNumberMatching;
      return match && match.kitType === null ? match : null;
    },
  });
}
