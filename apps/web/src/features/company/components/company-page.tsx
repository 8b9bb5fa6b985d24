import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CompanyDashboard } from '@procounter/shared/contracts/company';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from '@/components/field-list';
import { useCompanyDashboard } from '../api/get-company-dashboard';
import { PreferencesSection } from './preferences-section';
import { ShopCard } from './shop-card';

/**
 * /admin/company, the Account Dashboard (issue 23 part 3): the company's account, its order
 * preferences (editable by those who may edit the company), and its shops the user has, each with
 * its pricing agreement, a change to ask for and its notes (those who may edit the shop). One call
 * answers the page (GET /company/dashboard); the notes are each shop's own.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const dashboard = useCompanyDashboard();

  if (dashboard.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('company:loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void dashboard.refetch()}
            loading={dashboard.isFetching}
          >
            {t('company:retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  if (!dashboard.data) {
    return (
      <Stack gap="md" role="status" aria-label={t('company:loading')}>
        <Skeleton height={120} radius="sm" />
        <Skeleton height={200} radius="sm" />
        <Skeleton height={240} radius="sm" />
      </Stack>
    );
  }

  const data = dashboard.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CompanyCard data={data} />
        <PreferencesSection company={data.company} editable={data.canEditCompany} />
      </SimpleGrid>
      <ShopsSection data={data} />
    </Stack>
  );
}

function CompanyCard({ data }: { data: CompanyDashboard }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { company } = data;
  const address = [
    company.address.street1,
    company.address.street2,
    `${company.address.city}, ${company.address.state} ${company.address.zip}`,
  ]
    .filter(Boolean)
    .join('\n');
  const fields = [
    { label: t('company:company.accountName'), value: company.accountName },
    {
      label: t('company:company.status'),
      value: t(`company:company.statuses.${company.accountStatus}`, {
        defaultValue: company.accountStatus,
      }),
    },
    {
      label: t('company:company.paymentMethod'),
      value: company.paymentMethod
        ? t(`company:company.paymentMethods.${company.paymentMethod}`, {
            defaultValue: company.paymentMethod,
          })
        : '—',
    },
    ...(data.paymentTermsDays !== null
      ? [
          {
            label: t('company:company.paymentTerms'),
            value: t('company:company.paymentTermsDays', { count: data.paymentTermsDays }),
          },
        ]
      : []),
    { label: t('company:company.address'), value: address },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('company:company.heading')}
          </Title>
          {company.demo ? (
            <Badge variant="light" color="gray.8">
              {t('company:company.demo')}
            </Badge>
          ) : null}
        </Group>
        <FieldList fields={fields} />
      </Stack>
    </Paper>
  );
}

function ShopsSection({ data }: { data: CompanyDashboard }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('company:shops.heading')}
      </Title>
      {data.shops.length === 0 ? (
        <Text c="dimmed">{t('company:shops.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {data.shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} canEditShop={data.canEditShop} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
