import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { API } from '@procounter/shared/contracts/api-paths';
import { LABOR_CLAIM_LIMITS } from '@procounter/shared/contracts/labor-claim';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useLaborClaim } from '../api/get-labor-claim';
import { useLaborClaims } from '../api/get-labor-claims';
import { ClaimDetailsModal } from './claim-details-modal';
import { ClaimList } from './claim-list';
import { NewClaimModal } from './new-claim-modal';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= LABOR_CLAIM_LIMITS.maxPage ? page : 1;
};

/**
 * /admin/labor-claims: the shop's warranty labor claims, newest first, with their state; a claim's
 * details in a dialog; "New claim" opens the form. The page is in the URL (?page=).
 */
export function LaborClaimsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const claims = useLaborClaims(page);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: number; number: string | null } | null>(null);
  const detail = useLaborClaim(open?.id ?? null);

  const shown = claims.data;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;
  let body: ReactNode;
  if (claims.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('laborClaims:loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void claims.refetch()}>
            {t('laborClaims:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!shown) {
    body = (
      <Group justify="center" p="xl">
        <LoadingIndicator label={t('laborClaims:loading')} />
      </Group>
    );
  } else if (shown.total === 0) {
    body = <Text c="dimmed">{t('laborClaims:empty')}</Text>;
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: claims.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed" role="status">
          {t('laborClaims:total', { count: shown.total })}
        </Text>
        <ClaimList
          claims={shown.claims}
          onOpen={(c) => setOpen({ id: c.id, number: c.claimNumber })}
        />
        {pages > 1 ? (
          <LabelledPagination
            total={pages}
            value={page}
            onChange={(next) => setParams({ page: String(next) })}
            aria-label={t('laborClaims:pagination')}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          {t('laborClaims:intro')}
        </Text>
        <Button onClick={() => setCreating(true)}>{t('laborClaims:newClaim')}</Button>
      </Group>
      <section aria-label={t('laborClaims:listLabel')} aria-busy={claims.isFetching}>
        {body}
      </section>
      <NewClaimModal
        opened={creating}
        onClose={() => setCreating(false)}
        onFiled={(id) => {
          if (page !== 1) setParams({});
          setOpen({ id, number: null });
        }}
      />
      <ClaimDetailsModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        claimNumber={open?.number ?? null}
        query={detail}
        filePath={(claimId, fileId) => API.laborClaimFile(claimId, fileId)}
      />
    </Stack>
  );
}
