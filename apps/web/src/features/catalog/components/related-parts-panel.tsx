import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CrossSellPartType } from '@procounter/shared/contracts/cross-sell';
import type { LookupProduct, ProductLookupResponse } from '@procounter/shared/contracts/product';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { useCrossSell } from '../api/get-cross-sell';
import { DEFAULT_SORT, writeLookupParams } from '../utils/lookup-params';
import { AddToQuoteForm } from './add-to-quote-form';
import { AvailabilityText } from './availability-text';
import classes from './catalog.module.css';
import { ProductPrices } from './product-prices';

/**
 * "Bought with these" under the results (issue 25 part 4): the part types shops ordered with the
 * ones looked up (crossSellPartTypes), each with its best part for the vehicle and Add to quote
 * (product origin CROSS_SELL_PT_PRODUCT), and a link to all the parts of that type. A suggestion
 * only: while it loads, when it fails or when there is none, the panel is not there.
 */
export function RelatedPartsPanel({
  lookup,
  hideCosts,
  onAdded,
}: {
  lookup: ProductLookupResponse;
  hideCosts: boolean;
  onAdded?: (product: LookupProduct) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const partTypeIds = lookup.partTypes.map((p) => p.partTypeId);
  const vehicleKey = lookup.vehicle
    ? `${lookup.vehicle.baseVehicleId}:${lookup.vehicle.description}`
    : '';
  const { data } = useCrossSell(partTypeIds, vehicleKey);
  if (!data || data.partTypes.length === 0) return null;
  // The answer's own flag too: costs never show to a shop that hides them.
  const hidden = hideCosts || data.hideCosts;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" mt="md">
      <Title order={3} size="h4" id={headingId}>
        {t('catalog:related.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {lookup.vehicle ? t('catalog:related.intro') : t('catalog:related.introAny')}
      </Text>
      <ul className={classes.plainList} aria-labelledby={headingId}>
        {data.partTypes.map((partType) => (
          <li key={partType.partTypeId}>
            <RelatedPartType partType={partType} hideCosts={hidden} onAdded={onAdded} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function RelatedPartType({
  partType,
  hideCosts,
  onAdded,
}: {
  partType: CrossSellPartType;
  hideCosts: boolean;
  onAdded?: (product: LookupProduct) => void;
}) {
  const { t } = useTranslation();
  const { product } = partType;
  const allOfType = `${ROUTE_PATHS.catalogProducts}?${writeLookupParams({
    partTypeIds: [partType.partTypeId],
    sort: DEFAULT_SORT,
  })}`;
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text size="sm" fw={700}>
            {partType.partTypeName}
          </Text>
          <Text size="xs" c="dimmed">
            {partType.orders > 0
              ? t('catalog:related.orders', { count: partType.orders })
              : t('catalog:related.often')}
          </Text>
          {product ? (
            <>
              <Text size="sm" fw={600}>
                {product.brandName} ({product.lineCode}){' '}
                {t('catalog:products.partNumber', { partNumber: product.partNumber })}
              </Text>
              <Text size="sm">{product.description}</Text>
              <AvailabilityText quantityOnHand={product.homeStore.quantityOnHand} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('catalog:related.noneFits')}
            </Text>
          )}
          <Anchor component={Link} to={allOfType} size="sm">
            {t('catalog:related.seeAll', { name: partType.partTypeName })}
          </Anchor>
        </Stack>
        {product ? (
          <Stack gap="xs" align="flex-end">
            <ProductPrices product={product} hideCosts={hideCosts} />
            <AddToQuoteForm product={product} onAdded={onAdded} origin="CROSS_SELL_PT_PRODUCT" />
          </Stack>
        ) : null}
      </Group>
    </Card>
  );
}
