import { Box, CloseButton, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '@/lib/storage';
import { shouldOfferMobileApp } from '../utils/platform';
import classes from './shell.module.css';

export interface MobileAppBannerProps {
  userAgent?: string;
}

/** The mobile app banner: Android, or iPhone outside Safari, until dismissed for good. */
export function MobileAppBanner({ userAgent = navigator.userAgent }: MobileAppBannerProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(
    () => storage.readValue<boolean>('mobileBannerDismissed') === true,
  );
  if (dismissed || !shouldOfferMobileApp(userAgent)) return null;

  return (
    <Box
      className={classes.mobileBanner}
      component="aside"
      aria-label={t('common:mobileBanner.label')}
    >
      <Container size="xl" py={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('common:mobileBanner.text')}</Text>
          <CloseButton
            aria-label={t('common:mobileBanner.dismiss')}
            onClick={() => {
              storage.write('mobileBannerDismissed', true);
              setDismissed(true);
            }}
          />
        </Group>
      </Container>
    </Box>
  );
}
