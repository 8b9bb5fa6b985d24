import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  LoadingOverlay,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import { SORT_VALUES, type SortValue } from '@procounter/shared/domain/constants';
import { isMessageScheduledAt } from '@procounter/shared/domain/messages';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/toasts';
import { useProductMessages } from '../api/get-product-messages';
import { useProductLookup } from '../api/get-products';
import { useSelectedPartTypes } from '../api/get-selected-part-types';
import { useLookupTracking } from '../hooks/use-lookup-tracking';
import { readLookupParams, writeLookupParams } from '../utils/lookup-params';
import { OtherStoresModal } from './other-stores-modal';
import { ProductDetailsModal } from './product-details-modal';
import { ProductResults } from './product-results';

export const CATALOG_BROWSE_PATH = '/catalog/browse';

/** The sort choices' labels (spec 002 section 9 sort values). */
const SORT_LABELS: Record<SortValue, string> = {
  SCORE: 'catalog:products.sort.SCORE',
  PRICE: 'catalog:products.sort.PRICE',
  AVAILABILITY: 'catalog:products.sort.AVAILABILITY',
  ASCENDING: 'catalog:products.sort.ASCENDING',
  DESCENDING: 'catalog:products.sort.DESCENDING',
};

/**
 * /catalog/products (and /catalog/v2/products): the parts that fit the current vehicle for the
 * part types in the URL (`?partTypeId=`, repeatable) or else the user's selection, sorted as
 * `?sort=` says (SCORE by default). A part type that needs a vehicle while none is current opens
 * the vehicle selector in forced mode and looks up again once one is chosen. A failure is the
 * toast 'An error occurred while retrieving your parts. Please try again.' (spec 002 section 8),
 * the overlay goes and a retry button stays.
 */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLookupParams(searchParams);
  const fromSelection = params.partTypeIds.length === 0;
  const selection = useSelectedPartTypes();
  const nothingChosen = fromSelection && selection.data?.length === 0;
  // From the selection, the lookup waits for it (a failure to read it leaves it to the server).
  const lookup = useProductLookup(
    params,
    selection.data?.map((s) => s.partTypeId),
    !fromSelection || (selection.data !== undefined && !nothingChosen) || selection.isError,
  );
  const shop = useCurrentShop(true);
  const productMessages = useProductMessages();
  const { requireVehicle } = useVehicleRequirement();
  const [storesOf, setStoresOf] = useState<LookupProduct | null>(null);
  const [detailsOf, setDetailsOf] = useState<LookupProduct | null>(null);

  const needsVehicle =
    lookup.error instanceof ApiError && lookup.error.code === 'NO_CURRENT_VEHICLE';
  const failed = lookup.isError && !needsVehicle;
  useLookupFailureToast(failed ? lookup.errorUpdatedAt : 0, t('common:parts.partLookupFailed'));

  // Asks for a vehicle once per 409; the lookup runs again when one is chosen.
  const askedAt = useRef(0);
  useEffect(() => {
    if (!needsVehicle || askedAt.current === lookup.errorUpdatedAt) return;
    askedAt.current = lookup.errorUpdatedAt;
    void requireVehicle(() => void lookup.refetch());
  }, [needsVehicle, lookup.errorUpdatedAt, lookup, requireVehicle]);

  // The answer's tens of rows of parts render in a transition, in slices a tap or a key can come
  // between, instead of in one long task as it arrives (a phone's main thread blocked for a second);
  // the loading overlay stays until they show.
  const data = useDeferredValue(lookup.data);
  const rendering = data !== lookup.data;
  const tracked = useLookupTracking(data, lookup.isSuccess ? lookup.dataUpdatedAt : 0);
  const loading = lookup.isFetching || rendering || (fromSelection && selection.isPending);
  // Costs stay hidden until the shop is known; the server's answer says it too.
  const hideCosts = (data?.hideCosts ?? false) || (shop.data?.hideCosts ?? true);
  const setSort = (sort: SortValue) =>
    setSearchParams(writeLookupParams({ ...params, sort }), { replace: true });

  if (nothingChosen) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('catalog:products.nothingChosen')}</Text>
        <Anchor component={Link} to={CATALOG_BROWSE_PATH}>
          {t('catalog:products.choosePartTypes')}
        </Anchor>
      </Stack>
    );
  }

  // The first answer shows in one piece: the product messages, the title and the part type counts
  // above the results would otherwise push the list down as each arrives (layout shift).
  if (!data && !failed && !needsVehicle && (loading || productMessages.isPending)) {
    return (
      <Box pos="relative" mih="60vh" role="status" aria-busy aria-label={t('common:loading')}>
        <LoadingOverlay visible zIndex={10} overlayProps={{ blur: 1 }} />
      </Box>
    );
  }

  return (
    <Stack gap="md">
      <ProductMessages />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          {data ? (
            <Title order={2} size="h3">
              {data.vehicle
                ? t('catalog:products.forVehicle', { vehicle: data.vehicle.description })
                : t('catalog:products.anyVehicle')}
            </Title>
          ) : null}
          {data ? (
            <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.partTypes.map((p) => (
                <li key={p.partTypeId}>
                  <Badge variant="light" color="blue.9" tt="none" size="lg">
                    {t('catalog:products.partTypeCount', { name: p.partTypeName, count: p.count })}
                  </Badge>
                </li>
              ))}
            </Group>
          ) : null}
        </Stack>
        <NativeSelect
          label={t('catalog:products.sortLabel')}
          value={params.sort}
          onChange={(event) => setSort(event.currentTarget.value as SortValue)}
          data={SORT_VALUES.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        />
      </Group>
      <Box pos="relative" mih={120} aria-busy={loading}>
        <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
        {failed ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('common:parts.partLookupFailed')}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void lookup.refetch()}>
                {t('catalog:retry')}
              </Button>
            </Stack>
          </Alert>
        ) : needsVehicle ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t('catalog:products.vehicleNeeded')}</Text>
            <Button
              variant="default"
              onClick={() => void requireVehicle(() => void lookup.refetch())}
            >
              {t('catalog:products.selectVehicle')}
            </Button>
          </Stack>
        ) : data && data.products.length === 0 ? (
          <Text c="dimmed">
            {data.vehicle
              ? t('catalog:products.empty', { vehicle: data.vehicle.description })
              : t('catalog:products.emptyAny')}
          </Text>
        ) : data ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {t('catalog:products.total', { count: data.products.length })}
            </Text>
            <ProductResults
              products={data.products}
              hideCosts={hideCosts}
              onOtherStores={setStoresOf}
              onDetails={(product) => {
                setDetailsOf(product);
                tracked.viewedDetails(product);
              }}
              onAdded={tracked.addedToQuote}
            />
          </Stack>
        ) : null}
      </Box>
      <OtherStoresModal product={storesOf} onClose={() => setStoresOf(null)} />
      <ProductDetailsModal product={detailsOf} onClose={() => setDetailsOf(null)} />
    </Stack>
  );
}

/** The toast once per failed lookup (a retry that fails again shows it again). */
function useLookupFailureToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt > 0) showErrorToast(message);
  }, [failedAt, message]);
}

/** Product messages (category PRODUCT) above the results, while their schedule says. */
function ProductMessages({ now = Date.now() }: { now?: number }) {
  const { t } = useTranslation();
  const { data } = useProductMessages();
  const messages = (data ?? []).filter((m) => isMessageScheduledAt(m, now));
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs">
      {messages.map((m) => (
        <Alert
          key={m.messageId}
          color="yellow"
          variant="light"
          title={m.description || undefined}
          styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
        >
          <Text size="sm">{m.content}</Text>
          {m.linkUrl ? (
            <Anchor href={m.linkUrl} size="sm" target="_blank" rel="noopener noreferrer">
              {t('common:broadcast.learnMore')}
            </Anchor>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
