import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer } from '@procounter/shared/contracts/customer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/hooks/use-customer';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { customerName } from '@/lib/customer-vehicle';
import { formatDate } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useMergeCustomers } from '../api/merge-customers';
import { LANGUAGE_KEYS, PHONE_KIND_KEYS } from '../utils/labels';
import { failureText } from '../utils/server-message';
import { CustomerBadges } from './customer-badges';
import classes from './customers.module.css';

export interface MergeCustomersModalProps {
  /** The two customers ticked; null: the dialog is closed. */
  ids: readonly [number, number] | null;
  onClose: () => void;
  onMerged: (kept: Customer) => void;
}

/** One record as the merge shows it: everything the kept one may take from the other. */
function RecordCard({ customer, index }: { customer: Customer; index: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const address = [
    customer.address.line1,
    customer.address.line2,
    [customer.address.city, customer.address.state, customer.address.zip].filter(Boolean).join(' '),
  ].filter(Boolean);
  const line = (label: string, value: string) =>
    value ? (
      <Text size="sm">
        <Text span fw={600} size="sm">
          {`${label}: `}
        </Text>
        {value}
      </Text>
    ) : null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('customers:merge.record', { number: index + 1 })}
        </Text>
        <Title order={3} size="h5" id={headingId}>
          {customerName(customer)}
        </Title>
        <CustomerBadges language={customer.language} archived={customer.archived} />
        {line(t('customers:form.company'), customer.company)}
        {customer.phones.map((phone) => (
          <Text size="sm" key={`${phone.kind}:${phone.number}`}>
            {`${t(PHONE_KIND_KEYS[phone.kind])}: ${phone.number}`}
          </Text>
        ))}
        {line(t('customers:form.email'), customer.email)}
        {line(t('customers:form.language'), t(LANGUAGE_KEYS[customer.language]))}
        {line(t('customers:form.address'), address.join(', '))}
        {line(
          t('customers:details.vehicles'),
          customer.vehicles.map((v) => v.description).join('; '),
        )}
        {line(t('customers:form.notes'), customer.notes)}
        <Text size="xs" c="dimmed">
          {t('customers:merge.updated', { date: formatDate(customer.updatedAt, i18n.language) })}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Merge two records of one person (issue 22): both side by side, the user picks the one to keep,
 * and POST /customers/merge makes them one. Nothing is chosen beforehand: which record is the right
 * one is the counter's call.
 */
export function MergeCustomersModal({ ids, onClose, onMerged }: MergeCustomersModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const first = useCustomer(ids?.[0] ?? null);
  const second = useCustomer(ids?.[1] ?? null);
  const merge = useMergeCustomers();
  const [keepId, setKeepId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const records = [first, second];

  const close = () => {
    setKeepId(null);
    setFailure(null);
    onClose();
  };

  const submit = () => {
    if (!ids || keepId === null) return;
    const keep = Number(keepId);
    const other = ids.find((id) => id !== keep)!;
    setFailure(null);
    merge.mutate(
      { keepId: keep, mergeId: other },
      {
        onSuccess: (kept) => {
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('customers:merge.done', { name: customerName(kept) }),
          });
          close();
          onMerged(kept);
        },
        onError: (error) => setFailure(failureText(t, error, 'customers:errors.mergeFailed')),
      },
    );
  };

  let body: React.ReactNode;
  if (records.some((record) => record.isError)) {
    body = (
      <Alert color="red" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('customers:merge.loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => {
              for (const record of records) if (record.isError) void record.refetch();
            }}
          >
            {t('customers:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (!first.data || !second.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label={t('common:loading')}>
        <Skeleton height={220} radius="sm" />
        <Skeleton height={220} radius="sm" />
      </SimpleGrid>
    );
  } else {
    const both = [first.data, second.data];
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {both.map((customer, index) => (
            <RecordCard key={customer.id} customer={customer} index={index} />
          ))}
        </SimpleGrid>
        <Radio.Group
          label={t('customers:merge.keepQuestion')}
          description={t('customers:merge.explain')}
          value={keepId}
          onChange={setKeepId}
        >
          <Stack gap="xs" mt="xs">
            {both.map((customer, index) => (
              <Radio
                key={customer.id}
                value={String(customer.id)}
                label={t('customers:merge.keepNamed', {
                  number: index + 1,
                  name: customerName(customer),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    );
  }

  return (
    <Modal
      classNames={{ content: classes.readableErrors }}
      opened={ids !== null}
      onClose={close}
      title={t('customers:merge.title')}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        {body}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} fullWidth={phone}>
            {t('common:cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={keepId === null}
            loading={merge.isPending}
            fullWidth={phone}
          >
            {t('customers:merge.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
