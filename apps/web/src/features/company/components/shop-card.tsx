import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DashboardShop } from '@procounter/shared/contracts/company';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { formatDate } from '@/lib/format-date';
import { RatesList } from './rates-list';
import { ShopNotes } from './shop-notes';

const ShopRequestModal = lazy(() =>
  import('./shop-request-modal').then((module) => ({ default: module.ShopRequestModal })),
);

/**
 * A shop of the company: its agreement in force, the change waiting for support or support's last
 * decision, Request a change (shop editors) and the shop's notes (shop editors).
 */
export function ShopCard({ shop, canEditShop }: { shop: DashboardShop; canEditShop: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  const openedOnce = useOpenedOnce(opened);
  const [sent, setSent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hasAgreement = Object.values(shop.rates).some((v) => v !== null);
  const pending = shop.pendingRequest;
  const decision = shop.lastDecision;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {shop.shopName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('company:shops.account', { number: shop.accountNumber })}
            </Text>
          </div>
          {canEditShop ? (
            <Button ref={button} variant="light" size="sm" onClick={() => setOpened(true)}>
              {pending ? t('company:shops.editRequest') : t('company:shops.requestChange')}
            </Button>
          ) : null}
        </Group>
        <Title order={4} size="h5">
          {t('company:shops.pricing')}
        </Title>
        {hasAgreement ? (
          <RatesList rates={shop.rates} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('company:shops.noAgreement')}
          </Text>
        )}
        {sent ? (
          <Alert color="green" variant="light" role="status">
            {t('company:request.sent')}
          </Alert>
        ) : null}
        {pending ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color="yellow.9" variant="light">
                {t(`company:shops.statuses.${pending.requestStatus}`)}
              </Badge>
              <Text size="sm">
                {pending.requestedBy
                  ? t('company:shops.pending', {
                      date: formatDate(pending.updatedAt, i18n.language),
                      name: pending.requestedBy.name,
                    })
                  : t('company:shops.pendingNoName', {
                      date: formatDate(pending.updatedAt, i18n.language),
                    })}
              </Text>
            </Group>
            <RatesList rates={pending} />
          </Stack>
        ) : null}
        {decision?.reviewedAt ? (
          <Stack gap={2}>
            <Text size="sm">
              {t(
                decision.requestStatus === 'DENIED'
                  ? 'company:shops.denied'
                  : 'company:shops.approved',
                {
                  date: formatDate(decision.reviewedAt, i18n.language),
                  name: decision.reviewedBy?.name ?? '',
                },
              )}
            </Text>
            {decision.reviewNote ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('company:shops.reviewNote', { note: decision.reviewNote })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {canEditShop ? <ShopNotes shopId={shop.id} /> : null}
      </Stack>
      {openedOnce ? (
        <Suspense fallback={null}>
          <ShopRequestModal
            key={`${pending?.id ?? 'new'}-${pending?.updatedAt ?? ''}`}
            shop={shop}
            opened={opened}
            onClose={() => setOpened(false)}
            onSaved={() => {
              setOpened(false);
              setSent(true);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
