import { Alert, Card, List, Progress, Stack, Text, Title } from '@mantine/core';
import type { Earnback } from '@procounter/shared/contracts/statement';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/prices';
import { formatDay } from '../utils/format';

/**
 * The earn-back panel of an eligible user: the tiers, this quarter's progress to the next tier, and
 * the credits already on the statements; a blocked account is told it earns nothing.
 */
export function EarnbackPanel({ earnback }: { earnback: Earnback }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const next = earnback.nextTier;
  // Progress within the current tier's band, as a whole percent (display only).
  const current = earnback.tiers.find((tier) => tier.tier === earnback.tier);
  const progress = next
    ? Math.round(
        (100 * (earnback.qualifying - (current?.from ?? 0))) / (next.from - (current?.from ?? 0)),
      )
    : 100;
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-labelledby="earnback-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="earnback-title">
          {t('statements:earnback.title')}
        </Title>
        <Text size="sm">{t('statements:earnback.intro')}</Text>
        {earnback.blocked ? (
          <Alert color="orange" variant="light" role="status">
            {t('statements:earnback.blocked')}
          </Alert>
        ) : null}
        <Title order={3} size="h5">
          {t('statements:earnback.tiers')}
        </Title>
        <List size="sm" spacing={2}>
          {earnback.tiers.map((tier) => (
            <List.Item key={tier.tier} fw={tier.tier === earnback.tier ? 700 : undefined}>
              {t('statements:earnback.tierRow', { tier: tier.tier })}:{' '}
              {t('statements:earnback.from', { amount: money(tier.from) })} ·{' '}
              {t('statements:earnback.rate', { percent: tier.percent })}
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          {t('statements:earnback.quarter', {
            quarter: earnback.quarter,
            from: formatDay(earnback.quarterStart, lang),
            to: formatDay(earnback.quarterEnd, lang),
          })}
        </Title>
        <Text size="sm">
          {t('statements:earnback.qualifying', { amount: money(earnback.qualifying) })}
        </Text>
        {earnback.blocked ? null : (
          <>
            <Text size="sm">
              {t('statements:earnback.reached', {
                tier: earnback.tier,
                percent: earnback.percent,
                amount: money(earnback.earned),
              })}
            </Text>
            <Progress
              value={Math.max(0, Math.min(100, progress))}
              aria-label={t('statements:earnback.progressLabel')}
              size="lg"
            />
            <Text size="sm" c="dimmed">
              {next
                ? t('statements:earnback.toNext', {
                    amount: money(next.remaining),
                    tier: next.tier,
                    percent: next.percent,
                  })
                : t('statements:earnback.top')}
            </Text>
          </>
        )}
        <Title order={3} size="h5">
          {t('statements:earnback.credits')}
        </Title>
        {earnback.credits.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('statements:earnback.noCredits')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {earnback.credits.map((c) => (
              <List.Item key={c.id}>
                {t('statements:earnback.creditRow', {
                  quarter: c.quarter,
                  amount: money(c.total),
                  date: formatDay(c.invoiceDate, lang),
                })}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" fw={600}>
          {t('statements:earnback.totalCredited', { amount: money(earnback.totalCredited) })}
        </Text>
      </Stack>
    </Card>
  );
}
