import { API } from '@procounter/shared/contracts/api-paths';
import type { SavePreferencesBody, User } from '@procounter/shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';

/** POST /user/savePreferences, as form data (R-SHOP-3, R-SHOP-5); answers the updated user. */
export function savePreferences(body: SavePreferencesBody) {
  return apiRequest<User>(API.savePreferences, { method: 'POST', form: body });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (user) => {
      client.setQueryData(sessionKeys.user, user);
      storage.write('user', user);
    },
  });
}
