import { NativeSelect, Stack } from '@mantine/core';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  LABOR_CLAIM_STATUSES,
  type LaborClaimStatus,
} from '@procounter/shared/domain/labor-claim-states';
import { LABOR_CLAIM_LIMITS } from '@procounter/shared/validation/limits';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useSupportLaborClaim, useSupportLaborClaims } from '../api/support-labor-claims';
import { ClaimDetailsModal } from './claim-details-modal';
import { STATUS_KEYS } from './claim-status-badge';
import { ClaimsSection } from './claims-section';

// The review's actions, with their amount and reason fields, load with the first claim opened.
const ReviewActions = lazy(() =>
  import('./review-actions').then((module) => ({ default: module.ReviewActions })),
);

const ALL = 'ALL';

function readParams(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: LABOR_CLAIM_STATUSES.includes(status as LaborClaimStatus)
      ? (status as LaborClaimStatus)
      : null,
    page: Number.isInteger(page) && page >= 1 && page <= LABOR_CLAIM_LIMITS.maxPage ? page : 1,
  };
}

/**
 * /support/labor-claims: every shop's claims, oldest first (the longest waiting on top), by state;
 * a claim opens in a dialog with the review's actions. The state and page are in the URL.
 */
export function SupportLaborClaimsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { status, page } = readParams(params);
  const claims = useSupportLaborClaims(status, page);
  // ?claim=<id> opens a claim at once (a link from elsewhere, or a reload).
  const [open, setOpen] = useState<{ id: number; number: string | null } | null>(() => {
    const id = Number(params.get('claim'));
    return Number.isInteger(id) && id > 0 ? { id, number: null } : null;
  });
  const detail = useSupportLaborClaim(open?.id ?? null);

  const go = (next: { status: LaborClaimStatus | null; page: number }) =>
    setParams({
      ...(next.status ? { status: next.status } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('laborClaims:support.filter')}
        value={status ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value;
          go({ status: value === ALL ? null : (value as LaborClaimStatus), page: 1 });
        }}
        data={[
          { value: ALL, label: t('laborClaims:support.all') },
          ...LABOR_CLAIM_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
        ]}
        maw={280}
      />
      <ClaimsSection
        claims={claims}
        emptyText={t('laborClaims:support.empty')}
        page={page}
        onPage={(next) => go({ status, page: next })}
        onOpen={(c) => setOpen({ id: c.id, number: c.claimNumber })}
        showShop
      />
      <ClaimDetailsModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        claimNumber={open?.number ?? null}
        query={detail}
        showShop
        filePath={(claimId, fileId) => API.supportLaborClaimFile(claimId, fileId)}
        footer={(claim) => (
          <Suspense fallback={<LoadingIndicator />}>
            <ReviewActions key={`${claim.id}-${claim.status}`} claim={claim} />
          </Suspense>
        )}
      />
    </Stack>
  );
}
