import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getLandingPath } from '@procounter/shared/domain/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useHelpContent } from '../hooks/use-help-content';
import { useHelpViewer } from '../hooks/use-help-viewer';
import { defaultTopicSelection, resolveCategoryKey, type TopicNode } from '../utils/category-key';
import { HELP_BASE, HELP_ROUTES } from '../utils/help-paths';
import { ContactSidebar } from './contact-sidebar';
import classes from './help.module.css';
import { HelpSearchForm } from './help-search-form';
import { HelpTopics } from './help-topics';

export interface HelpCenterLayoutProps {
  /** The product's top bar (the app passes the public header). */
  header: ReactNode;
  /** The language selector of the footer. */
  languageSelect: ReactNode;
  /** The Help Center's routes. */
  children: ReactNode;
}

const MAIN_ID = 'help-main';

/**
 * The Help Center's own light chrome (R-HELP-1..3, R-HELP-6): the product bar, the way back to the
 * portal (or to log in), the Help header (title and search), Help Topics, the page, the Contact Us
 * sidebar, and the language selector. Loads both content lists and shows their state: an overlay
 * until both have settled, the error toast and a retry when one failed.
 */
export function HelpCenterLayout({ header, languageSelect, children }: HelpCenterLayoutProps) {
  const { t } = useTranslation();
  const content = useHelpContent();
  useErrorToast(content.errored, t('help:faqLoadFailed'));
  const selectedKey = useSelectedTopicKey(content.tree);

  return (
    <Box className={classes.page}>
      <SkipLink targetId={MAIN_ID} className={classes.noPrint} />
      <div className={classes.noPrint}>{header}</div>
      <AccountLinks />
      <Container size="xl" className={classes.layout}>
        <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <div className={classes.helpHeader}>
            <Title order={1}>{t('help:helpCenter')}</Title>
            <HelpSearchForm />
          </div>
          <div className={classes.body} aria-busy={content.loading}>
            {content.loading ? (
              <div role="status" aria-label={t('common:loading')}>
                <LoadingOverlay visible zIndex={10} overlayProps={{ blur: 1 }} />
              </div>
            ) : null}
            <HelpTopics tree={content.tree} selectedKey={selectedKey} />
            <Stack gap="md" miw={0}>
              {content.failed ? (
                <Alert color="red" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('help:faqLoadFailed')}</Text>
                    <Button size="compact-sm" variant="default" onClick={content.retry}>
                      {t('help:retry')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              {children}
            </Stack>
          </div>
        </main>
        <ContactSidebar />
      </Container>
      <footer className={`${classes.footer} ${classes.noPrint}`}>
        <Container size="xl" py="md">
          <Group justify="flex-end">{languageSelect}</Group>
        </Container>
      </footer>
    </Box>
  );
}

/** Back to the user's landing page, or Log in for a visitor. */
function AccountLinks() {
  const { t } = useTranslation();
  const viewer = useHelpViewer();
  return (
    <nav aria-label={t('help:accountLinks')} className={`${classes.accountBar} ${classes.noPrint}`}>
      <Container size="xl" py={6}>
        {viewer.user ? (
          <Anchor component={Link} to={getLandingPath(viewer.user, viewer.shop)} size="sm" fw={600}>
            {t('help:backToProCounter')}
          </Anchor>
        ) : (
          <Anchor component={Link} to="/login" size="sm" fw={600}>
            {t('help:logIn')}
          </Anchor>
        )}
      </Container>
    </nav>
  );
}

/** The topic on screen: the route's category, or the default one on the FAQ home. */
function useSelectedTopicKey(tree: readonly TopicNode[] | null): string | null {
  const home = useMatch(HELP_BASE);
  const category = useMatch(`${HELP_BASE}/${HELP_ROUTES.category}`);
  if (!tree) return null;
  if (category?.params.categoryKey) {
    return resolveCategoryKey(tree, category.params.categoryKey)?.key ?? null;
  }
  return home ? (defaultTopicSelection(tree)?.key ?? null) : null;
}
