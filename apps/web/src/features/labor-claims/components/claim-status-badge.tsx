import { Badge } from '@mantine/core';
import type { LaborClaimStatus } from '@procounter/shared/contracts/labor-claim';
import { useTranslation } from 'react-i18next';

// Literal keys, so the catalog check (app/catalog-keys.test.ts) sees each one.
export const STATUS_KEYS: Record<LaborClaimStatus, string> = {
  SUBMITTED: 'laborClaims:status.SUBMITTED',
  UNDER_REVIEW: 'laborClaims:status.UNDER_REVIEW',
  APPROVED: 'laborClaims:status.APPROVED',
  DENIED: 'laborClaims:status.DENIED',
  CREDITED: 'laborClaims:status.CREDITED',
};

// The dark shades of the light variant: the filled ones fail WCAG contrast.
const STATUS_COLORS: Record<LaborClaimStatus, string> = {
  SUBMITTED: 'blue.9',
  UNDER_REVIEW: 'indigo.9',
  APPROVED: 'teal.9',
  DENIED: 'red.9',
  CREDITED: 'green.9',
};

/** A claim's state in words, as a badge. */
export function ClaimStatusBadge({ status }: { status: LaborClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" tt="none">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
