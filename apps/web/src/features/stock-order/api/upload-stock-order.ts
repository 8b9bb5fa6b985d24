import { API } from '@procounter/shared/contracts/api-paths';
import type {
  StockOrderUploadResponse,
  UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';

export interface UploadInput {
  orderId: number;
  file: File;
}

/** Uploads can be 5,000 rows: more time than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /stockorders/upload?id= (multipart, field `file`): the CSV's lines into the order. Any bad
 * row: 422 UPLOAD_INVALID with `errors: [{row, reason}]`, and nothing written.
 */
export function uploadStockOrder({ orderId, file }: UploadInput) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<StockOrderUploadResponse>(API.stockOrderUpload, {
    method: 'POST',
    query: { id: orderId },
    formData,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * The bad rows of a refused upload, or null when the failure is something else. The body is
 * checked with the contract, whose code (zod) loads only for such a refusal.
 */
export async function uploadRowErrors(error: unknown): Promise<UploadRowError[] | null> {
  if (!(error instanceof ApiError) || error.code !== 'UPLOAD_INVALID') return null;
  const body = error.body;
  return import('../utils/validation').then(
    (module) => module.uploadRowErrorsOf(body),
    // The rules did not load (the connection dropped): the general failure message instead.
    () => null,
  );
}

export function useUploadStockOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadStockOrder,
    onSuccess: (answer) => {
      client.setQueryData(stockOrderKeys.detail(answer.order.id), answer.order);
      void client.invalidateQueries({ queryKey: stockOrderKeys.list });
    },
  });
}
