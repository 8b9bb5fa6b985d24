import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { viewPrice } from '@/lib/prices';
import { usePreprocess } from '../api/preprocess-query';
import {
  Fact,
  FitText,
  hideCosts,
  PriceText,
  StockText,
  shownPrice,
  useAddOneToQuote,
  useRefetchOnVehicleChange,
} from './product-facts';
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
  const { addOne, adding } = useAddOneToQuote('KEYWORD');
  const product = preprocess.data?.itemNumberMatching ?? null;
  const formerNumber = preprocess.data?.supersededNumber ?? null;
  useRefetchOnVehicleChange(() => void preprocess.refetch());

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
            {formerNumber ? (
              <Text size="sm" fw={600}>
                {t('search:results.supersededNote', {
                  old: formerNumber,
                  new: product.partNumber,
                })}
              </Text>
            ) : null}
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
              <Button onClick={() => addOne(product)} loading={adding}>
                {t('search:results.addToQuote')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
