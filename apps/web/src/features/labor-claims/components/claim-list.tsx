import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { LaborClaimSummary } from '@procounter/shared/contracts/labor-claim';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { formatDate } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatMoney } from '@/lib/prices';
import { partText } from '../utils/format';
import { ClaimStatusBadge } from './claim-status-badge';

export interface ClaimListProps {
  claims: LaborClaimSummary[];
  onOpen: (claim: LaborClaimSummary) => void;
  /** Support's queue names the shop of each claim. */
  showShop?: boolean;
}

/**
 * Claims as a table on a desktop and as cards on a phone. Each claim opens with its number's
 * button (a real button: Tab and Enter reach it).
 */
export function ClaimList({ claims, onOpen, showShop = false }: ClaimListProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const language = i18n.language;
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, language));
  const open = (claim: LaborClaimSummary) => (
    <UnstyledButton
      onClick={() => onOpen(claim)}
      aria-label={t('laborClaims:openClaim', { number: claim.claimNumber })}
      fw={600}
      c="blue.9"
      td="underline"
    >
      {claim.claimNumber}
    </UnstyledButton>
  );

  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('laborClaims:listLabel')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {claims.map((claim) => (
          <Paper key={claim.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              {open(claim)}
              <ClaimStatusBadge status={claim.status} />
            </Group>
            {showShop ? <Text size="sm">{claim.shopName}</Text> : null}
            <Text size="sm">
              {partText(claim)} · {claim.partDescription}
            </Text>
            {claim.vehicle ? (
              <Text size="sm" c="dimmed">
                {claim.vehicle}
              </Text>
            ) : null}
            <Group justify="space-between" mt={4}>
              <Text size="sm" c="dimmed">
                {formatDate(claim.createdAt, language)}
              </Text>
              <Text size="sm" fw={600}>
                {money(claim.approvedAmount ?? claim.amountClaimed)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t('laborClaims:listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('laborClaims:columns.claim')}</Table.Th>
            <Table.Th>{t('laborClaims:columns.filed')}</Table.Th>
            {showShop ? <Table.Th>{t('laborClaims:columns.shop')}</Table.Th> : null}
            <Table.Th>{t('laborClaims:columns.part')}</Table.Th>
            <Table.Th>{t('laborClaims:columns.vehicle')}</Table.Th>
            <Table.Th ta="right">{t('laborClaims:columns.claimed')}</Table.Th>
            <Table.Th ta="right">{t('laborClaims:columns.approved')}</Table.Th>
            <Table.Th>{t('laborClaims:columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((claim) => (
            <Table.Tr key={claim.id}>
              <Table.Td>{open(claim)}</Table.Td>
              <Table.Td>{formatDate(claim.createdAt, language)}</Table.Td>
              {showShop ? (
                <Table.Td>
                  {claim.shopName} ({claim.accountNumber})
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm" fw={500}>
                  {partText(claim)}
                </Text>
                <Text size="xs" c="dimmed">
                  {claim.partDescription}
                </Text>
              </Table.Td>
              <Table.Td>{claim.vehicle ?? '—'}</Table.Td>
              <Table.Td ta="right">{money(claim.amountClaimed)}</Table.Td>
              <Table.Td ta="right">{money(claim.approvedAmount)}</Table.Td>
              <Table.Td>
                <ClaimStatusBadge status={claim.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
