import { API } from '@procounter/shared/contracts/api-paths';
import type {
  SupportQuestionAnswer,
  SupportQuestionBody,
} from '@procounter/shared/contracts/support-question';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /admin/rest/submitSupportQuestion (R-HELP-12). Through the API client: a logged-in
 * user's access token goes with it, which links the question to the user and the shop.
 */
export function submitSupportQuestion(body: SupportQuestionBody) {
  return apiRequest<SupportQuestionAnswer>(API.submitSupportQuestion, {
    method: 'POST',
    json: body,
  });
}

export function useSubmitSupportQuestion() {
  return useMutation({ mutationFn: submitSupportQuestion });
}
