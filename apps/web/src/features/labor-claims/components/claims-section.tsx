import { Group, Stack, Text } from '@mantine/core';
import type { LaborClaimPage, LaborClaimSummary } from '@procounter/shared/contracts/labor-claim';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { RetryAlert } from '@/components/retry-alert';
import { ClaimList } from './claim-list';

export interface ClaimsSectionProps {
  /** A page of claims: the shop's own, or support's queue. */
  claims: UseQueryResult<LaborClaimPage>;
  /** What an empty list says. */
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (claim: LaborClaimSummary) => void;
  /** Support's queue names the shop of each claim. */
  showShop?: boolean;
}

/**
 * A page of claims with its states: an error with Retry, loading, empty, or the count, the list
 * (dimmed while the next page loads) and the pages. The shop's page and support's queue.
 */
export function ClaimsSection({
  claims,
  emptyText,
  page,
  onPage,
  onOpen,
  showShop = false,
}: ClaimsSectionProps) {
  const { t } = useTranslation();
  const shown = claims.data;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;
  let body: ReactNode;
  if (claims.isError) {
    body = (
      <RetryAlert
        message={t('laborClaims:loadFailed')}
        retryLabel={t('laborClaims:retry')}
        onRetry={() => void claims.refetch()}
      />
    );
  } else if (!shown) {
    body = (
      <Group justify="center" p="xl">
        <LoadingIndicator label={t('laborClaims:loading')} />
      </Group>
    );
  } else if (shown.total === 0) {
    body = <Text c="dimmed">{emptyText}</Text>;
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: claims.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed" role="status">
          {t('laborClaims:total', { count: shown.total })}
        </Text>
        <ClaimList claims={shown.claims} showShop={showShop} onOpen={onOpen} />
        {pages > 1 ? (
          <LabelledPagination
            total={pages}
            value={page}
            onChange={onPage}
            aria-label={t('laborClaims:pagination')}
          />
        ) : null}
      </Stack>
    );
  }
  return (
    <section aria-label={t('laborClaims:listLabel')} aria-busy={claims.isFetching}>
      {body}
    </section>
  );
}
