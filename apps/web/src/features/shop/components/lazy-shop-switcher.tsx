import { ComboboxChevron, InputBase, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import type { ShopSwitcherProps } from './shop-switcher';

const ShopSwitcherWithList = lazy(() =>
  import('./shop-switcher').then((module) => ({ default: module.ShopSwitcher })),
);

/**
 * The shop switcher, its list (Mantine's Combobox and its positioning library) loaded where it
 * shows: the admin bar at desktop widths, the menu once a phone opens it. Until then the same box,
 * with the current shop, disabled: nothing moves when the list arrives.
 */
export function ShopSwitcher(props: ShopSwitcherProps) {
  return (
    <Suspense fallback={<ShopSwitcherPlaceholder fullWidth={props.fullWidth} />}>
      <ShopSwitcherWithList {...props} />
    </Suspense>
  );
}

function ShopSwitcherPlaceholder({ fullWidth }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { data: current } = useCurrentShop(true);
  return (
    <InputBase
      component="button"
      type="button"
      label={t('common:shop.label')}
      pointer
      size="xs"
      w={fullWidth ? '100%' : 300}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      disabled
    >
      <Text span size="xs" truncate="end">
        {current?.shopNameAndAccount ?? ''}
      </Text>
    </InputBase>
  );
}
