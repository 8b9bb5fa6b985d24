import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { viewAvailability } from '../utils/availability';

/** A store's stock of a product: '3 in stock', 'Out of stock' or 'Not carried'. */
export function AvailabilityText({ quantityOnHand }: { quantityOnHand: number | null }) {
  const { t } = useTranslation();
  const view = viewAvailability(quantityOnHand);
  switch (view.kind) {
    case 'inStock':
      return (
        <Text size="sm" c="teal.9" fw={500} span>
          {t('catalog:availability.inStock', { count: view.count })}
        </Text>
      );
    case 'outOfStock':
      return (
        <Text size="sm" c="red.9" span>
          {t('catalog:availability.outOfStock')}
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed" span>
          {t('catalog:availability.notCarried')}
        </Text>
      );
  }
}
