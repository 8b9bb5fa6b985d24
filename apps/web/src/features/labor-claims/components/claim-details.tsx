import {
  Alert,
  Anchor,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { LaborClaimDetail, LaborClaimFile } from '@procounter/shared/contracts/labor-claim';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney, formatQuantity } from '@/lib/prices';
import { useClaimFileUrl } from '../api/get-claim-file';
import { dayText, partText } from '../utils/format';
import { ClaimStatusBadge, STATUS_KEYS } from './claim-status-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A file: a thumbnail for a photo, a link for a PDF; both open the file in a new tab. */
function ClaimFileLink({ file, path }: { file: LaborClaimFile; path: string }) {
  const { t } = useTranslation();
  const { url, isError } = useClaimFileUrl(path);
  const label = t('laborClaims:details.openFile', { name: file.fileName });
  const isPhoto = file.mediaType.startsWith('image/');
  if (isError) {
    return (
      <Text size="sm" c="red.9">
        {file.fileName}
      </Text>
    );
  }
  return (
    <Anchor
      href={url ?? undefined}
      target="_blank"
      rel="noopener"
      aria-label={label}
      aria-disabled={url === null}
      {...(isPhoto ? {} : { download: file.fileName })}
    >
      {isPhoto ? (
        <Image
          src={url ?? undefined}
          alt={file.fileName}
          h={96}
          w={128}
          fit="cover"
          radius="sm"
          bg="gray.1"
        />
      ) : (
        <Paper withBorder p="xs" radius="sm" w={128} h={96}>
          <Text size="xs" fw={600}>
            PDF
          </Text>
          <Text size="xs" lineClamp={3} style={{ wordBreak: 'break-all' }}>
            {file.fileName}
          </Text>
        </Paper>
      )}
    </Anchor>
  );
}

export interface ClaimDetailsProps {
  claim: LaborClaimDetail;
  /** The path of a file of the claim (the shop's or support's route). */
  filePath: (fileId: number) => string;
  /** Support sees which shop filed it. */
  showShop?: boolean;
}

/** A claim's facts, files and history (who did what, when), for the shop and for support. */
export function ClaimDetails({ claim, filePath, showShop = false }: ClaimDetailsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ClaimStatusBadge status={claim.status} />
        <Text size="sm" c="dimmed">
          {formatDateTime(claim.createdAt, language)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {showShop ? (
          <Fact label={t('laborClaims:columns.shop')}>
            {claim.shopName} ({claim.accountNumber})
          </Fact>
        ) : null}
        <Fact label={t('laborClaims:details.invoice')}>
          {t('laborClaims:details.invoiceOf', {
            number: claim.invoiceNumber,
            date: dayText(claim.invoiceDate, language),
          })}
        </Fact>
        <Fact label={t('laborClaims:details.part')}>
          {partText(claim)} · {claim.partDescription}
        </Fact>
        <Fact label={t('laborClaims:details.vehicle')}>
          {claim.vehicle ?? t('laborClaims:details.noVehicle')}
          {claim.vin ? ` · ${t('laborClaims:details.vin')} ${claim.vin}` : ''}
        </Fact>
        <Fact label={t('laborClaims:details.failureDate')}>
          {dayText(claim.failureDate, language)}
        </Fact>
        <Fact label={t('laborClaims:details.mileage')}>
          {claim.mileage === null ? '—' : formatQuantity(claim.mileage, language)}
        </Fact>
        <Fact label={t('laborClaims:details.labor')}>
          {t('laborClaims:details.laborOf', {
            hours: formatQuantity(claim.laborHours, language),
            rate: money(claim.laborRate),
          })}
        </Fact>
        <Fact label={t('laborClaims:details.claimed')}>{money(claim.amountClaimed)}</Fact>
        {claim.approvedAmount !== null ? (
          <Fact label={t('laborClaims:details.approved')}>{money(claim.approvedAmount)}</Fact>
        ) : null}
        {claim.createdByName ? (
          <Fact label={t('laborClaims:details.filedBy')}>{claim.createdByName}</Fact>
        ) : null}
      </SimpleGrid>
      <Fact label={t('laborClaims:details.failure')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{claim.failureDescription}</span>
      </Fact>
      {claim.denialReason ? (
        <Alert color="red" variant="light" title={t('laborClaims:details.denialReason')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{claim.denialReason}</span>
        </Alert>
      ) : null}
      {claim.creditMemo ? (
        <Alert color="green" variant="light" title={t('laborClaims:details.creditMemo')}>
          {t('laborClaims:details.creditMemoOf', {
            number: claim.creditMemo.invoiceNumber,
            date: dayText(claim.creditMemo.invoiceDate, language),
            amount: money(claim.creditMemo.total),
          })}
        </Alert>
      ) : null}
      <section aria-labelledby={`claim-${claim.id}-files`}>
        <Title order={3} size="h5" id={`claim-${claim.id}-files`} mb="xs">
          {t('laborClaims:details.files')}
        </Title>
        {claim.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('laborClaims:details.noFiles')}
          </Text>
        ) : (
          <Group gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {claim.files.map((file) => (
              <li key={file.id}>
                <ClaimFileLink file={file} path={filePath(file.id)} />
              </li>
            ))}
          </Group>
        )}
      </section>
      <section aria-labelledby={`claim-${claim.id}-history`}>
        <Title order={3} size="h5" id={`claim-${claim.id}-history`} mb="xs">
          {t('laborClaims:details.history')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2} active={claim.events.length - 1}>
          {claim.events.map((event) => {
            const status = t(STATUS_KEYS[event.status]);
            const who = event.userName
              ? event.actingUserName
                ? t('laborClaims:details.eventByActing', {
                    status,
                    name: event.userName,
                    acting: event.actingUserName,
                  })
                : t('laborClaims:details.eventBy', { status, name: event.userName })
              : t('laborClaims:details.eventBySomeone', { status });
            return (
              <Timeline.Item key={event.id} title={who}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.createdAt, language)}
                  {event.amount !== null ? ` · ${money(event.amount)}` : ''}
                </Text>
                {event.note ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {event.note}
                  </Text>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      </section>
    </Stack>
  );
}
