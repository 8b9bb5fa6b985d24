import { API } from '@procounter/shared/contracts/api-paths';
import type { CustomerImportResult } from '@procounter/shared/contracts/customer';
import type { UploadRowError } from '@procounter/shared/contracts/stock-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/customer-keys';

/** An import can be 5,000 rows, each vehicle found in the catalog: more time than an ordinary call. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /customers/import (multipart, field `file`): customers and their vehicles from a CSV file,
 * all or nothing. Any bad row: 422 UPLOAD_INVALID with `errors: [{row, reason}]`.
 */
export function importCustomers(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<CustomerImportResult>(API.customerImport, {
    method: 'POST',
    formData,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/**
 * The bad rows of a refused import, or null when the failure is something else. The body is
 * checked with the contract, whose code (zod) loads only for such a refusal.
 */
export async function importRowErrors(error: unknown): Promise<UploadRowError[] | null> {
  if (!(error instanceof ApiError) || error.code !== 'UPLOAD_INVALID') return null;
  const body = error.body;
  return import('../utils/validation').then(
    (module) => module.uploadRowErrorsOf(body),
    () => null,
  );
}

export function useImportCustomers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCustomers,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
