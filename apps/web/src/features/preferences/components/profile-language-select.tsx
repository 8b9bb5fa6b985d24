import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/hooks/use-current-user';
import { LanguageSelect } from './language-select';

/**
 * The language selector of signed-in pages: the choice is also saved as languageCode, except while
 * a support user acts for the account (the server refuses preference changes then: only this tab's
 * language changes). The call's code loads when the language changes (the footer of every page
 * shows this selector; few use it).
 */
export function ProfileLanguageSelect({ saveToProfile = true }: { saveToProfile?: boolean }) {
  const client = useQueryClient();
  const masquerading = useCurrentUser().data?.masquerade === true;
  return (
    <LanguageSelect
      onChanged={
        saveToProfile && !masquerading
          ? (languageCode) =>
              void import('../api/save-preferences')
                .then((api) => api.saveUserPreferences(client, { languageCode }))
                .catch(() => undefined)
          : undefined
      }
    />
  );
}
