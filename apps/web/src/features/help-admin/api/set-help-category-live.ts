import { API } from '@procounter/shared/contracts/api-paths';
import type {
  HelpCategoryRecord,
  SetHelpContentLiveBody,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

export interface SetHelpCategoryLiveInput extends SetHelpContentLiveBody {
  identifier: string;
}

/** PUT /admin/rest/help/categories/{identifier}/live {languageId, live}: publish or unpublish. */
export function setHelpCategoryLive({ identifier, ...body }: SetHelpCategoryLiveInput) {
  return apiRequest(API.helpCategoryLive(encodeURIComponent(identifier)), {
    method: 'PUT',
    json: body,
  });
}

/** The list shows the new status at once, then is read again for the server's modDate. */
export function useSetHelpCategoryLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHelpCategoryLive,
    onSuccess: async (_answer, { identifier, languageId, live }) => {
      client.setQueryData<HelpCategoryRecord[]>(helpAdminKeys.categories(languageId), (list) =>
        list?.map((category) =>
          category.identifier === identifier ? { ...category, live } : category,
        ),
      );
      await client.invalidateQueries({ queryKey: helpAdminKeys.all });
    },
  });
}
