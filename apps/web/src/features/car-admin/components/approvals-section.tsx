import { Button, Group, Stack, Text } from '@mantine/core';
import type { CarAccountApproval } from '@procounter/shared/contracts/car-account';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/prices';
import { quoteLabel } from '../utils/quote-label';
import classes from './car-admin.module.css';
import { CarAdminSection, SectionEmpty } from './car-admin-section';

/**
 * The quotes waiting for the account's decision (oldest expiry first, as the server lists them):
 * shop, quote, vehicle, total and the day it expires; Review opens the quote to decide on.
 */
export function ApprovalsSection({
  approvals,
  onReview,
  headingRef,
}: {
  approvals: CarAccountApproval[];
  onReview: (approval: CarAccountApproval) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <CarAdminSection
      title={t('carAdmin:approvals.title')}
      highlight={approvals.length > 0}
      headingRef={headingRef}
    >
      {approvals.length === 0 ? (
        <SectionEmpty text={t('carAdmin:approvals.empty')} />
      ) : (
        <ul className={classes.list}>
          {approvals.map((approval) => {
            const quote = quoteLabel(t, approval);
            return (
              <li key={approval.linkId} className={classes.row}>
                <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text fw={600}>{quote}</Text>
                    <Text size="sm">
                      {[approval.shopName, approval.vehicle].filter(Boolean).join(' · ')}
                    </Text>
                    <Text size="sm" fw={600}>
                      {t('carAdmin:approvals.total', {
                        amount: formatMoney(approval.total, i18n.language),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('carAdmin:approvals.expires', {
                        date: formatDate(approval.expiresAt, i18n.language),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    className={classes.action}
                    aria-label={t('carAdmin:approvals.reviewLabel', {
                      quote,
                      shop: approval.shopName,
                    })}
                    onClick={() => onReview(approval)}
                  >
                    {t('carAdmin:approvals.review')}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </CarAdminSection>
  );
}
