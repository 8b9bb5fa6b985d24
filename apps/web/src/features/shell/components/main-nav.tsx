import { Badge, Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getLandingPath } from '@procounter/shared/domain/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { AuthorizeContext } from '@/lib/route-table';
import { getNavItems, type NavItem } from '../utils/nav-items';
import classes from './shell.module.css';

export interface MainNavProps {
  context: AuthorizeContext;
  /** What the admin bar holds, repeated in the mobile menu (the admin bar is desktop only). */
  drawerExtras?: ReactNode;
}

function NewBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" color="accent" variant="filled" autoContrast>
      {t('common:new')}
    </Badge>
  );
}

function ItemLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span>{t(item.labelKey)}</span>
      {item.isNew ? <NewBadge /> : null}
    </>
  );
}

/**
 * The main navigation with the capability rules of spec 002 section 6; at medium widths and below
 * the items move into a menu behind a burger button.
 */
export function MainNav({ context, drawerExtras }: MainNavProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = getNavItems(context);
  const home = getLandingPath(context.user, context.shop);

  return (
    <Box component="nav" aria-label={t('common:shell.mainNavigation')} className={classes.mainNav}>
      <Container size="xl" py={6}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Link to={home} className={classes.brand}>
            {t('common:appTitle')}
          </Link>
          {/* Long labels (Spanish, support users) wrap onto a second row rather than overflow. */}
          <Group
            gap={2}
            wrap="wrap"
            justify="flex-end"
            visibleFrom="lg"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className={classes.navLink}>
                  <ItemLabel item={item} />
                </NavLink>
              </li>
            ))}
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            color="white"
            size="sm"
            aria-label={t('common:shell.openMenu')}
            aria-expanded={opened}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('common:shell.menu')}
        hiddenFrom="lg"
        size="xs"
        position="left"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap={4}>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className={classes.drawerLink} onClick={close}>
                  <ItemLabel item={item} />
                </NavLink>
              </li>
            ))}
          </Box>
          {drawerExtras ? (
            <>
              <Divider my="sm" />
              {drawerExtras}
            </>
          ) : null}
        </Stack>
      </Drawer>
    </Box>
  );
}
