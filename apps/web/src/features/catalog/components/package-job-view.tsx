import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  PackageJob,
  PackageJobGroup,
  PackageJobParts,
} from '@procounter/shared/contracts/package-job';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentVehicle } from '@/hooks/use-current-vehicle';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { formatMoney, formatQuantity, viewPrice } from '@/lib/prices';
import { WORKSHEET_ERROR_KEYS, worksheetErrorKey } from '@/lib/worksheet-errors';
import { useAddPackageJob } from '../api/add-package-job';
import { usePackageJobParts } from '../api/get-package-job-parts';
import { groupKey, initialChoices, type JobChoices, jobLines, jobTotal } from '../utils/job-lines';
import { positionLabel } from '../utils/part-names';
import { AvailabilityText } from './availability-text';
import classes from './catalog.module.css';
import { LoadFailed } from './load-states';

const NONE = 'none';

/**
 * A chosen job with the current vehicle (issue 25 part 2): its parts grouped by part type, the
 * best match of each preselected, a quantity per group, the labor line (added unless unchecked)
 * and the total; one Add puts it all on the quote. With no vehicle while a part type needs one
 * (409 NO_CURRENT_VEHICLE) the vehicle selector opens in forced mode, once per refusal, and the
 * parts load once a vehicle is chosen.
 */
