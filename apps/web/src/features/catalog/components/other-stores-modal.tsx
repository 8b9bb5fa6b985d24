import { Alert, Group, Modal, Table, Text } from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { partName } from '@/hooks/use-add-to-quote';
import { useProductLocations } from '../api/get-product-locations';
import { AvailabilityText } from './availability-text';

/**
 * A product's stock at the home store and the nearby stores (multipleLocationDetailsForOPP), home
 * first, then nearest first, with the distance from the home store.
 */
export function OtherStoresModal({
  product,
  onClose,
}: {
  product: LookupProduct | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = product ? [product.productId] : [];
  const locations = useProductLocations(ids, product !== null);
  const availability = locations.data?.products.find((p) => p.productId === product?.productId);
  const miles = new Intl.NumberFormat(i18n.language.startsWith('es') ? 'es-US' : 'en-US', {
    maximumFractionDigits: 1,
  });

  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      size="lg"
      title={product ? t('catalog:stores.title', { part: partName(product) }) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {locations.isPending ? (
        <Group justify="center" p="md">
          <LoadingIndicator />
        </Group>
      ) : locations.isError ? (
        <Alert color="red" role="alert">
          {t('common:parts.productLookupFailed')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog:stores.store')}</Table.Th>
                <Table.Th>{t('catalog:stores.distance')}</Table.Th>
                <Table.Th>{t('catalog:stores.onHand')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.data.stores.map((store, index) => (
                <Table.Tr key={store.storeId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {store.name}
                      {store.home ? ` (${t('catalog:stores.home')})` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {store.city}, {store.state}
                      {store.phone ? ` · ${store.phone}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {store.home || store.distanceMiles === null
                      ? ''
                      : t('catalog:stores.miles', { distance: miles.format(store.distanceMiles) })}
                  </Table.Td>
                  <Table.Td>
                    <AvailabilityText
                      quantityOnHand={availability?.availability[index]?.quantityOnHand ?? null}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
