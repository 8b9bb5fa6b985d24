import { Text } from '@mantine/core';
import type { CarAccountVehicle } from '@procounter/shared/contracts/car-account';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { formatQuantity } from '@/lib/prices';
import classes from './car-admin.module.css';
import { CarAdminSection, SectionEmpty } from './car-admin-section';

/** A mileage date is a day (YYYY-MM-DD): read at noon, so no time zone moves it a day back. */
const dayOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00` : date);

/**
 * The account's vehicles as its shops keep them: description, plate and state, VIN, the last
 * mileage read (with its day), the last service (the shop's newest order for it) and the shop.
 */
export function VehiclesSection({ vehicles }: { vehicles: CarAccountVehicle[] }) {
  const { t, i18n } = useTranslation();
  const none = (
    <Text span size="sm" c="dimmed">
      {t('carAdmin:vehicles.none')}
    </Text>
  );
  const mileageOf = (vehicle: CarAccountVehicle) => {
    if (vehicle.mileage === null) return none;
    // Grouped as the region writes it (84,000 in both languages, as the prices are).
    const mileage = formatQuantity(vehicle.mileage, i18n.language);
    return vehicle.mileageDate
      ? t('carAdmin:vehicles.mileageOn', {
          mileage,
          date: formatDate(dayOf(vehicle.mileageDate), i18n.language),
        })
      : t('carAdmin:vehicles.miles', { mileage });
  };
  return (
    <CarAdminSection title={t('carAdmin:vehicles.title')}>
      {vehicles.length === 0 ? (
        <SectionEmpty text={t('carAdmin:vehicles.empty')} />
      ) : (
        <ul className={classes.list}>
          {vehicles.map((vehicle) => (
            <li key={`${vehicle.shopName}:${vehicle.id}`} className={classes.row}>
              <Text fw={600} mb={4}>
                {vehicle.description}
              </Text>
              <dl className={classes.facts}>
                <dt>{t('carAdmin:vehicles.plate')}</dt>
                <dd>
                  {vehicle.plate
                    ? [vehicle.plate, vehicle.plateState].filter(Boolean).join(' ')
                    : none}
                </dd>
                <dt>{t('carAdmin:vehicles.vin')}</dt>
                <dd>{vehicle.vin ?? none}</dd>
                <dt>{t('carAdmin:vehicles.mileage')}</dt>
                <dd>{mileageOf(vehicle)}</dd>
                <dt>{t('carAdmin:vehicles.lastService')}</dt>
                <dd>
                  {vehicle.lastServiceAt
                    ? formatDate(vehicle.lastServiceAt, i18n.language)
                    : t('carAdmin:vehicles.noService')}
                </dd>
                <dt>{t('carAdmin:vehicles.shop')}</dt>
                <dd>{vehicle.shopName}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </CarAdminSection>
  );
}
