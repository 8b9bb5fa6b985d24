import { Anchor, Stack, Text } from '@mantine/core';
import type { CarAccountOverview } from '@procounter/shared/contracts/car-account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/lib/route-paths';
import classes from './car-admin.module.css';
import { CarAdminSection } from './car-admin-section';

/** A tel: address: the digits (and a leading +) of a phone as it is written. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Help: the Help Center, and each shop the account deals with, a tap away on a phone. */
export function HelpSection({
  shops,
  accountNumber,
}: {
  shops: CarAccountOverview['shops'];
  accountNumber: string;
}) {
  const { t } = useTranslation();
  return (
    <CarAdminSection title={t('carAdmin:help.title')}>
      <Anchor component={Link} to={routePath('helpCenter')} className={classes.action}>
        {t('carAdmin:help.helpCenter')}
      </Anchor>
      {shops.length === 0 ? (
        <Text size="sm">{t('carAdmin:help.noShops', { number: accountNumber })}</Text>
      ) : (
        <>
          <Text size="sm">{t('carAdmin:help.callText')}</Text>
          <ul className={classes.list}>
            {shops.map((shop) => (
              <li key={shop.id} className={classes.row}>
                <Stack gap={2}>
                  <Text fw={600}>{shop.name}</Text>
                  {shop.address ? <Text size="sm">{shop.address}</Text> : null}
                  {shop.phone ? (
                    <Anchor href={telHref(shop.phone)} className={classes.action}>
                      {t('carAdmin:help.call', { phone: shop.phone })}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('carAdmin:help.noPhone')}
                    </Text>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        </>
      )}
    </CarAdminSection>
  );
}
