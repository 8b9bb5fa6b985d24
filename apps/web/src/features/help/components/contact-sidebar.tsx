import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { HomeStore } from '@procounter/shared/contracts/shop';
import type { User } from '@procounter/shared/contracts/user';
import { SUPPORT_CONTACT } from '@procounter/shared/domain/constants';
import { isStorePhoneHidden } from '@procounter/shared/domain/roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openChatPanel } from '@/lib/chat-panel';
import { useTsm } from '../api/get-tsm';
import { useHelpViewer } from '../hooks/use-help-viewer';
import { helpPaths } from '../utils/help-paths';
import classes from './help.module.css';
import { ResourcesMenu } from './resources-menu';

/** A tel: address of a phone number as people write it ('1-800-555-0142'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The Contact Us sidebar (R-HELP-9): chat, hours, the support phone lines (visitors see
 * them too), the shop's home store with its territory sales manager for a logged-in user, the
 * contact form, and the resources menu.
 */
export function ContactSidebar() {
  const { t } = useTranslation();
  const headingId = useId();
  const viewer = useHelpViewer();
  const store = viewer.shop?.homeStore ?? null;

  return (
    <aside aria-labelledby={headingId} className={`${classes.sidebar} ${classes.noPrint}`}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('help:contactUs')}
          </Title>
          {/*
           * A logged-in user opens the chat with support (the app shows it: lib/chat-panel.ts);
           * a visitor, who cannot chat, the question form.
           */}
          {viewer.user ? (
            <Anchor
              component="button"
              type="button"
              ta="left"
              aria-haspopup="dialog"
              onClick={openChatPanel}
            >
              {t('help:startChat')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={helpPaths.contact}>
              {t('help:startChat')}
            </Anchor>
          )}
          <Text size="sm">{t('help:supportHours')}</Text>
          <PhoneLine label={t('help:sidebar.technicalSupport')} phone={SUPPORT_CONTACT.phone} />
          <PhoneLine
            label={t('help:sidebar.creditAndBilling')}
            phone={SUPPORT_CONTACT.creditPhone}
          />
          {viewer.user && viewer.shop && store ? (
            <HomeStoreDetails user={viewer.user} shopId={viewer.shop.id} store={store} />
          ) : null}
          <Anchor component={Link} to={helpPaths.contact}>
            {t('help:sendEmail')}
          </Anchor>
        </Stack>
      </Paper>
      <ResourcesMenu />
    </aside>
  );
}

function PhoneLine({ label, phone }: { label: string; phone: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Anchor href={telHref(phone)} size="sm">
        {phone}
      </Anchor>
    </div>
  );
}

function HomeStoreDetails({
  user,
  shopId,
  store,
}: {
  user: User;
  shopId: number;
  store: HomeStore;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const tsm = useTsm(shopId);
  // A team member does not see store 4031's phone (isStorePhoneHidden): it reads as none.
  const storePhone = isStorePhoneHidden(user, store.storeId) ? null : store.phoneNumber;
  const manager = tsm.data;

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('help:sidebar.homeStore')}
      </Title>
      <Text size="sm" fw={600} mt={4}>
        {t('help:sidebar.storeName', {
          storeName: store.storeName,
          city: store.city,
          state: store.state,
          storeId: store.storeId,
        })}
      </Text>
      <Text component="address" size="sm" className={classes.address}>
        {store.address}
        {store.address2 ? (
          <>
            <br />
            {store.address2}
          </>
        ) : null}
        <br />
        {`${store.city}, ${store.state} ${store.zipCode}`}
      </Text>
      {storePhone ? (
        <Text size="sm">
          {t('help:sidebar.storePhone')}:{' '}
          <Anchor href={telHref(storePhone)} inherit>
            {storePhone}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">{t('help:noStorePhone')}</Text>
      )}
      {manager ? (
        <Stack gap={0} mt="xs">
          <Text size="sm" fw={600}>
            {t('help:territorySalesManager')}
          </Text>
          <Text size="sm">{`${manager.tsmFirstName} ${manager.tsmLastName}`}</Text>
          <Anchor href={`mailto:${manager.tsmEmailAddress}`} size="sm">
            {manager.tsmEmailAddress}
          </Anchor>
        </Stack>
      ) : null}
    </section>
  );
}
