import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useCarAccountOverview } from '../api/get-car-account-overview';
import { quoteLabel } from '../utils/quote-label';
import type { ReviewTarget } from './approval-review-modal';
import { ApprovalsSection } from './approvals-section';
import { DocumentsSection } from './documents-section';
import { HelpSection } from './help-section';
import { OrdersSection } from './orders-section';
import { VehiclesSection } from './vehicles-section';

// The review dialog (the approval page's parts, with the name rule's zod) loads on the first
// Review or View: the page itself stays a small lazy route.
const ApprovalReviewModal = lazy(() =>
  import('./approval-review-modal').then((module) => ({ default: module.ApprovalReviewModal })),
);

/**
 * /car-admin (issue 22, part 3): the start page of a car-customer account (a fleet or a car
 * owner), across the shops that keep it as a customer. The quotes waiting for its approval come
 * first; then its vehicles, its orders, its documents (the decided approvals) and help. One call
 * answers it all (GET /car-admin/overview); a decision reads it again.
 */
export function CarAdminPage() {
  const { t } = useTranslation();
  const overview = useCarAccountOverview();
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const reviewedOnce = useOpenedOnce(review !== null);
  const approvalsHeading = useRef<HTMLHeadingElement>(null);
  // The dialog gives the focus back to the button that opened it; a decided quote's Review button
  // is gone with it (the quote left the list): the focus goes to the list's heading instead.
  const keepFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      approvalsHeading.current?.focus();
    }
  };

  if (overview.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('carAdmin:loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void overview.refetch()}
            loading={overview.isFetching}
          >
            {t('carAdmin:retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  if (!overview.data) {
    return (
      <Stack gap="md" role="status" aria-label={t('carAdmin:loading')}>
        <Skeleton height={20} width="50%" radius="sm" />
        <Skeleton height={140} radius="sm" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Skeleton height={200} radius="sm" />
          <Skeleton height={200} radius="sm" />
        </SimpleGrid>
      </Stack>
    );
  }

  const data = overview.data;
  return (
    <Stack gap="md">
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('carAdmin:account', {
          name: data.account.name,
          number: data.account.accountNumber,
        })}
      </Text>
      <ApprovalsSection
        headingRef={approvalsHeading}
        approvals={data.approvals}
        onReview={(approval) =>
          setReview({ linkId: approval.linkId, title: quoteLabel(t, approval) })
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <VehiclesSection vehicles={data.vehicles} />
        <OrdersSection orders={data.orders} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DocumentsSection
          documents={data.documents}
          onOpen={(document) =>
            setReview({ linkId: document.linkId, title: quoteLabel(t, document) })
          }
        />
        <HelpSection shops={data.shops} accountNumber={data.account.accountNumber} />
      </SimpleGrid>
      <Suspense fallback={null}>
        {reviewedOnce ? (
          <ApprovalReviewModal
            target={review}
            onClose={() => setReview(null)}
            onClosed={keepFocus}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
