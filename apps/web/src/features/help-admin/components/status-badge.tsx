import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Published (live) or Draft: the one status an editor sets on each language's version. */
export function StatusBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    // Filled with the darkest shades: Mantine's light and outline badges fail contrast (axe).
    <Badge color={live ? 'teal.9' : 'gray.7'} variant="filled">
      {live ? t('helpAdmin:status.published') : t('helpAdmin:status.draft')}
    </Badge>
  );
}
