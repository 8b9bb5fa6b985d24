import { Accordion, Button, Grid, Stack, Text, Title } from '@mantine/core';
import type { LookupProduct, ProductLookupResponse } from '@procounter/shared/contracts/product';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { PHONE_QUERY } from '@/lib/media-queries';
import {
  applyResultFilters,
  facetCounts,
  groupByPartType,
  hasFilters,
  NO_FILTERS,
  quotedQuantities,
  type ResultFilters,
  readResultFilters,
  writeResultFilters,
} from '../utils/result-filters';
import { PartTypePath } from './part-type-path';
import { ProductResults, type ProductResultsProps } from './product-results';
import { ResultFiltersPanel } from './result-filters-panel';

type Props = Pick<ProductResultsProps, 'hideCosts' | 'onOtherStores' | 'onDetails' | 'onAdded'> & {
  data: ProductLookupResponse;
};

/**
 * The results list: narrowed as the URL says (position, brand, in stock, price band; a change is
 * a new history entry, so back and forward step through them), grouped by part type with a
 * heading each when there are several, each row marked with what the quote holds of it.
 */
export function NarrowedResults({ data, hideCosts, ...rowProps }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readResultFilters(searchParams);
  const { data: quote } = useMiniQuote();
  const quoted = useMemo(() => quotedQuantities(quote), [quote]);
  const facets = facetCounts(data.products, filters, hideCosts);
  const shown = applyResultFilters(data.products, filters, hideCosts);
  const groups = groupByPartType(data.partTypes, shown);
  const setFilters = (next: ResultFilters) =>
    setSearchParams((prev) => writeResultFilters(prev, next));

  const panel = (
    <ResultFiltersPanel facets={facets} filters={filters} onChange={setFilters} titled={!phone} />
  );
  const list = (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status">
        {hasFilters(filters)
          ? t('catalog:products.filters.showing', {
              shown: shown.length,
              count: data.products.length,
            })
          : t('catalog:products.total', { count: data.products.length })}
      </Text>
      {shown.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('catalog:products.filters.noneMatch')}</Text>
          <Button variant="default" size="compact-sm" onClick={() => setFilters(NO_FILTERS)}>
            {t('catalog:products.filters.clearAll')}
          </Button>
        </Stack>
      ) : data.partTypes.length > 1 ? (
        groups.map((group) => (
          <PartTypeGroup
            key={group.partTypeId}
            partTypeId={group.partTypeId}
            name={group.partTypeName}
            products={group.products}
            hideCosts={hideCosts}
            quoted={quoted}
            {...rowProps}
          />
        ))
      ) : (
        <>
          {data.partTypes[0] ? <PartTypePath partTypeId={data.partTypes[0].partTypeId} /> : null}
          <ProductResults products={shown} hideCosts={hideCosts} quoted={quoted} {...rowProps} />
        </>
      )}
    </Stack>
  );

  if (phone) {
    return (
      <Stack gap="sm">
        <Accordion variant="contained" defaultValue={hasFilters(filters) ? 'filters' : null}>
          <Accordion.Item value="filters">
            <Accordion.Control>{t('catalog:products.filters.title')}</Accordion.Control>
            <Accordion.Panel>{panel}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {list}
      </Stack>
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={3}>{panel}</Grid.Col>
      <Grid.Col span={9}>{list}</Grid.Col>
    </Grid>
  );
}

function PartTypeGroup({
  partTypeId,
  name,
  products,
  ...props
}: Omit<ProductResultsProps, 'products' | 'label'> & {
  partTypeId: string;
  name: string;
  products: LookupProduct[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" mt="sm">
      <div>
        <Title order={3} size="h4" id={headingId}>
          {t('catalog:products.partTypeCount', { name, count: products.length })}
        </Title>
        <PartTypePath partTypeId={partTypeId} />
      </div>
      <ProductResults products={products} label={name} {...props} />
    </Stack>
  );
}
