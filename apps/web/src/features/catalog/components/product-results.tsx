import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import { fitmentAttributeOf } from '@procounter/shared/domain/fitment-questions';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useQuickAdd } from '@/hooks/use-quick-add';
import { PHONE_QUERY } from '@/lib/media-queries';
import { positionLabel, shortName } from '../utils/part-names';
import { AddToQuoteForm } from './add-to-quote-form';
import { AvailabilityText } from './availability-text';
import classes from './catalog.module.css';
import { fitmentAnswerText } from './fitment-questions';
import { ProductPrices } from './product-prices';

export interface ProductResultsProps {
  products: LookupProduct[];
  hideCosts: boolean;
  onOtherStores: (product: LookupProduct) => void;
  onDetails: (product: LookupProduct) => void;
  /** A product was added to the quote. */
  onAdded?: (product: LookupProduct) => void;
  /** How many of each product (by id) the quote holds: the row's mark. */
  quoted: ReadonlyMap<number, number>;
  /** The table's name (default 'Parts found'); a part type's group gives its name. */
  label?: string;
}

/** The lookup's products: a table on wider screens, a card each on phones. */
export function ProductResults(props: ProductResultsProps) {
  const phone = useMediaQueryNow(PHONE_QUERY);
  return phone ? <ResultCards {...props} /> : <ResultsTable {...props} />;
}

/**
 * Brand, part number, description and what the fit depends on (engine, submodel: fitNote;
 * position), with a mark when the quote already holds the product and how many.
 */
function PartCell({ product, onQuote }: { product: LookupProduct; onQuote: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {product.brandName} ({product.lineCode})
        </Text>
        {product.kitType ? (
          <Badge size="sm" variant="light" color="blue.9">
            {t('catalog:products.kit')}
          </Badge>
        ) : null}
        {onQuote > 0 ? (
          <Badge size="sm" variant="filled" color="teal.9" tt="none">
            {t('catalog:products.onQuote', { count: onQuote })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{t('catalog:products.partNumber', { partNumber: product.partNumber })}</Text>
      <Text size="sm">{product.description}</Text>
      {product.fitNote ? (
        <Text size="xs" c="dimmed">
          {t('catalog:products.fitNote', { note: product.fitNote })}
        </Text>
      ) : null}
      {product.position ? (
        <Text size="xs" c="dimmed">
          {t('catalog:products.position', { position: positionLabel(t, product.position) })}
        </Text>
      ) : null}
      <QualifierLines product={product} />
    </Stack>
  );
}

/**
 * What else the fit depends on ('Drive type: 4WD'), said as not known while the vehicle's answer
 * is not given (fit UNKNOWN: shown after 'Don't know or show all').
 */
function QualifierLines({ product }: { product: LookupProduct }) {
  const { t } = useTranslation();
  const lines = product.qualifiers.flatMap((q) => {
    if (!fitmentAttributeOf(q.attributeId)?.retained) return [];
    const text = fitmentAnswerText(t, q.attributeId, q.valueId);
    return text ? [`${text.name}: ${text.value}`] : [];
  });
  return lines.map((line) =>
    product.fit === 'UNKNOWN' ? (
      <Text key={line} size="xs" fw={600} c="orange.9" data-fit="UNKNOWN">
        {t('fitment:fitUnknown', { qualifier: line })}
      </Text>
    ) : (
      <Text key={line} size="xs" c="dimmed">
        {line}
      </Text>
    ),
  );
}

function RowActions({
  product,
  onOtherStores,
  onDetails,
}: {
  product: LookupProduct;
  onOtherStores: (product: LookupProduct) => void;
  onDetails: (product: LookupProduct) => void;
}) {
  const { t } = useTranslation();
  const { add } = useQuickAdd();
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('stock:quickAdd.buttonFor', { part: shortName(product) })}
        onClick={() =>
          add({
            line: product.lineCode,
            item: product.partNumber,
            desc: product.description,
            quantity: 1,
          })
        }
      >
        {t('stock:quickAdd.button')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('catalog:products.otherStoresFor', { part: shortName(product) })}
        onClick={() => onOtherStores(product)}
      >
        {t('catalog:products.otherStores')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('catalog:products.detailsFor', { part: shortName(product) })}
        onClick={() => onDetails(product)}
      >
        {t('catalog:products.details')}
      </Button>
    </Group>
  );
}

function ResultsTable({
  products,
  hideCosts,
  onOtherStores,
  onDetails,
  onAdded,
  quoted,
  label,
}: ProductResultsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={label ?? t('catalog:products.resultsLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalog:products.columns.part')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('catalog:products.columns.price')}</Table.Th>
            <Table.Th>{t('catalog:products.columns.availability')}</Table.Th>
            <Table.Th>{t('catalog:products.columns.add')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.productId}>
              <Table.Td>
                <PartCell product={product} onQuote={quoted.get(product.productId) ?? 0} />
              </Table.Td>
              <Table.Td className={classes.numeric}>
                <ProductPrices product={product} hideCosts={hideCosts} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <AvailabilityText quantityOnHand={product.homeStore.quantityOnHand} />
                  <RowActions
                    product={product}
                    onOtherStores={onOtherStores}
                    onDetails={onDetails}
                  />
                </Stack>
              </Table.Td>
              <Table.Td>
                <AddToQuoteForm product={product} onAdded={onAdded} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultCards({
  products,
  hideCosts,
  onOtherStores,
  onDetails,
  onAdded,
  quoted,
  label,
}: ProductResultsProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.plainList} aria-label={label ?? t('catalog:products.resultsLabel')}>
      {products.map((product) => (
        <li key={product.productId}>
          <Card withBorder padding="sm">
            <Stack gap="xs">
              <PartCell product={product} onQuote={quoted.get(product.productId) ?? 0} />
              <Group justify="space-between" align="flex-start">
                <ProductPrices product={product} hideCosts={hideCosts} />
                <AvailabilityText quantityOnHand={product.homeStore.quantityOnHand} />
              </Group>
              <RowActions product={product} onOtherStores={onOtherStores} onDetails={onDetails} />
              <AddToQuoteForm product={product} onAdded={onAdded} />
            </Stack>
          </Card>
        </li>
      ))}
    </ul>
  );
}
