import { Group, SegmentedControl, Text } from '@mantine/core';
import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseContentLanguage } from '../utils/content-language';

interface ContentLanguageSwitchProps {
  value: ContentLanguageId;
  onChange: (languageId: ContentLanguageId) => void;
}

/** Which language's content the lists show: English or Spanish, whatever the UI language. */
export function ContentLanguageSwitch({ value, onChange }: ContentLanguageSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Group gap="sm" wrap="wrap">
      <Text id={labelId} fw={600} size="sm">
        {t('helpAdmin:language.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value === LANGUAGE_IDS.es ? 'es' : 'en'}
        onChange={(next) => onChange(parseContentLanguage(next))}
        data={[
          { value: 'en', label: t('helpAdmin:language.en') },
          { value: 'es', label: t('helpAdmin:language.es') },
        ]}
      />
    </Group>
  );
}
