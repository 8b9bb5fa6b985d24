import { Box, LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading overlay shown while the user loads (R-AUTH-1, R-AUTH-7, R-AUTH-8, R-ORDER-2, R-PART-5, R-QUOTE-1..3, R-ROLE-4, R-SEARCH-1, R-SEARCH-3..5, R-SHELL-1..6, R-SHELL-8, R-SHOP-4, R-SHOP-6, R-STOCK-1, R-VEH-12, R-VEH-13). */
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
