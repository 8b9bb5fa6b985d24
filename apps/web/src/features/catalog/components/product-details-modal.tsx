import { Alert, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { LookupProduct, ProductExtraInfoResponse } from '@procounter/shared/contracts/product';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { partName } from '@/hooks/use-add-to-quote';
import { useProductExtraInfo } from '../api/get-product-extra-info';
import { positionLabel } from '../utils/part-names';
import { AddToQuoteForm } from './add-to-quote-form';
import { AvailabilityText } from './availability-text';
import { ProductPrices } from './product-prices';

/**
 * A product's details: its price and home store stock with Add to quote (from the lookup's row),
 * then extraInfo: the vehicles it fits (the first 100 listed, with what the fit depends on),
 * specifications and a kit's components.
 */
export function ProductDetailsModal({
  product,
  hideCosts,
  onClose,
  onAdded,
}: {
  product: LookupProduct | null;
  hideCosts: boolean;
  onClose: () => void;
  onAdded?: (product: LookupProduct) => void;
}) {
  const { t } = useTranslation();
  const info = useProductExtraInfo(product?.productId ?? null);
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      size="lg"
      title={product ? partName(product) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {product ? (
        <section>
          <Title order={3} size="h5" mb="xs">
            {t('catalog:details.priceAndStock')}
          </Title>
          <Group justify="space-between" align="flex-start" mb="sm">
            <ProductPrices product={product} hideCosts={hideCosts} />
            <Stack gap={2} align="flex-end">
              <AvailabilityText quantityOnHand={product.homeStore.quantityOnHand} />
              {product.position ? (
                <Text size="xs" c="dimmed">
                  {t('catalog:products.position', {
                    position: positionLabel(t, product.position),
                  })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <AddToQuoteForm product={product} onAdded={onAdded} />
        </section>
      ) : null}
      {info.isPending ? (
        <Group justify="center" p="md">
          <LoadingIndicator />
        </Group>
      ) : info.isError ? (
        <Alert color="red" role="alert">
          {t('common:parts.productLookupFailed')}
        </Alert>
      ) : (
        <Stack gap="md" mt="md">
          <FittedVehicles info={info.data} />
          <section>
            <Title order={3} size="h5" mb="xs">
              {t('catalog:details.specifications')}
            </Title>
            {info.data.attributes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('catalog:details.noSpecifications')}
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {info.data.attributes.map((a) => (
                    <Table.Tr key={`${a.label}:${a.value}`}>
                      <Table.Th scope="row" fw={500}>
                        {a.label}
                      </Table.Th>
                      <Table.Td>{a.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>
          {info.data.kitComponents.length > 0 ? (
            <section>
              <Title order={3} size="h5" mb="xs">
                {t('catalog:details.kitComponents')}
              </Title>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('catalog:products.columns.part')}</Table.Th>
                    <Table.Th>{t('catalog:details.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {info.data.kitComponents.map((c) => (
                    <Table.Tr key={c.productId}>
                      <Table.Td>
                        {c.lineCode} {c.partNumber} · {c.description}
                      </Table.Td>
                      <Table.Td>{c.quantity}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}

/** The vehicles it fits: how many, then the first ones the server lists, each with its note. */
function FittedVehicles({ info }: { info: ProductExtraInfoResponse }) {
  const { t } = useTranslation();
  if (info.fitsVehicles === 0) return <Text size="sm">{t('catalog:details.universal')}</Text>;
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {t('catalog:details.vehiclesTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t('catalog:details.fits', { count: info.fitsVehicles })}
      </Text>
      <List size="sm" spacing={2} aria-label={t('catalog:details.vehiclesTitle')}>
        {info.vehicles.map((v) => (
          <List.Item key={v.baseVehicleId}>
            {v.year} {v.make} {v.model}
            {v.fitNote ? (
              <Text span size="xs" c="dimmed">
                {' '}
                · {t('catalog:products.fitNote', { note: v.fitNote })}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      {info.vehicles.length < info.fitsVehicles ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('catalog:details.vehiclesFirst', {
            shown: info.vehicles.length,
            count: info.fitsVehicles,
          })}
        </Text>
      ) : null}
    </section>
  );
}
