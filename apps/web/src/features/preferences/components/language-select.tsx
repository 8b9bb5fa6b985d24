import { NativeSelect } from '@mantine/core';
import { LOCALES, type Locale } from '@procounter/shared/domain/locale';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { useSavePreferences } from '../api/save-preferences';

export interface LanguageSelectProps {
  /** Logged-in pages also save the choice to the user's preferences. */
  saveToProfile?: boolean;
}

/**
 * The language selector (English, Spanish). The choice is stored on this device, so it survives a
 * reload, and for a signed-in user saved as languageCode.
 */
export function LanguageSelect({ saveToProfile = false }: LanguageSelectProps) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const value = currentLocale();

  const onChange = async (next: Locale) => {
    await changeLocale(next);
    if (saveToProfile) save.mutate({ languageCode: next });
  };

  return (
    <NativeSelect
      label={t('common:language.label')}
      size="xs"
      w={140}
      value={value}
      onChange={(event) => void onChange(event.currentTarget.value as Locale)}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
    />
  );
}
