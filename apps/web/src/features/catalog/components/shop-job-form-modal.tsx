import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CreatePackageJobBodySchema,
  PACKAGE_JOB_LABOR_HOURS_MAX,
  PACKAGE_JOB_NAME_MAX,
  PACKAGE_JOB_PART_TYPES_MAX,
} from '@procounter/shared/contracts/package-job';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useAllPartTypes } from '../api/get-all-part-types';
import { useSaveShopJob } from '../api/save-shop-job';
import { JOB_ERROR_KEYS, JOB_ERROR_VALUES, jobErrorCode } from '../utils/job-errors';
import { partTypeLeaves } from '../utils/part-type-tree';

type Field = 'name' | 'partTypes' | 'laborHours';

/**
 * New shop job (managers, issue 25 part 2): a name, up to PACKAGE_JOB_PART_TYPES_MAX part types
 * of the all-part-types tree (its leaves, searchable) and optional labor hours. The shared
 * contract checks it before the call; the server's PACKAGE_JOB_NAME_TAKEN shows under the name,
 * PACKAGE_JOB_LIMIT and other refusals above the buttons. Loaded lazily (it carries zod). Full
 * screen on a phone.
 */
export function ShopJobFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQueryNow(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('jobs:form.title')}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      // Mantine's error red (red 6) is 3.3:1 on white; red 9 passes AA for the field messages.
      styles={{ content: { '--mantine-color-error': 'var(--mantine-color-red-9)' } }}
      size="lg"
    >
      {opened ? <ShopJobForm onClose={onClose} /> : null}
    </Modal>
  );
}

function ShopJobForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveShopJob();
  const tree = useAllPartTypes(true);
  const options = useMemo(
    () =>
      partTypeLeaves(tree.data ?? []).map((leaf) => ({
        value: leaf.partTypeId,
        label: leaf.partTypeName,
      })),
    [tree.data],
  );
  const [name, setName] = useState('');
  const [partTypeIds, setPartTypeIds] = useState<string[]>([]);
  const [laborHours, setLaborHours] = useState<string | number>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clear = (field: Field) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const validate = () => {
    const parsed = CreatePackageJobBodySchema.safeParse({
      name,
      partTypes: partTypeIds.map((partTypeId) => ({ partTypeId })),
      laborHours: laborHours === '' ? null : Number(laborHours),
    });
    if (parsed.success) return { body: parsed.data, errors: {} };
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (next[field]) continue;
      // The name is stripped and trimmed first, so too short is empty.
      if (field === 'name') {
        next.name =
          issue.code === 'too_big'
            ? t('common:form.tooLong', { count: PACKAGE_JOB_NAME_MAX })
            : t('validation:required');
      } else if (field === 'partTypes') {
        next.partTypes =
          issue.code === 'too_big'
            ? t('jobs:form.partTypesTooMany', { max: PACKAGE_JOB_PART_TYPES_MAX })
            : t('jobs:form.partTypesRequired');
      } else if (field === 'laborHours') {
        next.laborHours = t('jobs:form.laborHoursInvalid', { max: PACKAGE_JOB_LABOR_HOURS_MAX });
      }
    }
    return { body: null, errors: next };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate();
    setErrors(checked.errors);
    if (!checked.body) return;
    try {
      const body = checked.body;
      await save.mutateAsync(body);
      notifications.show({
        color: 'green',
        withBorder: true,
        message: t('jobs:form.saved', { name: body.name }),
      });
      onClose();
    } catch (error) {
      const code = jobErrorCode(error);
      if (code === 'PACKAGE_JOB_NAME_TAKEN') {
        setErrors((old) => ({ ...old, name: t(JOB_ERROR_KEYS.PACKAGE_JOB_NAME_TAKEN) }));
      } else if (code) {
        setFailure(t(JOB_ERROR_KEYS[code], JOB_ERROR_VALUES));
      } else {
        setFailure(t('jobs:form.saveFailed'));
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('jobs:form.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('jobs:form.name')}
          value={name}
          maxLength={PACKAGE_JOB_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
          error={errors.name}
          withAsterisk
          autoComplete="off"
          data-autofocus
        />
        <MultiSelect
          label={t('jobs:form.partTypes')}
          description={t('jobs:form.partTypesHint', { max: PACKAGE_JOB_PART_TYPES_MAX })}
          placeholder={
            tree.isPending ? t('jobs:form.partTypesLoading') : t('jobs:form.partTypesPlaceholder')
          }
          data={options}
          value={partTypeIds}
          onChange={(value) => {
            setPartTypeIds(value);
            clear('partTypes');
          }}
          searchable
          clearable
          hidePickedOptions
          maxValues={PACKAGE_JOB_PART_TYPES_MAX}
          nothingFoundMessage={tree.isError ? t('common:parts.productLookupFailed') : undefined}
          error={errors.partTypes}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('jobs:form.laborHours')}
          description={t('jobs:form.laborHoursHint', { max: PACKAGE_JOB_LABOR_HOURS_MAX })}
          value={laborHours}
          onChange={(value) => {
            setLaborHours(value);
            clear('laborHours');
          }}
          min={0}
          max={PACKAGE_JOB_LABOR_HOURS_MAX}
          decimalScale={2}
          step={0.25}
          allowNegative={false}
          error={errors.laborHours}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('jobs:form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('jobs:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
