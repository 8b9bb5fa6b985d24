import { API } from '@procounter/shared/contracts/api-paths';
import { type AddProductBody, QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /worksheet/rest/addproduct?quantity=N {productId, productOrigin: 'CATALOG'}: the product on
 * the current quote; answers the quote's summary. 422 QTY_EXCEEDS_1000, 409 WORKSHEET_LOCKED, 409
 * NO_CURRENT_VEHICLE.
 */
export function addProductToQuote(productId: number, quantity: number) {
  const body: AddProductBody = { productId, productOrigin: 'CATALOG' };
  return apiRequest(
    API.addProduct,
    { method: 'POST', query: { quantity }, json: body },
    QuoteSummarySchema,
  );
}
