import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ClaimableLine, LABOR_CLAIM_LIMITS } from '@procounter/shared/contracts/labor-claim';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatMoney } from '@/lib/prices';
import { useFileLaborClaim } from '../api/file-labor-claim';
import { useClaimableLines } from '../api/search-claimable-lines';
import {
  type ClaimField,
  type ClaimFormValues,
  checkClaimForm,
  FILE_ACCEPT,
  type FieldProblem,
  fileProblems,
  typedAmount,
} from '../utils/claim-form';
import { accountToday, dayText, partText } from '../utils/format';

const EMPTY: ClaimFormValues = {
  line: null,
  failureDate: '',
  mileage: '',
  laborHours: '',
  laborRate: '',
  failureDescription: '',
  files: [],
};

/** What the server's refusal says of a field, by its code. */
function serverProblem(error: unknown): { field: ClaimField; problem: FieldProblem } | null {
  if (!(error instanceof ApiError)) return null;
  const detail = error.body?.details?.[0];
  switch (error.code) {
    case 'LABOR_RATE_ABOVE_SHOP_RATE':
      return {
        field: 'laborRate',
        problem: {
          key: 'laborClaims:form.errors.rateAboveShop',
          values: { rate: detail?.message.replace(/^At most /, '$') ?? '' },
        },
      };
    case 'FAILURE_BEFORE_INVOICE':
      return {
        field: 'failureDate',
        problem: {
          key: 'laborClaims:form.errors.failureBeforeInvoice',
          values: { date: detail?.message.replace(/^Not before /, '') ?? '' },
        },
      };
    case 'FILE_TYPE_NOT_ALLOWED':
      return {
        field: 'files',
        problem: {
          key: 'laborClaims:form.errors.fileType',
          values: { name: detail?.message ?? '' },
        },
      };
    case 'PAYLOAD_TOO_LARGE':
      return { field: 'files', problem: { key: 'laborClaims:form.errors.tooManyFiles' } };
    default:
      return null;
  }
}