export function PackageJobView({ job, active }: { job: PackageJob; active: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const vehicle = useCurrentVehicle();
  const vehicleId = vehicle.data?.vehicleId ?? null;
  const parts = usePackageJobParts(job.jobId, vehicleId, active && !vehicle.isPending);
  const needsVehicle = parts.error instanceof ApiError && parts.error.code === 'NO_CURRENT_VEHICLE';
  const askForVehicle = useVehicleAskOnce(needsVehicle, parts);

  // The view opens below the lists: bring it into sight (a phone has the lists above it).
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <Paper
      ref={section}
      component="section"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {job.name}
          </Title>
          {parts.data?.vehicle ? (
            <Text size="sm" c="dimmed">
              {t('jobs:view.forVehicle', { vehicle: parts.data.vehicle.description })}
            </Text>
          ) : null}
        </div>
        {needsVehicle ? (
          <Alert color="yellow" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('jobs:view.needsVehicle')}</Text>
              <Button size="compact-sm" variant="default" onClick={askForVehicle}>
                {t('jobs:view.selectVehicle')}
              </Button>
            </Stack>
          </Alert>
        ) : parts.isError ? (
          <LoadFailed onRetry={() => void parts.refetch()} />
        ) : parts.data ? (
          <JobChoicesForm
            key={parts.data.vehicle?.baseVehicleId ?? 'universal'}
            job={job}
            parts={parts.data}
          />
        ) : (
          <Group justify="center" p="md">
            <LoadingIndicator label={t('jobs:view.loading')} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Asks for a vehicle once per 409 NO_CURRENT_VEHICLE (as the products page does). */
function useVehicleAskOnce(
  needsVehicle: boolean,
  parts: { errorUpdatedAt: number; refetch: () => Promise<unknown> },
) {
  const { requireVehicle } = useVehicleRequirement();
  const askedAt = useRef(0);
  useEffect(() => {
    if (!needsVehicle || askedAt.current === parts.errorUpdatedAt) return;
    askedAt.current = parts.errorUpdatedAt;
    void requireVehicle(() => void parts.refetch());
  }, [needsVehicle, parts.errorUpdatedAt, parts, requireVehicle]);
  return () => void requireVehicle(() => void parts.refetch());
}

/** 'Disc Brake Pad (Front)': the part type and its position in the caller's language. */
function groupHeading(t: TFunction, group: PackageJobGroup): string {
  return group.position
    ? `${group.partTypeName} (${positionLabel(t, group.position)})`
    : group.partTypeName;
}

function JobChoicesForm({ job, parts }: { job: PackageJob; parts: PackageJobParts }) {
  const { t, i18n } = useTranslation();
  const add = useAddPackageJob();
  const failureId = useId();
  const formId = useId();
  const [choices, setChoices] = useState<JobChoices>(() => initialChoices(parts.groups));
  const [withLabor, setWithLabor] = useState(true);
  const [quantityErrors, setQuantityErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { labor } = parts;
  const total = jobTotal(parts, choices, withLabor);

  const change = (key: string, next: Partial<JobChoices[string]>) => {
    setChoices((old) => ({ ...old, [key]: { ...old[key]!, ...next } }));
    if ('quantityText' in next) setQuantityErrors(({ [key]: _gone, ...rest }) => rest);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = jobLines(parts.groups, choices);
    if (!check.ok) {
      setQuantityErrors(
        Object.fromEntries(
          check.invalid.map(({ key, reason }) => [
            key,
            reason === 'tooMany'
              ? WORKSHEET_ERROR_KEYS.QTY_EXCEEDS_1000
              : 'jobs:view.quantityInvalid',
          ]),
        ),
      );
      return;
    }
    const addLabor = labor !== null && withLabor;
    if (check.lines.length === 0 && !addLabor) {
      setFailure('jobs:view.nothingChosen');
      return;
    }
    add.mutate(
      { body: { jobId: job.jobId, lines: check.lines, withLabor: addLabor }, name: job.name },
      { onError: (error) => setFailure(addJobFailureKey(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {parts.groups.map((group, index) => {
          const key = groupKey(group);
          const choice = choices[key];
          const heading = groupHeading(t, group);
          // The heading names the group and its radio group (the radio group's label).
          const headingId = `${formId}-group-${index}`;
          return (
            <Paper
              key={key}
              withBorder
              p={{ base: 'xs', sm: 'sm' }}
              role="group"
              aria-labelledby={headingId}
            >
              {group.products.length === 0 || !choice ? (
                <Stack gap={4}>
                  <Text id={headingId} className={classes.groupHeading}>
                    {heading}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('jobs:view.noFit')}
                  </Text>
                </Stack>
              ) : (
                <Stack gap="xs">
                  <Radio.Group
                    label={heading}
                    labelProps={{ id: headingId, className: classes.groupHeading }}
                    value={choice.productId === null ? NONE : String(choice.productId)}
                    onChange={(value) =>
                      change(key, { productId: value === NONE ? null : Number(value) })
                    }
                  >
                    <Stack gap="xs" mt={4}>
                      {group.products.map((product) => (
                        <Radio
                          key={product.productId}
                          value={String(product.productId)}
                          label={<ProductChoice product={product} />}
                        />
                      ))}
                      <Radio
                        value={NONE}
                        label={t('jobs:view.none')}
                        description={t('jobs:view.noneHint')}
                      />
                    </Stack>
                  </Radio.Group>
                  <TextInput
                    w={{ base: '100%', xs: 200 }}
                    size="sm"
                    inputMode="numeric"
                    label={t('jobs:view.quantity')}
                    aria-label={t('jobs:view.quantityFor', { partType: heading })}
                    maxLength={5}
                    value={choice.quantityText}
                    disabled={choice.productId === null}
                    onChange={(event) => change(key, { quantityText: event.currentTarget.value })}
                    error={quantityErrors[key] ? t(quantityErrors[key]) : undefined}
                  />
                </Stack>
              )}
            </Paper>
          );
        })}
        {labor ? (
          <Checkbox
            checked={withLabor}
            onChange={(event) => setWithLabor(event.currentTarget.checked)}
            label={t('jobs:view.addLabor')}
            description={t('jobs:view.laborLine', {
              hours: formatQuantity(labor.hours, i18n.language),
              rate: formatMoney(labor.rate, i18n.language),
              price: formatMoney(labor.price, i18n.language),
            })}
          />
        ) : parts.laborWithoutRate !== null ? (
          <Text size="sm" c="dimmed">
            {t('jobs:view.noLaborRate', {
              hours: formatQuantity(parts.laborWithoutRate, i18n.language),
            })}
          </Text>
        ) : null}
        <Stack gap={2} aria-live="polite">
          <Text fw={600}>
            {t('jobs:view.total', { total: formatMoney(total.total, i18n.language) })}
          </Text>
          {total.missingPrice ? (
            <Text size="xs" c="dimmed">
              {t('jobs:view.totalCallForPricing')}
            </Text>
          ) : null}
        </Stack>
        {failure ? (
          <Alert id={failureId} color="red" variant="light" role="alert">
            {t(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={add.isPending}
            fullWidth={false}
            aria-describedby={failure ? failureId : undefined}
          >
            {t('jobs:view.addJob')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The text of an add's failure; null when there is none to show (a vehicle is asked for). */
function addJobFailureKey(error: unknown): string | null {
  if (error instanceof ApiError && error.code === 'NO_CURRENT_VEHICLE') return null;
  return worksheetErrorKey(error) ?? 'jobs:view.addFailed';
}

/** A product of a group: brand and part number, description, price, home store stock, fit. */
function ProductChoice({ product }: { product: LookupProduct }) {
  const { t, i18n } = useTranslation();
  const price = viewPrice(product.customerPrice, i18n.language);
  return (
    <Text span display="block" size="sm">
      <Text span fw={600}>
        {product.brandName} {product.partNumber}
      </Text>{' '}
      {product.description}
      <Text span display="block" size="sm">
        {price.kind === 'amount' ? (
          <Text span fw={600}>
            {t('catalog:products.price')} {price.text}
          </Text>
        ) : price.kind === 'callForPricing' ? (
          <Text span fw={600}>
            {t('common:quote.callForPricing')}
          </Text>
        ) : null}
        {price.kind === 'hidden' ? null : ' · '}
        <AvailabilityText quantityOnHand={product.homeStore.quantityOnHand} />
      </Text>
      {product.fitNote ? (
        <Text span display="block" size="xs" c="dimmed">
          {t('catalog:products.fitNote', { note: product.fitNote })}
        </Text>
      ) : null}
    </Text>
  );
}
