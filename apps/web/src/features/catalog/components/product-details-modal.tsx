import { Alert, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { partName } from '@/hooks/use-add-to-quote';
import { useProductExtraInfo } from '../api/get-product-extra-info';

/** A product's details (extraInfo): specifications, a kit's components, how many vehicles it fits. */
export function ProductDetailsModal({
  product,
  onClose,
}: {
  product: LookupProduct | null;
  onClose: () => void;
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
      {info.isPending ? (
        <Group justify="center" p="md">
          <LoadingIndicator />
        </Group>
      ) : info.isError ? (
        <Alert color="red" role="alert">
          {t('common:parts.productLookupFailed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {info.data.fitsVehicles > 0
              ? t('catalog:details.fits', { count: info.data.fitsVehicles })
              : t('catalog:details.universal')}
          </Text>
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
