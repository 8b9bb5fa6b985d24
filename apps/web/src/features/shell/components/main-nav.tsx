import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getLandingPath } from '@procounter/shared/domain/roles';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import type { AuthorizeContext } from '@/lib/route-table';
import { getNavItems } from '../utils/nav-items';
import { ItemLabel } from './nav-item-label';
import classes from './shell.module.css';

// The phone menu (a Mantine Drawer: modal, focus trap, scroll lock) loads on first use.
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

export interface MainNavProps {
  context: AuthorizeContext;
  /** Desktop widths (DESKTOP_QUERY): the items in a row; below, a burger button opens them. */
  desktop: boolean;
  /** What the admin bar holds, repeated in the mobile menu (the admin bar is desktop only). */
  drawerExtras?: ReactNode;
  /** The chat-for-help button, at the bar's end: in the shell, never over the page. */
  chat?: ReactNode;
}

/**
 * The main navigation with the capability rules of R-SHELL-2; at medium widths and below
 * the items move into a menu behind a burger button.
 */
export function MainNav({ context, desktop, drawerExtras, chat }: MainNavProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const drawerWanted = useOpenedOnce(opened);
  const { pathname } = useLocation();
  // A new page closes the menu, also when a link of its extras (the user's preferences) led there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: at each new page
  useEffect(() => close(), [pathname, close]);
  const items = getNavItems(context);
  const home = getLandingPath(context.user, context.shop);

  return (
    <Box component="nav" aria-label={t('common:shell.mainNavigation')} className={classes.mainNav}>
      <Container size="xl" py={6}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Link to={home} className={classes.brand}>
            {t('common:appTitle')}
          </Link>
          <Group gap="sm" wrap="nowrap" justify="flex-end">
            {desktop ? (
              // Long labels (Spanish, support users) wrap onto a second row rather than overflow.
              <Group
                gap={2}
                wrap="wrap"
                justify="flex-end"
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
            ) : (
              <Burger
                opened={opened}
                onClick={toggle}
                color="white"
                size="sm"
                aria-label={t('common:shell.openMenu')}
                aria-expanded={opened}
                onPointerEnter={() => void loadNavDrawer()}
                onFocus={() => void loadNavDrawer()}
              />
            )}
            {chat}
          </Group>
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={opened && !desktop}
            onClose={close}
            items={items}
            extras={drawerExtras}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
