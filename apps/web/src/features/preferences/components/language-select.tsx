import { NativeSelect } from '@mantine/core';
import { LOCALES, type Locale } from '@procounter/shared/domain/locale';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '@/lib/i18n';

export interface LanguageSelectProps {
  /** Called once the new language is in effect. */
  onChanged?: (locale: Locale) => void;
}

/**
 * The language selector (English, Spanish). The choice is stored on this device, so it survives a
 * reload. It needs no query client, so the login page (login.html) can show it; signed-in pages
 * use ProfileLanguageSelect.
 */
export function LanguageSelect({ onChanged }: LanguageSelectProps) {
  const { t } = useTranslation();
  const onChange = async (next: Locale) => {
    await changeLocale(next);
    onChanged?.(next);
  };

  return (
    <NativeSelect
      label={t('common:language.label')}
      size="xs"
      w={140}
      value={currentLocale()}
      onChange={(event) => void onChange(event.currentTarget.value as Locale)}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
    />
  );
}
