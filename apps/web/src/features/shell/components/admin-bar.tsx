import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { User } from '@procounter/shared/contracts/user';
import { isMitchellUser } from '@procounter/shared/domain/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@/lib/route-paths';
import classes from './shell.module.css';

/** The name the admin bar shows: the login name, or Admin for a Mitchell1 user. */
export function useAdminBarName(user: User): string {
  const { t } = useTranslation();
  return isMitchellUser(user) ? t('common:admin') : user.loginName;
}

/** The signed-in user's name as a link to their preferences (/admin/user). */
export function PreferencesLink({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={routePath('userPreferences')}
      size="sm"
      fw={700}
      underline="always"
      aria-label={`${name}: ${t('common:routes.userPreferences')}`}
    >
      {name}
    </Anchor>
  );
}

export interface AdminBarProps {
  user: User;
  shopSwitcher: ReactNode;
  /** The unmasquerade control, present while masquerading. */
  unmasquerade?: ReactNode;
  logout: ReactNode;
}

/**
 * The admin bar (the layout renders it at desktop widths only): who is signed in (a link to their
 * preferences), the shop switcher, unmasquerade and log out.
 */
export function AdminBar({ user, shopSwitcher, unmasquerade, logout }: AdminBarProps) {
  const { t } = useTranslation();
  const name = useAdminBarName(user);
  return (
    <Box className={classes.adminBar}>
      <Container size="xl" py={6}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('common:shell.signedInAs')}
            </Text>
            <PreferencesLink name={name} />
            {user.masquerade && user.masqueradeBy ? (
              <Text size="sm" c="dimmed">
                {t('common:masquerade.actingFor', { name: user.masqueradeBy })}
              </Text>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {shopSwitcher}
            {unmasquerade}
            {logout}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
