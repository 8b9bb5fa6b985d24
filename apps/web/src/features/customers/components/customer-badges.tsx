import { Badge, Group } from '@mantine/core';
import type { CustomerLanguage } from '@procounter/shared/contracts/customer';
import { useTranslation } from 'react-i18next';

/** A customer who reads quotes in Spanish, and an archived one, say so beside their name. */
export function CustomerBadges({
  language,
  archived,
}: {
  language: CustomerLanguage;
  archived: boolean;
}) {
  const { t } = useTranslation();
  if (language !== 'es' && !archived) return null;
  return (
    <Group gap={4} component="span" display="inline-flex">
      {language === 'es' ? (
        <Badge variant="light" color="teal.9" size="sm" title={t('customers:badges.spanishHint')}>
          {t('customers:badges.spanish')}
        </Badge>
      ) : null}
      {archived ? (
        <Badge variant="light" color="gray.8" size="sm">
          {t('customers:badges.archived')}
        </Badge>
      ) : null}
    </Group>
  );
}
