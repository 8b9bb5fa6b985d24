import { useCurrentUser } from '@/hooks/use-current-user';
import { useSavePreferences } from '../api/save-preferences';
import { LanguageSelect } from './language-select';

/**
 * The language selector of signed-in pages: the choice is also saved as languageCode, except while
 * a support user acts for the account (the server refuses preference changes then: only this tab's
 * language changes).
 */
export function ProfileLanguageSelect({ saveToProfile = true }: { saveToProfile?: boolean }) {
  const save = useSavePreferences();
  const masquerading = useCurrentUser().data?.masquerade === true;
  return (
    <LanguageSelect
      onChanged={
        saveToProfile && !masquerading ? (languageCode) => save.mutate({ languageCode }) : undefined
      }
    />
  );
}
