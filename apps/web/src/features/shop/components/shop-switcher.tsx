import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useQuoteItemCount } from '@/hooks/use-quote-item-count';
import { useUserShops } from '@/hooks/use-user-shops';
import { showErrorToast } from '@/lib/toasts';
import { useChangeShop } from '../api/shops';
import type { QuoteChoice } from './shop-change-confirm-modal';

// The question (a Mantine Modal) loads when a change first needs it.
const ShopChangeConfirmModal = lazy(() =>
  import('./shop-change-confirm-modal').then((module) => ({
    default: module.ShopChangeConfirmModal,
  })),
);

export interface ShopSwitcherProps {
  /** Overrides the quote item count (tests; the quote issue fills the hook). */
  quoteItemCount?: number;
  /** After a successful change the page reloads (a prop so tests can watch it). */
  onChanged?: (shopId: number, quote: QuoteChoice | null) => void;
  fullWidth?: boolean;
  /** Opens the list at once (it replaces a stand-in that was clicked: lazy-shop-switcher.tsx). */
  openOnMount?: boolean;
  /** Takes the focus as it mounts when this says so then (the stand-in it replaces had it). */
  focusOnMount?: { readonly current: boolean };
}

const reload = () => window.location.reload();

/**
 * The shop switcher (R-SHOP-4, R-SHOP-6): lists the user's shops; choosing another one when the
 * quote has items asks first (Yes / Leave Quote / Cancel), otherwise changes at once. After a
 * change the page reloads.
 */
export function ShopSwitcher({
  quoteItemCount,
  onChanged = reload,
  fullWidth,
  openOnMount = false,
  focusOnMount,
}: ShopSwitcherProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({
    defaultOpened: openOnMount,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes a stand-in's place
  useLayoutEffect(() => {
    if (focusOnMount?.current) target.current?.focus();
  }, []);
  const { data: shops } = useUserShops();
  const { data: current } = useCurrentShop(true);
  const itemsInQuote = useQuoteItemCount();
  const count = quoteItemCount ?? itemsInQuote;
  const change = useChangeShop();
  const [pending, setPending] = useState<number | null>(null);
  const confirmWanted = useOpenedOnce(pending !== null);

  const submit = (shopId: number, quote: QuoteChoice | null) => {
    setPending(null);
    change.mutate(shopId, {
      onSuccess: () => onChanged(shopId, quote),
      onError: () => showErrorToast(t('common:shopChange.failed')),
    });
  };

  const choose = (value: string) => {
    combobox.closeDropdown();
    const shopId = Number(value);
    if (!current || shopId === current.id) return;
    if (count > 0) setPending(shopId);
    else submit(shopId, null);
  };

  const currentLabel = current?.shopNameAndAccount ?? '';

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
        <Combobox.Target targetType="button">
          <InputBase
            ref={target}
            component="button"
            type="button"
            label={t('common:shop.label')}
            pointer
            size="xs"
            w={fullWidth ? '100%' : 300}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
            disabled={change.isPending}
          >
            <Text span size="xs" truncate="end">
              {currentLabel}
            </Text>
          </InputBase>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
            {(shops ?? []).map((shop) => (
              <Combobox.Option
                key={shop.id}
                value={String(shop.id)}
                active={shop.id === current?.id}
                aria-selected={shop.id === current?.id}
              >
                {shop.shopNameAndAccount}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {confirmWanted ? (
        <Suspense fallback={null}>
          <ShopChangeConfirmModal
            opened={pending !== null}
            count={count}
            onCancel={() => setPending(null)}
            onChoose={(quote) => pending !== null && submit(pending, quote)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
