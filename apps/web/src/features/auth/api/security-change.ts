import { API } from '@procounter/shared/contracts/api-paths';
import type { SecurityChangeBody } from '@procounter/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/hooks/use-current-user';
import { apiRequest } from '@/lib/api-client';
import { liftRestriction } from '@/lib/session';

/** POST /user/securityChange (allowed while restricted): 204 when the password changed. */
export function changePassword(body: SecurityChangeBody) {
  return apiRequest(API.securityChange, { method: 'POST', json: body });
}

export function useSecurityChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      liftRestriction('SECURITY_CHANGE_REQUIRED');
      // The fresh user no longer asks for a change; the guard then continues to the landing page.
      await client.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    },
  });
}
