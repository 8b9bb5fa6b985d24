import { Box, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from '../utils/nav-items';
import { ItemLabel } from './nav-item-label';
import classes from './shell.module.css';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  /** What the admin bar holds (the admin bar is desktop only). */
  extras?: ReactNode;
}

/** The main navigation's menu at medium widths and below (main-nav.tsx loads it on first use). */
export function NavDrawer({ opened, onClose, items, extras }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
              <NavLink to={item.to} className={classes.drawerLink} onClick={onClose}>
                <ItemLabel item={item} />
              </NavLink>
            </li>
          ))}
        </Box>
        {extras ? (
          <>
            <Divider my="sm" />
            {extras}
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
