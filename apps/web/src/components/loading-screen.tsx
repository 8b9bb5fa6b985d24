import { Box, LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading overlay shown while the user loads (R-SHELL-5). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      pos="relative"
      mih="100dvh"
      role="status"
      aria-live="polite"
      aria-label={t('common:loading')}
    >
      <LoadingOverlay visible zIndex={100} overlayProps={{ blur: 1 }} />
    </Box>
  );
}
