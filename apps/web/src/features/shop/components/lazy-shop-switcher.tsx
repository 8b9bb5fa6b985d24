import { ComboboxChevron, InputBase, Text } from '@mantine/core';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { loadOnce } from '@/lib/load-once';
import type { ShopSwitcherProps } from './shop-switcher';

type Switcher = ComponentType<ShopSwitcherProps>;

/** The switcher's code, loaded once (again after a failed attempt): a later one starts with it. */
const loadShopSwitcher = loadOnce<Switcher>(() =>
  import('./shop-switcher').then((module) => module.ShopSwitcher),
);

/**
 * The shop switcher, its list (Mantine's Combobox and its positioning library) loaded when it is
 * about to be used: until then the same box, with the current shop, which loads it when the pointer
 * comes over it, it gets the focus or a touch, and a click opens the list once it has arrived. No
 * page pays for the list as it loads, and nothing moves when the switcher takes the box's place.
 */
export function ShopSwitcher(props: ShopSwitcherProps) {
  const [Loaded, setLoaded] = useState<Switcher | null>(loadShopSwitcher.loaded);
  // What the stand-in was doing as the switcher took its place.
  const used = useRef({ clicked: false });
  const focused = useRef(false);

  if (Loaded) {
    return (
      <Loaded
        {...props}
        openOnMount={props.openOnMount || used.current.clicked}
        focusOnMount={focused}
      />
    );
  }

  const load = () => {
    // A failed load leaves the stand-in; the next use tries again.
    void loadShopSwitcher().then(
      (switcher) => setLoaded(() => switcher),
      () => undefined,
    );
  };
  return (
    <ShopSwitcherStandIn
      fullWidth={props.fullWidth}
      focused={focused}
      onIntent={load}
      onClick={() => {
        used.current.clicked = true;
        load();
      }}
    />
  );
}

interface StandInProps {
  fullWidth?: boolean;
  /** Set as the box leaves the page: whether it had the focus. */
  focused: { current: boolean };
  onIntent: () => void;
  onClick: () => void;
}

function ShopSwitcherStandIn({ fullWidth, focused, onIntent, onClick }: StandInProps) {
  const { t } = useTranslation();
  const { data: current } = useCurrentShop(true);
  const box = useRef<HTMLButtonElement>(null);

  // Runs as the switcher replaces this box, before the box leaves the page.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      focused.current = element !== null && document.activeElement === element;
    };
  }, [focused]);

  return (
    <InputBase
      ref={box}
      component="button"
      type="button"
      label={t('common:shop.label')}
      pointer
      size="xs"
      w={fullWidth ? '100%' : 300}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      aria-haspopup="listbox"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onClick={onClick}
    >
      <Text span size="xs" truncate="end">
        {current?.shopNameAndAccount ?? ''}
      </Text>
    </InputBase>
  );
}
