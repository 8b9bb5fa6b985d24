import { API } from '@procounter/shared/contracts/api-paths';
import type {
  SupportQuestion,
  SupportQuestionList,
  SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';
import { supportInboxKeys } from './keys';

export interface SetStatusVariables {
  id: number;
  status: SupportQuestionStatus;
}

/** PUT /admin/rest/supportQuestions/{id}/status {status}: answers the question as it is now. */
export function setSupportQuestionStatus({ id, status }: SetStatusVariables) {
  return apiRequest<SupportQuestion>(API.supportQuestionStatus(id), {
    method: 'PUT',
    json: { status },
  });
}

/**
 * The row shows its new status at once; a failure puts the lists back and says so in a toast.
 * Every list is read again afterwards, since a filtered list gains or loses the question.
 */
export function useSetSupportQuestionStatus() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: [...supportInboxKeys.all, 'setStatus'],
    mutationFn: setSupportQuestionStatus,
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: supportInboxKeys.lists });
      const before = client.getQueriesData<SupportQuestionList>({
        queryKey: supportInboxKeys.lists,
      });
      client.setQueriesData<SupportQuestionList>({ queryKey: supportInboxKeys.lists }, (list) =>
        list
          ? {
              ...list,
              questions: list.questions.map((q) => (q.id === id ? { ...q, status } : q)),
            }
          : list,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.before ?? []) client.setQueryData(key, list);
      showErrorToast(t('support:inbox.statusFailed'));
    },
    onSettled: async () => {
      // While another change is on its way, a refetch would show its row's old status for a moment.
      if (client.isMutating({ mutationKey: [...supportInboxKeys.all, 'setStatus'] }) > 1) return;
      await client.invalidateQueries({ queryKey: supportInboxKeys.lists });
    },
  });
}
