import { API } from '@procounter/shared/contracts/api-paths';
import type { LaborClaimDetail, LaborClaimFields } from '@procounter/shared/contracts/labor-claim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { laborClaimKeys } from './keys';

/** Five files of 5 MB take a while on a shop's connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface NewLaborClaim {
  fields: LaborClaimFields;
  files: File[];
}

/** POST /admin/labor-claims (multipart): the claim's fields, and its files in the field `files`. */
export function fileLaborClaim({ fields, files }: NewLaborClaim) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, String(value));
  for (const file of files) formData.append('files', file, file.name);
  return apiRequest<LaborClaimDetail>(API.laborClaims, {
    method: 'POST',
    formData,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export function useFileLaborClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileLaborClaim,
    onSuccess: (claim) => {
      client.setQueryData(laborClaimKeys.detail(claim.id), claim);
      return client.invalidateQueries({ queryKey: laborClaimKeys.all });
    },
  });
}
