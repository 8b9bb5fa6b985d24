import { Text } from '@mantine/core';
import type { ItemNumberMatch } from '@procounter/shared/contracts/catalog-search';
import type { ProductOrigin } from '@procounter/shared/domain/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addFailureKey, useAddToQuote } from '@/hooks/use-add-to-quote';
import { useSelectedVehicle } from '@/hooks/use-current-vehicle';
import type { PriceView } from '@/lib/prices';
import { showErrorToast } from '@/lib/toasts';

// The facts of one product as the item number and interchange answers show them: price, stock and
// fit, each in words. Kept apart from those pages' modules so that each loads only what it shows.

/**
 * Adds one of a product to the quote as `origin` (nothing while an add is under way); a failure
 * shows in a toast, but for no current vehicle, which asks for one instead (addFailureKey).
 */
export function useAddOneToQuote(origin: ProductOrigin) {
  const { t } = useTranslation();
  const add = useAddToQuote(origin);
  const addOne = (product: ItemNumberMatch) => {
    if (add.isPending) return;
    add.mutate(
      { product, quantity: 1 },
      {
        onError: (error) => {
          const key = addFailureKey(error);
          if (key) showErrorToast(t(key));
        },
      },
    );
  };
  return { addOne, adding: add.isPending };
}

/** Costs show unless the shop hides them; while the shop is not known, they do not. */
export const hideCosts = (shop: { hideCosts: boolean } | undefined) => shop?.hideCosts ?? true;

/** The figure shown first: the cost, or the customer price when costs are hidden. */
export function shownPrice(product: ItemNumberMatch, hidden: boolean): number | null {
  return hidden ? product.customerPrice : product.cost;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

export function PriceText({ view }: { view: PriceView }) {
  const { t } = useTranslation();
  if (view.kind === 'amount') return <>{view.text}</>;
  if (view.kind === 'callForPricing') return <>{t('common:quote.callForPricing')}</>;
  return <>–</>;
}

export function StockText({ quantityOnHand }: { quantityOnHand: number | null }) {
  const { t } = useTranslation();
  if (quantityOnHand === null) return <>{t('search:results.notCarried')}</>;
  if (quantityOnHand <= 0) {
    return (
      <Text span size="sm" c="red.9">
        {t('search:results.outOfStock')}
      </Text>
    );
  }
  return (
    <Text span size="sm" c="teal.9" fw={500}>
      {t('search:results.inStock', { count: quantityOnHand })}
    </Text>
  );
}

/** Whether it fits the current vehicle, in words: fits, does not fit, or not known and why. */
export function FitText({ fit }: { fit: ItemNumberMatch['fit'] }) {
  const { t } = useTranslation();
  const vehicle = fit.vehicle ?? '';
  let text: string;
  let color: string | undefined;
  if (fit.universal) {
    text = t('search:results.fitUniversal');
    color = 'teal.9';
  } else if (fit.compatibility === 'COMPATIBLE') {
    text = t('search:results.fitCompatible', { vehicle });
    color = 'teal.9';
  } else if (fit.compatibility === 'INCOMPATIBLE') {
    text = t('search:results.fitIncompatible', { vehicle });
    color = 'red.9';
  } else {
    text = fit.vehicle
      ? t('search:results.fitUnknown', { vehicle })
      : t('search:results.fitNoVehicle');
  }
  return (
    <Text size="sm" fw={600} c={color} data-fit={fit.compatibility}>
      {text}
    </Text>
  );
}

/** Calls `refetch` when the current vehicle changes (the fit is the current vehicle's). */
export function useRefetchOnVehicleChange(refetch: () => void) {
  const vehicle = useSelectedVehicle();
  const key = vehicle
    ? `${vehicle.id}:${vehicle.vehicleId}:${JSON.stringify(vehicle.answeredAttributes)}`
    : '';
  const seen = useRef(key);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current();
  }, [key]);
}
