import { notifications } from '@mantine/notifications';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { addKitToQuote } from '../api/add-kit-to-quote';
import { addProductToQuote } from '../api/add-product-to-quote';

export interface AddToQuoteInput {
  product: Pick<LookupProduct, 'productId' | 'kitType' | 'lineCode' | 'partNumber' | 'description'>;
  quantity: number;
}

/** The part in short, for button names: 'WAG QC1234'. */
export const shortName = (product: Pick<LookupProduct, 'lineCode' | 'partNumber'>) =>
  `${product.lineCode} ${product.partNumber}`;

/** The part as a notice names it: 'WAG QC1234 Disc Brake Pad Set'. */
export const partName = (product: AddToQuoteInput['product']) =>
  `${product.lineCode} ${product.partNumber} ${product.description}`;

/**
 * Add to quote from a lookup row: a kit product through addkit (its components sourced), any other
 * through addproduct. The answer is the quote as the server has it: it replaces the mini quote's
 * data (its count and subtotal update at once) and the quote pages are read again. A success is a
 * notice naming the part. NO_CURRENT_VEHICLE opens the vehicle selector in forced mode and adds
 * once a vehicle is chosen; the other failures answer the catalog key of their message (`onError`
 * of the caller shows it beside the row).
 */
export function useAddToQuote() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { requireVehicle } = useVehicleRequirement();
  const mutation = useMutation({
    mutationFn: ({ product, quantity }: AddToQuoteInput): Promise<QuoteSummary> =>
      product.kitType !== null
        ? addKitToQuote(product.productId, quantity)
        : addProductToQuote(product.productId, quantity),
    onSuccess: async (summary, { product, quantity }) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      void client.invalidateQueries({
        queryKey: quoteKeys.all,
        predicate: (query) => query.queryKey[1] === 'detail',
      });
      notifications.show({
        color: 'green',
        withBorder: true,
        message: t('catalog:products.added', { part: partName(product), quantity }),
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
  return worksheetErrorKey(error) ?? 'catalog:products.addFailed';
}
