import { API } from '@procounter/shared/contracts/api-paths';
import type { SavePreferencesBody, User } from '@procounter/shared/contracts/user';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';

/** POST /user/savePreferences, as form data (R-SHOP-3, R-SHOP-5); answers the updated user. */
export function savePreferences(body: SavePreferencesBody) {
  return apiRequest<User>(API.savePreferences, { method: 'POST', form: body });
}

/**
 * Saves the fields given and keeps the user it answers (a new selectedShopId: see
 * act-for-new-shop.ts). The footer's language selector calls it, loading this module when the
 * language changes: the start page does not carry it.
 */
export async function saveUserPreferences(client: QueryClient, body: SavePreferencesBody) {
  const user = await savePreferences(body);
  client.setQueryData(sessionKeys.user, user);
  storage.write('user', user);
  return user;
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePreferencesBody) => saveUserPreferences(client, body),
  });
}
