import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** The public header: the Professional Services label only (R-SHELL-2). */
export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <Box component="header" className={classes.publicHeader}>
      <Container size="xl" py="md">
        <Text component="p" fw={700} fz={{ base: 'lg', sm: 'xl' }} c="white" lts={0.5}>
          {t('common:professionalServices')}
        </Text>
      </Container>
    </Box>
  );
}
