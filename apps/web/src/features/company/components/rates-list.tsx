import { SimpleGrid, Text } from '@mantine/core';
import type { ShopRatesAnswer } from '@procounter/shared/contracts/company';
import { useTranslation } from 'react-i18next';
import { rateRows } from '../utils/rates';

/** An agreement's fields as a description list: two columns from a tablet up, one on a phone. */
export function RatesList({ rates }: { rates: ShopRatesAnswer }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={4} m={0}>
      {rateRows(rates, t, i18n.language).map((row) => (
        <div key={row.label}>
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={500}>
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
