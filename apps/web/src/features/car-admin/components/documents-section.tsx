import { Button, Group, Stack, Text } from '@mantine/core';
import type { CarAccountDocument } from '@procounter/shared/contracts/car-account';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/prices';
import { quoteLabel } from '../utils/quote-label';
import classes from './car-admin.module.css';
import { CarAdminSection, SectionEmpty } from './car-admin-section';

/**
 * The decided approvals, newest first: shop, quote, vehicle, when and by whom, how many lines were
 * approved and their total (the server's); View opens one read-only, as it was decided.
 */
export function DocumentsSection({
  documents,
  onOpen,
}: {
  documents: CarAccountDocument[];
  onOpen: (document: CarAccountDocument) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <CarAdminSection title={t('carAdmin:documents.title')}>
      {documents.length === 0 ? (
        <SectionEmpty text={t('carAdmin:documents.empty')} />
      ) : (
        <ul className={classes.list}>
          {documents.map((document) => {
            const quote = quoteLabel(t, document);
            return (
              <li key={document.linkId} className={classes.row}>
                <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Text fw={600}>{quote}</Text>
                    <Text size="sm">
                      {[document.shopName, document.vehicle].filter(Boolean).join(' · ')}
                    </Text>
                    <Text size="sm">
                      {[
                        t('carAdmin:documents.approvedCount', {
                          approved: document.approvedCount,
                          count: document.lineCount,
                        }),
                        t('carAdmin:documents.approvedTotal', {
                          amount: formatMoney(document.approvedTotals.total, i18n.language),
                        }),
                      ].join(' · ')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('carAdmin:documents.decided', {
                        date: formatDateTime(document.decidedAt, i18n.language),
                        name: document.decidedByName,
                      })}
                    </Text>
                  </Stack>
                  <Button
                    variant="default"
                    className={classes.action}
                    aria-label={t('carAdmin:documents.openLabel', {
                      quote,
                      shop: document.shopName,
                    })}
                    onClick={() => onOpen(document)}
                  >
                    {t('carAdmin:documents.open')}
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
