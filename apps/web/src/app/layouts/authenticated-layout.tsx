import { Box, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { KeyboardShortcuts } from '@/components/keyboard-shortcuts';
import { LoadingScreen } from '@/components/loading-screen';
import { QuickAddTargetHost } from '@/components/quick-add-target-host';
import { SkipLink } from '@/components/skip-link';
import { UnmasqueradeButton } from '@/features/masquerade/components/unmasquerade-button';
import { ProfileLanguageSelect } from '@/features/preferences/components/profile-language-select';
import { MiniQuote } from '@/features/quote/components/mini-quote';
import { SearchTypeahead } from '@/features/search/components/search-typeahead';
import { useBroadcastMessages } from '@/features/shell/api/broadcast-messages';
import { AdminBar, PreferencesLink, useAdminBarName } from '@/features/shell/components/admin-bar';
import { AppFooter } from '@/features/shell/components/app-footer';
import { BroadcastMessages } from '@/features/shell/components/broadcast-messages';
import { ChatButton } from '@/features/shell/components/chat-button';
import { InfoBar } from '@/features/shell/components/info-bar';
import { LocalTestBanner } from '@/features/shell/components/local-test-banner';
import { LogoutButton } from '@/features/shell/components/logout-button';
import { MainNav } from '@/features/shell/components/main-nav';
import { MobileAppBanner } from '@/features/shell/components/mobile-app-banner';
import { useDealerControlNotice } from '@/features/shell/hooks/use-dealer-control-notice';
import { ShopSwitcher } from '@/features/shop/components/lazy-shop-switcher';
import { VehicleSelectorPanel } from '@/features/vehicle/components/vehicle-selector-panel';
import { VehicleSelectorToggle } from '@/features/vehicle/components/vehicle-selector-toggle';
import { useSelectBaseVehicle } from '@/features/vehicle/hooks/use-select-base-vehicle';
import { useAuthState } from '@/hooks/use-auth-state';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useMetaPoll } from '@/hooks/use-meta-poll';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useRefetchNamedOnLanguageChange } from '@/hooks/use-refetch-named-on-language-change';
import { useStickySession } from '@/hooks/use-sticky-session';
import { loadNamespacesFor } from '@/lib/i18n';
import { DESKTOP_QUERY, PHONE_QUERY } from '@/lib/media-queries';
import type { AuthorizeContext } from '@/lib/route-table';
import { closeUnforcedVehicleSelector, closeVehicleSelector } from '@/lib/vehicle-selector';
import { ChatPanelHost } from '../chat-panel-host';

// The question asked when a vehicle is chosen with items in the quote loads when first asked.
const QuoteChoiceModal = lazy(() =>
  import('@/features/vehicle/components/quote-choice-modal').then((module) => ({
    default: module.QuoteChoiceModal,
  })),
);

// The question to a user whose e-mail address is to be checked (emailUpdateRequired), with its
// texts, loads only for such a user.
const EmailUpdatePrompt = lazy(() =>
  Promise.all([
    import('@/features/preferences/components/email-update-prompt'),
    loadNamespacesFor(['preferences']),
  ]).then(([module]) => ({ default: module.EmailUpdatePrompt })),
);

/** Medium widths and up (Mantine's md): the selector closes when the info bar sticks. */
const MEDIUM_UP_QUERY = '(min-width: 62em)';

/**
 * The authenticated layout in the spec's order (R-SHELL-2): broadcast messages, admin bar
 * (desktop only), main navigation (a menu at medium widths and below), info bar, the page, footer.
 * The shell's pieces come from separate features and are put together here.
 */
export function Component() {
  const { context } = useAuthState();
  // The root layout renders this only once the context is there; the check keeps types honest.
  // The broadcast messages go above the header: painting the shell before they are known would push
  // the whole page down when they arrive (layout shift). The query is not retried: a failure shows
  // the shell at once, without them.
  const broadcasts = useBroadcastMessages();
  if (!context || broadcasts.isPending) return <LoadingScreen />;
  return <Shell context={context} />;
}

