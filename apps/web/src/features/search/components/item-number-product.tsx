import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ItemNumberMatch } from '@procounter/shared/contracts/catalog-search';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addFailureKey, useAddToQuote } from '@/hooks/use-add-to-quote';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useSelectedVehicle } from '@/hooks/use-current-vehicle';
import { type PriceView, viewPrice } from '@/lib/prices';
import { showErrorToast } from '@/lib/toasts';
import { usePreprocess } from '../api/preprocess-query';
import classes from './search.module.css';
import { SectionState } from './section-state';

/**
 * The product whose part number the query is (preprocess's itemNumberMatching, R-SEARCH-7): brand,
 * line code, part number, description and part type; its price (the cost, or the customer price
 * when the shop hides costs, then the list price), its stock at the home store and whether it fits
 * the current vehicle (never a guess: fits, does not fit, or not known and why), with Add to quote
 * (one, as a KEYWORD line).
 */
export function ItemNumberProduct({ query, itemNumber }: { query: string; itemNumber: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { data: shop } = useCurrentShop(true);
  const preprocess = usePreprocess(query, shop?.id);
  const add = useAddToQuote('KEYWORD');
  const product = preprocess.data?.itemNumberMatching ?? null;
  useRefetchOnVehicleChange(() => void preprocess.refetch());

  const addToQuote = () => {
    if (!product || add.isPending) return;
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

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('search:results.productTitle', { partNumber: product?.partNumber ?? itemNumber })}
        </Title>
        <SectionState
          loading={preprocess.isPending}
          loadingLabel={t('search:results.loadingProduct')}
          failed={preprocess.isError}
          failedText={t('common:parts.productLookupFailed')}
          onRetry={() => void preprocess.refetch()}
          retrying={preprocess.isFetching}
        />
        {preprocess.isSuccess && !product ? (
          <Text size="sm" role="status">
            {t('search:results.productNotFound', { partNumber: itemNumber })}
          </Text>
        ) : null}
        {product ? (
          <>
            <dl className={classes.productFacts}>
              {(
                [
                  [t('search:results.brand'), product.brandName],
                  [t('search:results.lineCode'), product.lineCode],
                  [t('search:results.partNumber'), product.partNumber],
                  [t('search:results.description'), product.description],
                  [t('search:results.partType'), product.partTypeName],
                ] as const
              ).map(([label, value]) => (
                <Fact key={label} label={label}>
                  {value}
                </Fact>
              ))}
              <Fact label={hideCosts(shop) ? t('search:results.price') : t('search:results.cost')}>
                <PriceText view={viewPrice(shownPrice(product, hideCosts(shop)), i18n.language)} />
              </Fact>
              <Fact label={t('search:results.listPrice')}>
                <PriceText view={viewPrice(product.listPrice, i18n.language)} />
              </Fact>
              <Fact label={t('search:results.homeStore')}>
                <StockText quantityOnHand={product.homeStore.quantityOnHand} />
              </Fact>
            </dl>
            <FitText fit={product.fit} />
            <Group gap="sm">
              <Button onClick={addToQuote} loading={add.isPending}>
                {t('search:results.addToQuote')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
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
