import { Stack, Text } from '@mantine/core';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { useTranslation } from 'react-i18next';

/**
 * The current vehicle on the start page (R-HOME-2): its line ("2013 Ford F-150 3.5L V6 Gas XLT"),
 * its engine and submodel as chosen, and the plate or VIN it came from.
 */
export function CurrentVehicleSummary({ vehicle }: { vehicle: CurrentVehicle }) {
  const { t } = useTranslation();
  const name =
    [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') ||
    (vehicle.shopVehicleDescriptor ?? '');
  const plate = vehicle.plate
    ? t('home:vehicle.plate', { plate: vehicle.plate, state: vehicle.state ?? '' })
    : null;
  return (
    <Stack gap={2}>
      <Text fw={700} size="lg">
        {name}
      </Text>
      {vehicle.answeredAttributes.map((attribute) => (
        <Text key={attribute.attributeId} size="sm">
          {attribute.displayDescription}
        </Text>
      ))}
      {plate || vehicle.vin ? (
        <Text size="xs" c="dimmed">
          {[plate, vehicle.vin ? t('home:vehicle.vin', { vin: vehicle.vin }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
