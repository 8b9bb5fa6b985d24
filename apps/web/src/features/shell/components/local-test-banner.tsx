import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '@/hooks/use-static-data';
import classes from './shell.module.css';

/** In the local-test profile a banner says the app is connected to test resources. */
export function LocalTestBanner() {
  const { t } = useTranslation();
  const { data } = useStaticData();
  if (data?.profile !== 'local-test') return null;
  return (
    <Box className={classes.localTest} role="status">
      {t('common:shell.localTest')}
    </Box>
  );
}
