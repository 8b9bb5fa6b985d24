import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routePath } from '@/lib/route-paths';
import classes from './shell.module.css';

export interface PublicHeaderProps {
  /** The Help link (the Help Center's own pages leave it out: they are the help). */
  withHelpLink?: boolean;
}

/**
 * The public header (R-SHELL-2): ProCounter with the Professional Services label beneath, and a
 * Help link to the Help Center. A plain link: the login page has no router.
 */
export function PublicHeader({ withHelpLink = true }: PublicHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" className={classes.publicHeader}>
      <Container size="xl" py="sm">
        <Group justify="space-between" align="center" wrap="nowrap">
          <div>
            <Text component="p" fw={800} fz={{ base: 'lg', sm: 'xl' }} c="white" lh={1.2}>
              {t('common:appTitle')}
            </Text>
            <Text component="p" fw={600} fz="sm" c="white" lts={0.5}>
              {t('common:professionalServices')}
            </Text>
          </div>
          {withHelpLink ? (
            <Anchor href={routePath('helpCenter')} c="white" fw={600} underline="always">
              {t('common:nav.help')}
            </Anchor>
          ) : null}
        </Group>
      </Container>
    </Box>
  );
}
