import { API } from '@procounter/shared/contracts/api-paths';
import { type AddKitBody, QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /worksheet/rest/addkit?quantity=N {kitId, prebuilt: false}: a kit product on the current
 * quote, its components sourced as parts of their own; answers the quote's summary. Errors as
 * addproduct.
 */
export function addKitToQuote(kitId: number, quantity: number) {
  const body: AddKitBody = { kitId, prebuilt: false };
  return apiRequest(
    API.addKit,
    { method: 'POST', query: { quantity }, json: body },
    QuoteSummarySchema,
  );
}
