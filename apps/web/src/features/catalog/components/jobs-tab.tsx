import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { PackageJob } from '@procounter/shared/contracts/package-job';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { formatQuantity } from '@/lib/prices';
import { usePackageJobs } from '../api/get-package-jobs';
import classes from './catalog.module.css';
import { DeleteShopJobModal } from './delete-shop-job-modal';
import { LoadFailed, Loading } from './load-states';
import { PackageJobView } from './package-job-view';

// The form (and the shared zod contract it checks with) loads when a manager first opens it.
const ShopJobFormModal = lazy(() =>
  import('./shop-job-form-modal').then((module) => ({ default: module.ShopJobFormModal })),
);

/**
 * The Jobs tab of Catalog Lookup (issue 25 part 2): the catalog's package jobs and, under their
 * own heading, the shop's jobs, each a card with its part types and labor hours. One click on a
 * job shows its parts for the vehicle below the lists (PackageJobView), ready to add. Managers
 * (the list's canManage) save new shop jobs and delete them. Loads when the tab is first shown.
 */
export function JobsTab({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const jobs = usePackageJobs(active);
  const [chosen, setChosen] = useState<PackageJob | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PackageJob | null>(null);
  const formLoaded = useOpenedOnce(creating);

  if (jobs.isPending) return active ? <Loading /> : null;
  if (jobs.isError) return <LoadFailed onRetry={() => void jobs.refetch()} />;
  const { packageJobs, shopJobs, canManage } = jobs.data;

  const list = (items: PackageJob[], manage: boolean) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {items.map((job) => (
        <JobCard
          key={job.jobId}
          job={job}
          selected={chosen?.jobId === job.jobId}
          onChoose={() => setChosen(job)}
          onDelete={manage ? () => setDeleting(job) : undefined}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('jobs:chooseHint')}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="package-jobs-heading">
        <Title order={2} size="h4" id="package-jobs-heading">
          {t('jobs:packageJobs')}
        </Title>
        {packageJobs.length === 0 ? (
          <Text c="dimmed">{t('jobs:noPackageJobs')}</Text>
        ) : (
          list(packageJobs, false)
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="shop-jobs-heading">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="shop-jobs-heading">
            {t('jobs:shopJobs')}
          </Title>
          {canManage ? (
            <Button size="compact-sm" variant="light" onClick={() => setCreating(true)}>
              {t('jobs:newShopJob')}
            </Button>
          ) : null}
        </Group>
        {shopJobs.length === 0 ? (
          <Text c="dimmed">{t('jobs:noShopJobs')}</Text>
        ) : (
          list(shopJobs, canManage)
        )}
      </Stack>
      {chosen ? <PackageJobView key={chosen.jobId} job={chosen} active={active} /> : null}
      {canManage && formLoaded ? (
        <Suspense fallback={null}>
          <ShopJobFormModal opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <DeleteShopJobModal
        job={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(job) => {
          if (chosen?.jobId === job.jobId) setChosen(null);
        }}
      />
    </Stack>
  );
}

/**
 * A job as a card: the whole card chooses it (a button named by the job, its part types and
 * hours as its description); a manager's delete button beside it.
 */
function JobCard({
  job,
  selected,
  onChoose,
  onDelete,
}: {
  job: PackageJob;
  selected: boolean;
  onChoose: () => void;
  onDelete?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const detailsId = useId();
  const partTypes = job.partTypes
    .map((p) => (p.position ? `${p.partTypeName} (${p.position})` : p.partTypeName))
    .join(', ');
  return (
    <Paper withBorder radius="sm" className={classes.jobCard} data-selected={selected || undefined}>
      <Group gap={4} wrap="nowrap" align="stretch">
        <UnstyledButton
          onClick={onChoose}
          aria-pressed={selected}
          aria-labelledby={nameId}
          aria-describedby={detailsId}
          className={classes.jobButton}
          p="sm"
        >
          <Text id={nameId} fw={600} size="sm">
            {job.name}
          </Text>
          <Stack id={detailsId} gap={2} mt={4}>
            <Text size="xs" c="dimmed">
              {partTypes}
            </Text>
            {job.laborHours !== null ? (
              <Text size="xs" c="dimmed">
                {t('jobs:laborHours', { hours: formatQuantity(job.laborHours, i18n.language) })}
              </Text>
            ) : null}
          </Stack>
        </UnstyledButton>
        {onDelete ? (
          <Button
            variant="subtle"
            color="red.9"
            size="compact-sm"
            m={6}
            onClick={onDelete}
            aria-label={t('jobs:deleteJob', { name: job.name })}
          >
            {t('jobs:delete')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
