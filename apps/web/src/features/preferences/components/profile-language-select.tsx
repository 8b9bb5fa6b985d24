import { useSavePreferences } from '../api/save-preferences';
import { LanguageSelect } from './language-select';

/** The language selector of signed-in pages: the choice is also saved as languageCode. */
export function ProfileLanguageSelect({ saveToProfile = true }: { saveToProfile?: boolean }) {
  const save = useSavePreferences();
  return (
    <LanguageSelect
      onChanged={saveToProfile ? (languageCode) => save.mutate({ languageCode }) : undefined}
    />
  );
}
