import { Group, Modal, Stack } from '@mantine/core';
import type { LaborClaimDetail } from '@procounter/shared/contracts/labor-claim';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { RetryAlert } from '@/components/retry-alert';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { ClaimDetails } from './claim-details';

export interface ClaimDetailsModalProps {
  /** The claim's number for the title while it loads. */
  claimNumber: string | null;
  opened: boolean;
  onClose: () => void;
  query: { data?: LaborClaimDetail; isError: boolean; refetch: () => unknown };
  filePath: (claimId: number, fileId: number) => string;
  showShop?: boolean;
  /** Under the details: support's review actions. */
  footer?: (claim: LaborClaimDetail) => ReactNode;
}

/** A claim's details in a dialog (full-screen on a phone), with its loading and error states. */
export function ClaimDetailsModal({
  claimNumber,
  opened,
  onClose,
  query,
  filePath,
  showShop,
  footer,
}: ClaimDetailsModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const claim = query.data;
  let body: ReactNode;
  if (claim) {
    body = (
      <Stack gap="lg">
        <ClaimDetails
          claim={claim}
          filePath={(fileId) => filePath(claim.id, fileId)}
          showShop={showShop}
        />
        {footer?.(claim)}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <RetryAlert
        inline
        message={t('laborClaims:details.loadFailed')}
        retryLabel={t('laborClaims:retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <Group justify="center" p="lg">
        <LoadingIndicator label={t('laborClaims:details.loading')} />
      </Group>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('laborClaims:details.title', { number: claim?.claimNumber ?? claimNumber ?? '' })}
      size="xl"
      fullScreen={phone}
    >
      {body}
    </Modal>
  );
}
