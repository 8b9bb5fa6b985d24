import { API } from '@procounter/shared/contracts/api-paths';
import type {
  HelpArticleSummary,
  SetHelpContentLiveBody,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

export interface SetHelpArticleLiveInput extends SetHelpContentLiveBody {
  identifier: string;
}

/** PUT /admin/rest/help/articles/{identifier}/live {languageId, live}: publish or unpublish. */
export function setHelpArticleLive({ identifier, ...body }: SetHelpArticleLiveInput) {
  return apiRequest(API.helpArticleLive(encodeURIComponent(identifier)), {
    method: 'PUT',
    json: body,
  });
}

/** The list shows the new status at once, then is read again for the server's modDate. */
export function useSetHelpArticleLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHelpArticleLive,
    onSuccess: async (_answer, { identifier, languageId, live }) => {
      client.setQueryData<HelpArticleSummary[]>(helpAdminKeys.articles(languageId), (list) =>
        list?.map((article) =>
          article.identifier === identifier ? { ...article, live } : article,
        ),
      );
      await client.invalidateQueries({ queryKey: helpAdminKeys.all });
    },
  });
}
