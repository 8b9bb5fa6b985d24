import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { InterchangeResult } from '@procounter/shared/contracts/interchange';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import {
  INTERCHANGE_NUMBER_MIN_KEY,
  PART_NUMBER_MAX_LENGTH,
} from '@procounter/shared/validation/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { viewPrice } from '@/lib/prices';
import { useInterchange } from '../api/interchange-query';
import classes from './interchange.module.css';
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
import { SectionState } from './section-state';

/**
 * /interchange: any part number (another brand's, an OE number, one of ours, a former one of
 * ours) to our equivalents, each with how the number names it, its price, home store stock and
 * fit with the current vehicle, and Add to quote (an INTERCHANGE line). The number asked is in the
 * address (?number=), so Back and a shared link show the same list.
 */
export function InterchangePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('number') ?? '';
  const [typed, setTyped] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  const { data: shop } = useCurrentShop(true);
  const lookup = useInterchange(asked, shop?.id);
  useRefetchOnVehicleChange(() => {
    if (asked) void lookup.refetch();
  });
  const inputId = useId();
  const resultsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = typed.trim();
    if (partNumberKey(number).length < INTERCHANGE_NUMBER_MIN_KEY) {
      setError(t('interchange:numberShort'));
      return;
    }
    setError(null);
    if (number === asked) void lookup.refetch();
    else setParams({ number });
  };

  const results = lookup.data?.results ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">{t('interchange:intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            id={inputId}
            className={classes.numberInput}
            label={t('interchange:label')}
            description={t('interchange:description')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={PART_NUMBER_MAX_LENGTH}
            error={error}
            autoComplete="off"
            spellCheck={false}
            autoFocus={asked === ''}
          />
          <Button type="submit" loading={lookup.isFetching && asked !== ''}>
            {t('interchange:submit')}
          </Button>
        </Group>
      </form>
      {asked ? (
        <section aria-labelledby={resultsId}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={resultsId}>
              {lookup.isSuccess && results.length > 0
                ? t('interchange:count', { count: results.length, number: asked })
                : t('interchange:resultsLabel', { number: asked })}
            </Title>
            <SectionState
              loading={lookup.isPending}
              loadingLabel={t('interchange:loading')}
              failed={lookup.isError}
              failedText={t('interchange:failed')}
              onRetry={() => void lookup.refetch()}
              retrying={lookup.isFetching}
            />
            {lookup.isSuccess && results.length === 0 ? (
              <Text size="sm" role="status">
                {t('interchange:none', { number: asked })}
              </Text>
            ) : null}
            {results.map((result) => (
              <InterchangeCard
                key={result.product.productId}
                result={result}
                hidden={hideCosts(shop)}
              />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

function InterchangeCard({ result, hidden }: { result: InterchangeResult; hidden: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { addOne, adding } = useAddOneToQuote('INTERCHANGE');
  const { reference, product } = result;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder padding="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-kind={reference.kind}>
          {t(`interchange:kind${reference.kind}`, {
            source: reference.source,
            number: reference.number,
          })}
        </Text>
        <Title order={3} size="h5" id={headingId}>
          {product.brandName} {product.partNumber}
        </Title>
        {reference.kind === 'SUPERSEDED' ? (
          <Text size="sm" fw={600}>
            {t('search:results.supersededNote', {
              old: reference.number,
              new: product.partNumber,
            })}
          </Text>
        ) : null}
        <dl className={classes.productFacts}>
          <Fact label={t('search:results.description')}>{product.description}</Fact>
          <Fact label={t('search:results.partType')}>{product.partTypeName}</Fact>
          <Fact label={t('search:results.lineCode')}>{product.lineCode}</Fact>
          <Fact label={hidden ? t('search:results.price') : t('search:results.cost')}>
            <PriceText view={viewPrice(shownPrice(product, hidden), i18n.language)} />
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
          <Button
            onClick={() => addOne(product)}
            loading={adding}
            aria-label={t('interchange:addToQuote', { partNumber: product.partNumber })}
          >
            {t('search:results.addToQuote')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
