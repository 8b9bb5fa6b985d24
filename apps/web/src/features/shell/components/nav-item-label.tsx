import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../utils/nav-items';

function NewBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" color="accent" variant="filled" autoContrast>
      {t('common:new')}
    </Badge>
  );
}

/** A navigation item's label, with the New badge where the item is new. */
export function ItemLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span>{t(item.labelKey)}</span>
      {item.isNew ? <NewBadge /> : null}
    </>
  );
}
