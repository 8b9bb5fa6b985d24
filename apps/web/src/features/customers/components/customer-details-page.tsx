import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer } from '@procounter/shared/contracts/customer';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCustomer } from '@/hooks/use-customer';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { ApiError } from '@/lib/api-client';
import { customerName } from '@/lib/customer-vehicle';
import { routePath } from '@/lib/route-paths';
import { showErrorToast } from '@/lib/toasts';
import { useRestoreCustomer } from '../api/restore-customer';
import { LANGUAGE_KEYS, PHONE_KIND_KEYS, telHref } from '../utils/labels';
import { failureText } from '../utils/server-message';
import { CustomerBadges } from './customer-badges';
import { CustomerQuotes } from './customer-quotes';
import { CustomerVehicles, type FindParts } from './customer-vehicles';
import classes from './customers.module.css';
import { DeleteCustomerModal } from './delete-customer-modal';

const CustomerFormModal = lazy(() =>
  import('./customer-form-modal').then((module) => ({ default: module.CustomerFormModal })),
);

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={routePath('customers')} size="sm">
      {t('customers:details.back')}
    </Anchor>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} className={classes.readableErrors}>
      <Stack gap="md">{children}</Stack>
    </Container>
  );
}

/** Phones, e-mail, language, address and notes: how to reach the customer. */
function ContactCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const headingId = useId();
  const address = [
    customer.address.line1,
    customer.address.line2,
    [
      [customer.address.city, customer.address.state].filter(Boolean).join(', '),
      customer.address.zip,
    ]
      .filter(Boolean)
      .join(' '),
  ].filter(Boolean);
  const label = (text: string) => (
    <Text size="xs" c="dimmed" fw={600} component="dt">
      {text}
    </Text>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('customers:details.contact')}
        </Title>
        <Stack gap="xs" component="dl" m={0} className={classes.wrapAnywhere}>
          {label(t('customers:form.phones'))}
          <Stack gap={2} component="dd" m={0}>
            {customer.phones.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('customers:details.noPhone')}
              </Text>
            ) : (
              customer.phones.map((phone) => (
                <Text size="sm" key={`${phone.kind}:${phone.number}`}>
                  {`${t(PHONE_KIND_KEYS[phone.kind])}: `}
                  <Anchor href={telHref(phone.number)} size="sm">
                    {phone.number}
                  </Anchor>
                </Text>
              ))
            )}
          </Stack>
          {label(t('customers:form.email'))}
          <Text size="sm" component="dd" m={0}>
            {customer.email ? (
              <Anchor href={`mailto:${customer.email}`} size="sm">
                {customer.email}
              </Anchor>
            ) : (
              <Text span size="sm" c="dimmed">
                {t('customers:details.noEmail')}
              </Text>
            )}
          </Text>
          {label(t('customers:form.language'))}
          <Text size="sm" component="dd" m={0}>
            {t(LANGUAGE_KEYS[customer.language])}
          </Text>
          {customer.carAccount ? (
            <>
              {label(t('customers:details.carAccount'))}
              <Text size="sm" component="dd" m={0}>
                {t('customers:details.carAccountValue', {
                  name: customer.carAccount.name,
                  number: customer.carAccount.accountNumber,
                })}
              </Text>
            </>
          ) : null}
          {address.length > 0 ? (
            <>
              {label(t('customers:form.address'))}
              <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {address.join('\n')}
              </Text>
            </>
          ) : null}
          {customer.notes ? (
            <>
              {label(t('customers:form.notes'))}
              <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {customer.notes}
              </Text>
            </>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /customers/details/{id} (issue 22): the customer (edit, delete or archive, restore), their
 * vehicles (add, add the current vehicle, edit, delete, Find parts) and their quotes and orders.
 * An id the shop does not have (404) shows a not-found state with the way back to the list.
 */
export function CustomerDetailsPage({
  customerId,
  findParts,
}: {
  /** NaN for an id that is not one. */
  customerId: number;
  findParts: FindParts;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = Number.isInteger(customerId) && customerId > 0;
  const customer = useCustomer(valid ? customerId : null);
  const restore = useRestoreCustomer();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editingOnce = useOpenedOnce(editing);

  const notFound = !valid || (customer.error instanceof ApiError && customer.error.status === 404);
  if (notFound) {
    return (
      <Frame>
        <BackLink />
        <Title order={1} size="h2">
          {t('customers:details.notFoundTitle')}
        </Title>
        <Text>{t('customers:details.notFound')}</Text>
        <Group>
          <Button component={Link} to={routePath('customers')}>
            {t('customers:details.backButton')}
          </Button>
        </Group>
      </Frame>
    );
  }

  if (customer.isError) {
    return (
      <Frame>
        <BackLink />
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('customers:details.loadFailed')}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void customer.refetch()}
              loading={customer.isFetching}
            >
              {t('customers:actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Frame>
    );
  }

  if (!customer.data) {
    return (
      <Frame>
        <BackLink />
        <Stack gap="sm" role="status" aria-label={t('customers:details.loading')}>
          <Skeleton height={36} width="40%" radius="sm" />
          <Skeleton height={160} radius="sm" />
          <Skeleton height={160} radius="sm" />
        </Stack>
      </Frame>
    );
  }

  const data = customer.data;
  const name = customerName(data);
  const restoreNow = () =>
    restore.mutate(data.id, {
      onSuccess: (restored) =>
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t('customers:restore.done', { name: customerName(restored) }),
        }),
      onError: (error) => showErrorToast(failureText(t, error, 'customers:errors.restoreFailed')),
    });

  return (
    <Frame>
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.wrapAnywhere} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {name}
          </Title>
          {data.company ? <Text c="dimmed">{data.company}</Text> : null}
          <CustomerBadges language={data.language} archived={data.archived} />
        </Stack>
        <Group gap="sm" className={classes.actions}>
          {data.archived ? (
            <Button onClick={restoreNow} loading={restore.isPending}>
              {t('customers:actions.restore')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('customers:actions.edit')}
              </Button>
              <Button variant="subtle" color="red.9" onClick={() => setDeleting(true)}>
                {t('customers:actions.delete')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {data.archived ? (
        <Alert color="gray" variant="light">
          {t('customers:details.archivedNotice')}
        </Alert>
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactCard customer={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <CustomerVehicles customer={data} findParts={findParts} />
            <CustomerQuotes customerId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>

      <DeleteCustomerModal
        customer={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDone={(outcome) => {
          if (outcome === 'DELETED') void navigate(routePath('customers'), { replace: true });
        }}
      />
      <Suspense fallback={null}>
        {editingOnce ? (
          <CustomerFormModal opened={editing} customer={data} onClose={() => setEditing(false)} />
        ) : null}
      </Suspense>
    </Frame>
  );
}
