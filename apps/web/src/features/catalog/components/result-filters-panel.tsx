import { Button, Checkbox, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/prices';
import { positionLabel } from '../utils/part-names';
import {
  hasFilters,
  type PriceBand,
  type ResultFacets,
  type ResultFilters,
} from '../utils/result-filters';

function priceBandLabel(t: TFunction, band: PriceBand, language: string): string {
  const [from, to] = band.split('-').map((v) => (v === '' ? null : Number(v)));
  const money = (n: number) => formatMoney(n, language);
  if (!from) return t('catalog:products.filters.priceUnder', { to: money(to ?? 0) });
  if (to === null || to === undefined)
    return t('catalog:products.filters.priceOver', { from: money(from) });
  return t('catalog:products.filters.priceBetween', { from: money(from), to: money(to) });
}

/** One facet: a group of checkboxes, each with its count (R-PART-5 narrowing, issue 21). */
function FacetGroup({
  title,
  choices,
  chosen,
  onChange,
}: {
  title: string;
  choices: { value: string; label: string; count: number }[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <Checkbox.Group label={title} value={[...chosen]} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {choices.map((c) => (
          <Checkbox
            key={c.value}
            value={c.value}
            label={t('catalog:products.filters.choice', { label: c.label, count: c.count })}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * The narrowing choices of the results list: position (when the part types have one), brand, in
 * stock at the home store and price band, each choice with the number of parts it shows, and
 * Clear all. What is chosen lives in the URL (the page writes it).
 */
export function ResultFiltersPanel({
  facets,
  filters,
  onChange,
  titled = true,
}: {
  facets: ResultFacets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  /** false where a control around it already says the title (the phone's accordion). */
  titled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Stack
      component="section"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t('catalog:products.filters.title')}
      gap="md"
    >
      {titled ? (
        <Title order={2} size="h5" id={headingId}>
          {t('catalog:products.filters.title')}
        </Title>
      ) : null}
      <FacetGroup
        title={t('catalog:products.filters.position')}
        choices={facets.positions.map((c) => ({ ...c, label: positionLabel(t, c.value) }))}
        chosen={filters.positions}
        onChange={(positions) => onChange({ ...filters, positions })}
      />
      <FacetGroup
        title={t('catalog:products.filters.brand')}
        choices={facets.brands.map((c) => ({
          ...c,
          // A line code only the URL named has no name: the code alone.
          label:
            c.label === c.value
              ? c.value
              : t('catalog:products.filters.brandChoice', { name: c.label, lineCode: c.value }),
        }))}
        chosen={filters.brands}
        onChange={(brands) => onChange({ ...filters, brands })}
      />
      <Checkbox.Group
        label={t('catalog:products.filters.availability')}
        value={filters.inStock ? ['inStock'] : []}
        onChange={(values) => onChange({ ...filters, inStock: values.includes('inStock') })}
      >
        <Checkbox
          mt={6}
          value="inStock"
          label={t('catalog:products.filters.choice', {
            label: t('catalog:products.filters.inStock'),
            count: facets.inStock,
          })}
        />
      </Checkbox.Group>
      <FacetGroup
        title={t('catalog:products.filters.price')}
        choices={facets.prices.map((c) => ({
          ...c,
          label: priceBandLabel(t, c.value as PriceBand, i18n.language),
        }))}
        chosen={filters.prices}
        onChange={(prices) => onChange({ ...filters, prices: prices as PriceBand[] })}
      />
      {hasFilters(filters) ? (
        <Button
          variant="default"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ positions: [], brands: [], inStock: false, prices: [] })}
        >
          {t('catalog:products.filters.clearAll')}
        </Button>
      ) : null}
    </Stack>
  );
}
