import { Anchor, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { MenuItem } from '@procounter/shared/contracts/help-content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpMenu } from '../api/get-help-menu';
import classes from './help.module.css';

/** Only web addresses and paths of this app become links; anything else (javascript:) does not. */
function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * The sidebar's Resources (the menu HELP_CENTER_MENU_SLUG of the content source): forms open in
 * a new tab, shortcuts into the app are router links. Nothing when the menu is empty or failed.
 */
export function ResourcesMenu() {
  const { t } = useTranslation();
  const headingId = useId();
  const menu = useHelpMenu();
  const items = menu.data?.menuItems ?? [];
  if (items.length === 0) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('help:sidebar.resources')}
      </Title>
      <Stack gap="xs" component="ul" className={classes.plainList}>
        {items.map((item) => (
          <li key={`${item.title}-${item.linkToFile ?? item.linkUrl ?? ''}`}>
            <ResourceLink item={item} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function ResourceLink({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const label = (
    <>
      {item.icon ? (
        // Decorative, and below the page on a phone: fetched when scrolled near, not with the page.
        <img
          src={item.icon}
          loading="lazy"
          width={item.iconScaleWidth ?? undefined}
          height={item.iconScaleHeight ?? undefined}
          style={item.iconPadding != null ? { padding: item.iconPadding } : undefined}
          alt=""
        />
      ) : null}
      <span>{item.title}</span>
    </>
  );
  const newTab = (href: string) => (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      className={classes.resourceLink}
    >
      {label}
      <VisuallyHidden>{t('help:sidebar.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );

  if (item.linkToFile && (isAppPath(item.linkToFile) || isExternalUrl(item.linkToFile))) {
    return newTab(item.linkToFile);
  }
  if (item.linkUrl && isAppPath(item.linkUrl)) {
    return (
      <Anchor component={Link} to={item.linkUrl} size="sm" className={classes.resourceLink}>
        {label}
      </Anchor>
    );
  }
  if (item.linkUrl && isExternalUrl(item.linkUrl)) return newTab(item.linkUrl);
  return <span className={classes.resourceLink}>{label}</span>;
}
