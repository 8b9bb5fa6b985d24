import { notifications } from '@mantine/notifications';
import { API } from '@procounter/shared/contracts/api-paths';
import type {
  AddKitBody,
  AddProductBody,
  QuoteSummary,
} from '@procounter/shared/contracts/worksheet';
import type { KitType, ProductOrigin } from '@procounter/shared/domain/constants';
import { CATALOG_KIT_PREBUILT } from '@procounter/shared/domain/quote-totals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { signalInteraction } from '@/lib/signals';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { useVehicleRequirement } from './use-vehicle-requirement';

/** What adding names and needs of a product: a lookup row or a part number match. */
export interface QuotableProductRef {
  productId: number;
  lineCode: string;
  partNumber: string;
  description: string;
  /** A kit product goes through addkit (its components sourced as parts of their own). */
  kitType: KitType | null;
}

export interface AddToQuoteInput {
  product: QuotableProductRef;
  quantity: number;
}

/**
 * POST /worksheet/rest/addproduct?quantity=N {productId, productOrigin}: the product on the current
 * quote; answers the quote's summary. 422 QTY_EXCEEDS_1000, 409 WORKSHEET_LOCKED, 409
 * NO_CURRENT_VEHICLE.
 */
export function addProductToQuote(productId: number, quantity: number, origin: ProductOrigin) {
  const body: AddProductBody = { productId, productOrigin: origin };
  return apiRequest<QuoteSummary>(API.addProduct, {
    method: 'POST',
    query: { quantity },
    json: body,
  });
}

/**
 * POST /worksheet/rest/addkit?quantity=N {kitId, prebuilt: CATALOG_KIT_PREBUILT}; errors as
 * addproduct. The part lookup prices a kit with the same flag, so the kit's price on the results
 * is what this puts on the quote.
 */
export function addKitToQuote(kitId: number, quantity: number, origin: ProductOrigin) {
  const body: AddKitBody = { kitId, prebuilt: CATALOG_KIT_PREBUILT, productOrigin: origin };
  return apiRequest<QuoteSummary>(API.addKit, { method: 'POST', query: { quantity }, json: body });
}

/** The part as a notice names it: 'WAG QC1234 Disc Brake Pad Set'. */
export const partName = (
  product: Pick<QuotableProductRef, 'lineCode' | 'partNumber' | 'description'>,
) => `${product.lineCode} ${product.partNumber} ${product.description}`;

/**
 * Add to quote, wherever a part is shown (the catalog's results, a part number match): a kit
 * through addkit, any other product through addproduct, with the origin of the page. The answer
 * is the quote as the server has it: it replaces the mini quote's data (its count and totals
 * update at once) and the quote pages are read again. A success is a notice naming the part.
 * NO_CURRENT_VEHICLE opens the vehicle selector in forced mode and adds once a vehicle is chosen;
 * for the other failures `addFailureKey` gives the text the caller shows.
 */
export function useAddToQuote(origin: ProductOrigin) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { requireVehicle } = useVehicleRequirement();
  const mutation = useMutation({
    mutationFn: ({ product, quantity }: AddToQuoteInput): Promise<QuoteSummary> =>
      product.kitType !== null
        ? addKitToQuote(product.productId, quantity, origin)
        : addProductToQuote(product.productId, quantity, origin),
    onSuccess: async (summary, { product, quantity }) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      // The results' best match learns from what is added (issue 25 part 4).
      signalInteraction('CART', [product.productId]);
      void client.invalidateQueries({
        queryKey: quoteKeys.all,
        predicate: (query) => query.queryKey[1] === 'detail',
      });
      notifications.show({
        color: 'green',
        withBorder: true,
        message: t('common:quote.added', { part: partName(product), quantity }),
      });
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.code === 'NO_CURRENT_VEHICLE') {
        void requireVehicle(() => mutation.mutate(input));
      }
    },
  });
  return mutation;
}

/** The catalog key of an add's failure; null when there is none to show (vehicle asked for). */
export function addFailureKey(error: unknown): string | null {
  if (error instanceof ApiError && error.code === 'NO_CURRENT_VEHICLE') return null;
  return worksheetErrorKey(error) ?? 'common:quote.addFailed';
}
