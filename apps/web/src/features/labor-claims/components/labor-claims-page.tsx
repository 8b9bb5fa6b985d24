import { Button, Group, Stack, Text } from '@mantine/core';
import { API } from '@procounter/shared/contracts/api-paths';
import { LABOR_CLAIM_LIMITS } from '@procounter/shared/validation/limits';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useLaborClaim } from '../api/get-labor-claim';
import { useLaborClaims } from '../api/get-labor-claims';
import { ClaimDetailsModal } from './claim-details-modal';
import { ClaimsSection } from './claims-section';

// The new claim's form, with its validation, loads when first opened.
const NewClaimModal = lazy(() =>
  import('./new-claim-modal').then((module) => ({ default: module.NewClaimModal })),
);

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
  const creatingOnce = useOpenedOnce(creating);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          {t('laborClaims:intro')}
        </Text>
        <Button onClick={() => setCreating(true)}>{t('laborClaims:newClaim')}</Button>
      </Group>
      <ClaimsSection
        claims={claims}
        emptyText={t('laborClaims:empty')}
        page={page}
        onPage={(next) => setParams({ page: String(next) })}
        onOpen={(c) => setOpen({ id: c.id, number: c.claimNumber })}
      />
      <Suspense fallback={null}>
        {creatingOnce ? (
          <NewClaimModal
            opened={creating}
            onClose={() => setCreating(false)}
            onFiled={(id) => {
              if (page !== 1) setParams({});
              setOpen({ id, number: null });
            }}
          />
        ) : null}
      </Suspense>
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
