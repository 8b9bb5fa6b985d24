import { API } from '@procounter/shared/contracts/api-paths';
import type { StockOrderPartMatch } from '@procounter/shared/contracts/stock-order';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The catalog's parts a line can name (GET /stockorders/partsearch?query): by part number (any
 * brand) or by words of a part type, brand and description, so adding a line does not need its
 * three-letter line code by heart. Kits are no stock order lines: none come back.
 */
export function useFindParts() {
  return useMutation({
    mutationFn: (query: string) =>
      apiRequest<StockOrderPartMatch[]>(API.stockOrderPartSearch, { query: { query } }),
  });
}
