import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with names on every control: its previous and next buttons are bare icons,
 * which a screen reader announces as "button" (axe button-name), and page numbers read better as
 * "Page 3".
 */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t('common:pagination.page', { page }) })}
      getControlProps={(control) => ({ 'aria-label': t(`common:pagination.${control}`) })}
      {...props}
    />
  );
}
