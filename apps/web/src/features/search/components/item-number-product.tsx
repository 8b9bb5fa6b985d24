import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addFailureKey, useAddToQuote } from '@/hooks/use-add-to-quote';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { showErrorToast } from '@/lib/toasts';
import { usePreprocess } from '../api/preprocess-query';
import classes from './search.module.css';
import { SectionState } from './section-state';

/**
 * The product whose part number the query is (preprocess's itemNumberMatching): brand, line code,
 * part number and description, with Add to quote (one, as a KEYWORD line).
 */
export function ItemNumberProduct({ query, itemNumber }: { query: string; itemNumber: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: shop } = useCurrentShop(true);
  const preprocess = usePreprocess(query, shop?.id);
  const add = useAddToQuote('KEYWORD');
  const product = preprocess.data?.itemNumberMatching ?? null;

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
              {[
                [t('search:results.brand'), product.brandName],
                [t('search:results.lineCode'), product.lineCode],
                [t('search:results.partNumber'), product.partNumber],
                [t('search:results.description'), product.description],
              ].map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </div>
              ))}
            </dl>
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
