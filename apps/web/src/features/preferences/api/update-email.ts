import { API } from '@procounter/shared/contracts/api-paths';
import type { UpdateEmailBody } from '@procounter/shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';

/**
 * POST /user/updateEmail: a new address, or declinedUpdate: true. Either answer clears the user's
 * emailUpdateRequired, so the signed-in user is read again.
 */
export function useUpdateEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmailBody) =>
      apiRequest<void>(API.updateEmail, { method: 'POST', json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}
