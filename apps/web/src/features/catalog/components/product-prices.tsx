import { Stack, Text } from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import { useTranslation } from 'react-i18next';
import type { PriceView } from '@/lib/prices';
import { viewProductPrices } from '../utils/product-price';

/**
 * A product's prices: the cost ('Cost $21.37'), or the customer price ('Price $42.99') when the
 * shop hides costs, then the list price; 'Call for Pricing' when there is none.
 */
export function ProductPrices({
  product,
  hideCosts,
}: {
  product: Pick<LookupProduct, 'cost' | 'customerPrice' | 'listPrice'>;
  hideCosts: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { shown, list } = viewProductPrices(product, hideCosts, i18n.language);
  return (
    <Stack gap={0}>
      <PriceLine
        label={hideCosts ? t('catalog:products.price') : t('catalog:products.cost')}
        view={shown}
        strong
      />
      <PriceLine label={t('catalog:products.listPrice')} view={list} />
    </Stack>
  );
}

function PriceLine({ label, view, strong }: { label: string; view: PriceView; strong?: boolean }) {
  const { t } = useTranslation();
  if (view.kind === 'hidden') return null;
  if (view.kind === 'callForPricing') {
    return (
      <Text size="sm" fw={600}>
        {t('common:quote.callForPricing')}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={strong ? 600 : undefined} c={strong ? undefined : 'dimmed'}>
      {label} {view.text}
    </Text>
  );
}
