import { API } from '@procounter/shared/contracts/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/hooks/use-current-user';
import { apiRequest } from '@/lib/api-client';
import { liftRestriction } from '@/lib/session';

/** POST /user/acceptTerms {accepted: true} (allowed while restricted). */
export function acceptTerms() {
  return apiRequest(API.acceptTerms, { method: 'POST', json: { accepted: true } });
}

export function useAcceptTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: async () => {
      liftRestriction('TOS_REQUIRED');
      await client.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
    },
  });
}
