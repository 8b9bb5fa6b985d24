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
import type { FitmentAnswer } from '@procounter/shared/domain/fitment-questions';
import { isMessageScheduledAt } from '@procounter/shared/domain/messages';
import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { signalInteraction, takeSearchPick } from '@/lib/signals';
import { useAnswerVehicleQuestion } from '../api/answer-fitment-question';
import { useProductMessages } from '../api/get-product-messages';
import { useProductsPageLookup } from '../hooks/use-products-page-lookup';
import { holdBackUnanswered } from '../utils/fitment-hold-back';
import { type LookupParams, writeLookupParams } from '../utils/lookup-params';
import { readResultFilters, writeResultFilters } from '../utils/result-filters';
import { FitmentQuestions } from './fitment-questions';
import { NarrowedResults } from './narrowed-results';
import { OtherStoresModal } from './other-stores-modal';
import { ProductDetailsModal } from './product-details-modal';
import { RelatedPartsPanel } from './related-parts-panel';

export const CATALOG_BROWSE_PATH = ROUTE_PATHS.catalogBrowse;

/** The sort choices' labels (R-PART-2 sort values). */
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
 * toast 'An error occurred while retrieving your parts. Please try again.' (R-PART-5, R-SHOP-6),
 * the overlay goes and a retry button stays.
 */
export function CatalogProductsPage() {
  const lookup = useProductsPageLookup();
  const shop = useCurrentShop(true);
  const productMessages = useProductMessages();
  const [storesOf, setStoresOf] = useState<LookupProduct | null>(null);
  // A pick of the search box that led here is a search signal (issue 25 part 4).
  useEffect(() => takeSearchPick(), []);
  const [detailsOf, setDetailsOf] = useState<LookupProduct | null>(null);
  const { data, loading, failed, needsVehicle, tracked } = lookup;
  // Costs stay hidden until the shop is known; the server's answer says it too.
  const hideCosts = (data?.hideCosts ?? false) || (shop.data?.hideCosts ?? true);

  if (lookup.nothingChosen) return <NothingChosen />;
  // The first answer shows in one piece: the product messages, the title and the part type counts
  // above the results would otherwise push the list down as each arrives (layout shift).
  if (!data && !failed && !needsVehicle && (loading || productMessages.isPending)) {
    return <FirstAnswerLoading />;
  }
  return (
    <Stack gap="md">
      <ProductMessages />
      <ProductsHeading data={data} params={lookup.params} />
      <Box pos="relative" mih={120} aria-busy={loading}>
        <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
        {failed ? (
          <LookupFailed onRetry={lookup.retry} />
        ) : needsVehicle ? (
          <VehicleNeeded onSelect={lookup.askForVehicle} />
        ) : data && data.products.length === 0 ? (
          <NoProducts vehicle={data.vehicle} />
        ) : data ? (
          <QuestionsAndResults
            data={data}
            onAnswerLookup={lookup.answerLookup}
            onRemoveLookupAnswer={lookup.removeLookupAnswer}
            hideCosts={hideCosts}
            onOtherStores={setStoresOf}
            onDetails={(product) => {
              setDetailsOf(product);
              tracked.viewedDetails(product);
              signalInteraction('CLICK', [product.productId]);
            }}
            onAdded={tracked.addedToQuote}
          />
        ) : null}
      </Box>
      {data && !failed && !needsVehicle ? (
        <RelatedPartsPanel lookup={data} hideCosts={hideCosts} onAdded={tracked.addedToQuote} />
      ) : null}
      <OtherStoresModal product={storesOf} onClose={() => setStoresOf(null)} />
      <ProductDetailsModal
        product={detailsOf}
        hideCosts={hideCosts}
        onClose={() => setDetailsOf(null)}
        onAdded={tracked.addedToQuote}
      />
    </Stack>
  );
}

type LookupAnswer = ReturnType<typeof useProductsPageLookup>['data'];

/**
 * The fitment questions above the results, the parts an open question about the vehicle decides
 * held back from the list until it is answered (fitment is never a silent guess).
 */
function QuestionsAndResults({
  data,
  onAnswerLookup,
  onRemoveLookupAnswer,
  ...resultProps
}: ComponentProps<typeof NarrowedResults> & {
  onAnswerLookup: (answer: FitmentAnswer) => void;
  onRemoveLookupAnswer: (answer: FitmentAnswer) => void;
}) {
  const answerVehicle = useAnswerVehicleQuestion();
  const { shown, heldBack } = useMemo(() => holdBackUnanswered(data), [data]);
  return (
    <Stack gap="md">
      <FitmentQuestions
        data={data}
        heldBack={heldBack}
        saving={answerVehicle.isPending}
        onAnswer={(answer) =>
          answer.partTypeId === null
            ? answerVehicle.mutate({ attributeId: answer.attributeId, valueId: answer.valueId })
            : onAnswerLookup(answer)
        }
        onRemoveLookupAnswer={onRemoveLookupAnswer}
      />
      <NarrowedResults data={shown} {...resultProps} />
    </Stack>
  );
}

/** From the selection with nothing selected: the way to the catalog to choose part types. */
function NothingChosen() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('catalog:products.nothingChosen')}</Text>
      <Anchor component={Link} to={CATALOG_BROWSE_PATH}>
        {t('catalog:products.choosePartTypes')}
      </Anchor>
    </Stack>
  );
}

function FirstAnswerLoading() {
  const { t } = useTranslation();
  return (
    <Box pos="relative" mih="60vh" role="status" aria-busy aria-label={t('common:loading')}>
      <LoadingOverlay visible zIndex={10} overlayProps={{ blur: 1 }} />
    </Box>
  );
}

/** The vehicle, the part type counts and the sort, which writes `?sort=`. */
function ProductsHeading({ data, params }: { data: LookupAnswer; params: LookupParams }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  // The narrowing stays as it is when the sort changes.
  const setSort = (sort: SortValue) =>
    setSearchParams(
      (prev) => writeResultFilters(writeLookupParams({ ...params, sort }), readResultFilters(prev)),
      { replace: true },
    );
  return (
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
  );
}

function LookupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('common:parts.partLookupFailed')}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('catalog:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function VehicleNeeded({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t('catalog:products.vehicleNeeded')}</Text>
      <Button variant="default" onClick={onSelect}>
        {t('catalog:products.selectVehicle')}
      </Button>
    </Stack>
  );
}

function NoProducts({ vehicle }: { vehicle: NonNullable<LookupAnswer>['vehicle'] }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed">
      {vehicle
        ? t('catalog:products.empty', { vehicle: vehicle.description })
        : t('catalog:products.emptyAny')}
    </Text>
  );
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
