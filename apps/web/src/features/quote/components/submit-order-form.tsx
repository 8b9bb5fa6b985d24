import { Alert, Button, Group, List, Stack, TextInput, Title } from '@mantine/core';
import type {
  SubmitWorksheetResult,
  UnavailableLine,
} from '@procounter/shared/contracts/worksheet';
import { PO_NUMBER_MAX_LENGTH } from '@procounter/shared/validation/limits';
import {
  ORDER_ATTRIBUTE_FIELDS,
  ORDER_ATTRIBUTE_MAX_LENGTH,
  type OrderAttributeField,
  type OrderAttributeRule,
} from '@procounter/shared/validation/order-attribute-rules';
import type { PoNumberRule } from '@procounter/shared/validation/schemas';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { formatQuantity } from '@/lib/prices';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { useSubmitOrder } from '../api/submit-order';
import { partLabel } from '../utils/quote-lines';

// zod comes with the form's first focus (or a refused submit), not with the quote page.
const loadValidation = () => import('../utils/validation');

export interface PoPreference extends PoNumberRule {
  poVisible: boolean;
}

interface SubmitOrderFormProps {
  /** The quote shown, which is what is ordered (the server refuses any other). */
  worksheetId: number;
  po: PoPreference;
  /** The garage bay and fleet ids as the company asks for them (its preferences). */
  attributes: Record<OrderAttributeField, OrderAttributeRule>;
  onSubmitted: (result: SubmitWorksheetResult) => void;
}

/** The idempotency key of an attempt and the request it was made for (without the key). */
interface Attempt {
  key: string;
  request: string;
}

type Failure =
  | { kind: 'availability'; lines: UnavailableLine[] }
  | { kind: 'message'; key: string };

/**
 * Submit order (R-ORDER-4). One idempotency key per attempt of one request: made
 * on the first click and sent again on every retry of the same request (a network failure, a
 * second click) until the order is placed, so a double click or a lost answer never orders twice;
 * the server rolls a failed attempt's key back, so the same key may try again. The server binds a
 * key to the quote and the body, so a request that differs (another PO, Submit anyway after an
 * availability change, another quote) gets a key of its own, and a key the server calls reused
 * is dropped.
 */
interface SubmitValues {
  poNumber: string;
  garageBayId: string;
  fleetId: string;
}

const ATTRIBUTE_LABELS: Record<OrderAttributeField, string> = {
  garageBayId: 'quotes:submit.garageBayId',
  fleetId: 'quotes:submit.fleetId',
};

export function SubmitOrderForm({
  worksheetId,
  po,
  attributes,
  onSubmitted,
}: SubmitOrderFormProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const submit = useSubmitOrder();
  const attempt = useRef<Attempt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const showPo = po.poVisible || po.poRequired;
  const validation = useMemo(
    () =>
      lazyResolver<SubmitValues>(() =>
        loadValidation().then((module) => module.submitOrderResolver(po, showPo, attributes)),
      ),
    [showPo, po, attributes],
  );
  const form = useForm<SubmitValues>({
    resolver: validation.resolver,
    defaultValues: { poNumber: '', garageBayId: '', fleetId: '' },
  });

  // values: as the shared rules read them (the PO stripped and trimmed, as the server will).
  const send = async (values: SubmitValues, acknowledgeAvailability: boolean) => {
    // A click while a call runs is no new attempt (the button is disabled too).
    if (submit.isPending) return;
    setFailure(null);
    const request = {
      worksheetId,
      poNumber: (showPo && values.poNumber) || undefined,
      garageBayId: (attributes.garageBayId.visible && values.garageBayId) || undefined,
      fleetId: (attributes.fleetId.visible && values.fleetId) || undefined,
      acknowledgeAvailability,
    };
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.request !== fingerprint) {
      attempt.current = { key: crypto.randomUUID(), request: fingerprint };
    }
    try {
      const result = await submit.mutateAsync({ idempotencyKey: attempt.current.key, ...request });
      attempt.current = null;
      onSubmitted(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
        attempt.current = null;
      }
      if (!(error instanceof ApiError)) {
        setFailure({ kind: 'message', key: 'quotes:submit.failed' });
        return;
      }
      const unavailable = await loadValidation().then(
        (module) => module.unavailableLinesOf(error.body),
        () => null,
      );
      if (unavailable) {
        setFailure({ kind: 'availability', lines: unavailable });
        return;
      }
      const fieldErrors = (error.body?.details ?? []).filter(
        (detail) =>
          detail.path === 'poNumber' ||
          (ORDER_ATTRIBUTE_FIELDS as readonly string[]).includes(detail.path),
      );
      if (error.status === 400 && fieldErrors.length > 0) {
        for (const detail of fieldErrors) {
          form.setError(detail.path as keyof SubmitValues, {
            message: detail.message.startsWith('validation:')
              ? detail.message
              : 'quotes:submit.poInvalid',
          });
        }
        return;
      }
      setFailure({
        kind: 'message',
        key: worksheetErrorKey(error) ?? 'quotes:submit.failed',
      });
    }
  };

  const onSubmit = form.handleSubmit((values) => send(values, false));
  const submitAnyway = form.handleSubmit((values) => send(values, true));

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('quotes:submit.title')}
        </Title>
        {showPo ? (
          <TextInput
            label={t('quotes:submit.poNumber')}
            required={po.poRequired}
            maxLength={PO_NUMBER_MAX_LENGTH}
            description={po.poValidationMask ?? undefined}
            {...form.register('poNumber')}
            error={translateFormMessage(t, form.formState.errors.poNumber?.message)}
          />
        ) : null}
        {ORDER_ATTRIBUTE_FIELDS.map((field) =>
          attributes[field].visible ? (
            <TextInput
              key={field}
              label={t(ATTRIBUTE_LABELS[field])}
              required={attributes[field].required}
              maxLength={ORDER_ATTRIBUTE_MAX_LENGTH}
              {...form.register(field)}
              error={translateFormMessage(t, form.formState.errors[field]?.message)}
            />
          ) : null,
        )}
        {failure?.kind === 'message' ? (
          <Alert color="red" role="alert">
            {t(failure.key)}
          </Alert>
        ) : null}
        {failure?.kind === 'availability' ? (
          <Alert color="orange" role="alert" title={t('quotes:submit.availabilityTitle')}>
            <Stack gap="xs">
              {t('quotes:submit.availabilityText')}
              <List size="sm">
                {failure.lines.map((line) => (
                  <List.Item key={line.worksheetDetailId}>
                    {t('quotes:submit.availabilityLine', {
                      part: partLabel({ ...line, brandName: null }) || line.description,
                      requested: formatQuantity(line.quantityRequested, i18n.language),
                      onHand: line.quantityOnHand,
                    })}
                  </List.Item>
                ))}
              </List>
              <Group>
                <Button
                  color="orange"
                  disabled={submit.isPending}
                  loading={submit.isPending}
                  onClick={() => void submitAnyway()}
                >
                  {t('quotes:submit.submitAnyway')}
                </Button>
                <Button variant="default" onClick={() => setFailure(null)}>
                  {t('common:cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            disabled={submit.isPending || failure?.kind === 'availability'}
            loading={submit.isPending}
          >
            {submit.isPending ? t('quotes:submit.submitting') : t('quotes:submit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