function DrawerExtras({ context }: { context: AuthorizeContext }) {
  const { t } = useTranslation();
  const name = useAdminBarName(context.user);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('common:shell.signedInAs')} <PreferencesLink name={name} />
      </Text>
      <ShopSwitcher fullWidth />
      {context.user.masquerade ? <UnmasqueradeButton fullWidth /> : null}
      <LogoutButton fullWidth />
    </Stack>
  );
}

/**
 * The shell's background work: the sticky session, the meta poll, the dealer control notice and
 * part type names in a new language. A
 * component of its own (it renders nothing), so their answers re-render it alone, not the shell.
 */
function ShellServices() {
  useStickySession(true);
  useMetaPoll(true);
  useDealerControlNotice();
  useRefetchNamedOnLanguageChange();
  return null;
}

function Shell({ context }: { context: AuthorizeContext }) {
  const phone = useMediaQueryNow(PHONE_QUERY);
  const mediumUp = useMediaQueryNow(MEDIUM_UP_QUERY);
  // Below it, what the admin bar holds is in the main navigation's menu (DrawerExtras).
  const desktop = useMediaQueryNow(DESKTOP_QUERY);
  // A vehicle chosen in the search goes through the vehicle selector's choice flow.
  const { selectBaseVehicle, prompt } = useSelectBaseVehicle();
  const quoteChoiceWanted = useOpenedOnce(prompt !== null);
  const [emailPromptClosed, setEmailPromptClosed] = useState(false);
  // Asked of the account's own user, not of support acting for it (the server refuses them).
  const emailPromptWanted = context.user.emailUpdateRequired && !context.user.masquerade;

  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <ShellServices />
      <KeyboardShortcuts />
      <SkipLink targetId="main" />
      <MobileAppBanner />
      <LocalTestBanner />
      <BroadcastMessages />
      <Box component="header">
        {desktop ? (
          <AdminBar
            user={context.user}
            shopSwitcher={<ShopSwitcher />}
            unmasquerade={context.user.masquerade ? <UnmasqueradeButton /> : null}
            logout={<LogoutButton />}
          />
        ) : null}
        <MainNav
          context={context}
          desktop={desktop}
          drawerExtras={<DrawerExtras context={context} />}
          chat={<ChatButton />}
        />
      </Box>
      {/* Outside the header: a sticky bar sticks only within its parent, here the whole page. */}
      <InfoBar
        vehicleToggle={<VehicleSelectorToggle />}
        vehiclePanel={<VehicleSelectorPanel />}
        miniQuote={<MiniQuote />}
        // R-SHELL-8: on small screens the selector closes when search gains focus, and at
        // medium widths and up when the bar becomes stuck on scroll.
        search={
          <SearchTypeahead
            onSelectVehicle={selectBaseVehicle}
            onFocus={phone ? closeVehicleSelector : undefined}
          />
        }
        onStuck={mediumUp ? closeUnforcedVehicleSelector : undefined}
      />
      {quoteChoiceWanted ? (
        <Suspense fallback={null}>
          <QuoteChoiceModal prompt={prompt} />
        </Suspense>
      ) : null}
      {emailPromptWanted ? (
        <Suspense fallback={null}>
          <EmailUpdatePrompt
            user={context.user}
            opened={!emailPromptClosed}
            onClose={() => setEmailPromptClosed(true)}
          />
        </Suspense>
      ) : null}
      <Box component="main" id="main" flex={1} tabIndex={-1}>
        <Outlet />
      </Box>
      <AppFooter languageSelector={<ProfileLanguageSelect />} />
      {/* Quick add's question of which stock order, asked from any page that shows a part. */}
      <QuickAddTargetHost />
      {/* The chat with support, opened by the chat button (a drawer, on demand). */}
      <ChatPanelHost />
    </Box>
  );
}