/** The invoice picker: a search box, then the matching lines as radio buttons. */
function LinePicker({
  value,
  onChange,
  error,
}: {
  value: ClaimableLine | null;
  onChange: (line: ClaimableLine | null, laborRate: number | null) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const lines = useClaimableLines(query);
  if (value) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {t('laborClaims:form.chosenLine')}
            </Text>
            <Text size="sm" fw={600}>
              {partText(value)} · {value.description}
            </Text>
            <Text size="sm">
              {t('laborClaims:details.invoiceOf', {
                number: value.invoiceNumber,
                date: dayText(value.invoiceDate, i18n.language),
              })}
            </Text>
            <Text size="xs" c="dimmed" fw={500} mt="xs">
              {t('laborClaims:form.vehicle')}
            </Text>
            <Text size="sm">
              {value.vehicle.description ?? t('laborClaims:details.noVehicle')}
              {value.vehicle.vin ? ` · ${t('laborClaims:details.vin')} ${value.vehicle.vin}` : ''}
            </Text>
          </div>
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange(null, lines.data?.laborRate ?? null)}
          >
            {t('laborClaims:form.change')}
          </Button>
        </Group>
      </Paper>
    );
  }
  const found = lines.data?.lines ?? [];
  return (
    <Stack gap="xs">
      <TextInput
        label={t('laborClaims:form.invoiceSearch')}
        description={t('laborClaims:form.invoiceSearchHint')}
        value={search}
        maxLength={LABOR_CLAIM_LIMITS.search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={
          lines.isFetching ? (
            <Loader size="xs" aria-label={t('laborClaims:form.searching')} />
          ) : null
        }
        error={error}
        data-autofocus
      />
      {lines.isError ? (
        <RetryAlert
          inline
          message={t('laborClaims:form.searchFailed')}
          retryLabel={t('laborClaims:retry')}
          onRetry={() => void lines.refetch()}
        />
      ) : lines.data && found.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('laborClaims:form.noLines')}
        </Text>
      ) : found.length > 0 ? (
        <Radio.Group
          label={t('laborClaims:form.linesLabel')}
          value={null}
          onChange={(id) => {
            const line = found.find((l) => String(l.invoiceLineId) === id) ?? null;
            onChange(line, lines.data?.laborRate ?? null);
          }}
        >
          <Stack gap={6} mt={4} mah={240} style={{ overflowY: 'auto' }}>
            {found.map((line) => (
              <Radio
                key={line.invoiceLineId}
                value={String(line.invoiceLineId)}
                label={t('laborClaims:form.lineOption', {
                  part: partText(line),
                  description: line.description,
                  invoice: line.invoiceNumber,
                  date: dayText(line.invoiceDate, i18n.language),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}

export interface NewClaimModalProps {
  opened: boolean;
  onClose: () => void;
  onFiled: (claimId: number) => void;
}

/** "New claim": the form, full-screen on a phone. */
export function NewClaimModal({ opened, onClose, onFiled }: NewClaimModalProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const [values, setValues] = useState<ClaimFormValues>(EMPTY);
  const [shopRate, setShopRate] = useState<number | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ClaimField, FieldProblem>>>({});
  const [failed, setFailed] = useState(false);
  const filing = useFileLaborClaim();
  const language = i18n.language;
  const rateText = shopRate === null ? '' : formatMoney(shopRate, language);

  const set = <K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (field: ClaimField) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const close = () => {
    setValues(EMPTY);
    setProblems({});
    setFailed(false);
    filing.reset();
    onClose();
  };

  const chooseLine = (line: ClaimableLine | null, laborRate: number | null) => {
    setShopRate(laborRate);
    setValues((current) => ({
      ...current,
      line,
      // The rate defaults to the shop's labor rate.
      laborRate:
        current.laborRate === '' && laborRate !== null ? String(laborRate) : current.laborRate,
    }));
    setProblems((current) => ({ ...current, line: undefined }));
  };

  const addFiles = (picked: File[]) => {
    const files = [...values.files, ...picked];
    set('files', files);
    const [problem] = fileProblems(files);
    setProblems((current) => ({ ...current, files: problem }));
  };
  const removeFile = (index: number) => {
    const files = values.files.filter((_, i) => i !== index);
    set('files', files);
    const [problem] = fileProblems(files);
    setProblems((current) => ({ ...current, files: problem }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const checked = checkClaimForm(values, {
      today: accountToday(),
      shopRate,
      rateText,
      dateText: (day) => dayText(day, language),
    });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    filing.mutate(
      { fields: checked.fields, files: values.files },
      {
        onSuccess: (claim) => {
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('laborClaims:form.filed', { number: claim.claimNumber }),
          });
          close();
          onFiled(claim.id);
        },
        onError: (error) => {
          const known = serverProblem(error);
          if (known) setProblems({ [known.field]: known.problem });
          else setFailed(true);
        },
      },
    );
  };

  const amount = typedAmount(values.laborHours, values.laborRate);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('laborClaims:form.title')}
      size="lg"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LinePicker value={values.line} onChange={chooseLine} error={message('line')} />
          <Group grow align="flex-start" wrap={phone ? 'wrap' : 'nowrap'}>
            <TextInput
              type="date"
              label={t('laborClaims:form.failureDate')}
              value={values.failureDate}
              max={accountToday()}
              min={values.line?.invoiceDate}
              onChange={(event) => set('failureDate', event.currentTarget.value)}
              error={message('failureDate')}
              required
            />
            <NumberInput
              clampBehavior="none"
              label={t('laborClaims:form.mileage')}
              value={values.mileage}
              onChange={(value) => set('mileage', String(value))}
              min={0}
              max={LABOR_CLAIM_LIMITS.mileage}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              error={message('mileage')}
              required
            />
          </Group>
          <Group grow align="flex-start" wrap={phone ? 'wrap' : 'nowrap'}>
            <NumberInput
              clampBehavior="none"
              label={t('laborClaims:form.hours')}
              value={values.laborHours}
              onChange={(value) => set('laborHours', String(value))}
              min={0}
              max={LABOR_CLAIM_LIMITS.hours}
              decimalScale={2}
              step={0.25}
              allowNegative={false}
              error={message('laborHours')}
              required
            />
            <NumberInput
              clampBehavior="none"
              label={t('laborClaims:form.rate')}
              description={
                shopRate === null
                  ? values.line
                    ? t('laborClaims:form.rateHintNone')
                    : undefined
                  : t('laborClaims:form.rateHint', { rate: rateText })
              }
              value={values.laborRate}
              onChange={(value) => set('laborRate', String(value))}
              min={0}
              max={shopRate ?? LABOR_CLAIM_LIMITS.rate}
              decimalScale={2}
              allowNegative={false}
              prefix="$"
              error={message('laborRate')}
              required
            />
          </Group>
          <Text size="sm" fw={600} aria-live="polite">
            {amount === null
              ? '\u00a0'
              : t('laborClaims:form.amount', { amount: formatMoney(amount, language) })}
          </Text>
          <Textarea
            label={t('laborClaims:form.description')}
            description={t('laborClaims:form.descriptionHint')}
            value={values.failureDescription}
            onChange={(event) => set('failureDescription', event.currentTarget.value)}
            maxLength={LABOR_CLAIM_LIMITS.description}
            rows={3}
            error={message('failureDescription')}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="labor-claim-files">
              {t('laborClaims:form.files')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('laborClaims:form.filesHint')}
            </Text>
            {values.files.length > 0 ? (
              <Stack
                gap={4}
                component="ul"
                aria-labelledby="labor-claim-files"
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {values.files.map((file, index) => (
                  <Group
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    component="li"
                    gap="xs"
                    wrap="nowrap"
                  >
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {file.name}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={t('laborClaims:form.removeFile', { name: file.name })}
                      onClick={() => removeFile(index)}
                    />
                  </Group>
                ))}
              </Stack>
            ) : null}
            <FileButton onChange={addFiles} accept={FILE_ACCEPT} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  w="fit-content"
                  disabled={values.files.length >= LABOR_CLAIM_LIMITS.files}
                >
                  {t('laborClaims:form.addFiles')}
                </Button>
              )}
            </FileButton>
            {problems.files ? (
              <Text size="sm" c="red.9" role="alert">
                {message('files')}
              </Text>
            ) : null}
          </Stack>
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {t('laborClaims:form.errors.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('laborClaims:form.cancel')}
            </Button>
            <Button type="submit" loading={filing.isPending}>
              {t('laborClaims:form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
