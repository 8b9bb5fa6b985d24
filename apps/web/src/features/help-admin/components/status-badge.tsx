import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Published (live) or Draft: the one status an editor sets on each language's version. */
export function StatusBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={live ? 'green' : 'gray'} variant={live ? 'light' : 'outline'}>
      {live ? t('helpAdmin:status.published') : t('helpAdmin:status.draft')}
    </Badge>
  );
}
