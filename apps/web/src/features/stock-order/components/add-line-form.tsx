import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StockOrder, StockOrderPartMatch } from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/domain/constants';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useFindParts } from '../api/find-parts';
import { useUpdateStockOrder } from '../api/update-stock-order';
import { failureText } from '../utils/server-message';
import type { LineValues } from '../utils/validation';
import classes from './stock-order.module.css';
import { LinePrice, LineStock } from './stock-order-lines';

/** The longest search the part search takes (the server's limit). */
const FIND_MAX_LENGTH = 100;

// zod comes with the form's first focus, not with the stock order page.
const validation = lazyResolver<LineValues>(() =>
  import('../utils/validation').then((module) => module.lineResolver),
);

/** The shortest search the part search takes. */
const FIND_MIN_LENGTH = 2;

/**
 * Adds a line by line code and part number, which the part search fills in (Find: the catalog's
 * parts by number or by words, 'ceramic brake pads wagner', each with price and home store stock;
 * Use this part) (PUT update with a line without id; the server fills the description from the
 * catalog and merges a line + item already on the order). An unknown line/part is the server's
 * message, in an alert, and the typed values stay.
 */
export function AddLineForm({ order }: { order: StockOrder }) {
  const { t } = useTranslation();
  const headingId = useId();
  const find = useFindParts();
  const [wanted, setWanted] = useState('');
  const update = useUpdateStockOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LineValues>({
    resolver: validation.resolver,
    defaultValues: { lineCode: '', partNumber: '', quantity: '1', note: '' },
  });
  const errors = form.formState.errors;
  const found = find.data ?? [];

  const lookUp = () => {
    const query = wanted.trim();
    if (query.length < FIND_MIN_LENGTH) return;
    find.mutate(query);
  };

  const choosePart = (part: StockOrderPartMatch) => {
    form.setValue('lineCode', part.lineCode, { shouldValidate: form.formState.isSubmitted });
    form.setValue('partNumber', part.partNumber, { shouldValidate: form.formState.isSubmitted });
    find.reset();
    setWanted('');
    form.setFocus('quantity');
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      {
        id: order.id,
        name: order.name,
        po: order.po,
        lines: [
          {
            lineCode: values.lineCode.trim(),
            partNumber: values.partNumber.trim(),
            quantity: Number(values.quantity),
            note: values.note.trim(),
          },
        ],
      },
      {
        onSuccess: () => {
          form.reset();
          form.setFocus('lineCode');
        },
        onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
      },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('stock:addLine.title')}
      </Title>
      {/* No line code by heart: a part number finds the part, and Use fills both fields. */}
      <Stack gap={4} mb="sm">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('stock:addLine.findLabel')}
            description={t('stock:addLine.findHint')}
            value={wanted}
            maxLength={FIND_MAX_LENGTH}
            autoComplete="off"
            style={{ flex: '1 1 200px' }}
            onChange={(event) => setWanted(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                lookUp();
              }
            }}
          />
          <Button variant="default" onClick={lookUp} loading={find.isPending}>
            {t('stock:addLine.find')}
          </Button>
        </Group>
        <div aria-live="polite">
          {find.isSuccess && found.length > 0 ? (
            <>
              <Text size="sm" c="dimmed">
                {t('stock:addLine.foundCount', { count: found.length })}
              </Text>
              <ul className={classes.found} aria-label={t('stock:addLine.foundLabel')}>
                {found.map((part) => (
                  <li key={part.productId}>
                    <Group gap="xs" wrap="wrap" justify="space-between">
                      <div>
                        <Text size="sm" fw={600}>
                          {t('stock:addLine.foundPart', {
                            part: `${part.lineCode} ${part.partNumber}`,
                            description: part.description,
                          })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {part.brandName} · {part.partTypeName} · <LineStock line={part} />
                        </Text>
                        {part.replacesNumber ? (
                          <Text size="xs" fw={600}>
                            {t('stock:lines.replaces', { number: part.replacesNumber })}
                          </Text>
                        ) : null}
                        <LinePrice line={part} />
                      </div>
                      <Button
                        size="compact-sm"
                        aria-label={t('stock:addLine.usePartFor', {
                          part: `${part.lineCode} ${part.partNumber}`,
                        })}
                        onClick={() => choosePart(part)}
                      >
                        {t('stock:addLine.usePart')}
                      </Button>
                    </Group>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {find.isSuccess && found.length === 0 ? (
            <Text size="sm" c="red.8">
              {t('stock:addLine.noPart')}
            </Text>
          ) : null}
          {find.isError ? (
            <Text size="sm" c="red.8">
              {t('stock:addLine.findFailed')}
            </Text>
          ) : null}
        </div>
      </Stack>
      <form onSubmit={submit} onFocus={validation.preload} noValidate>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            <TextInput
              label={t('stock:lines.lineCode')}
              required
              maxLength={STOCK_ORDER_LIMITS.lineCode}
              autoComplete="off"
              {...form.register('lineCode')}
              error={translateFormMessage(t, errors.lineCode?.message)}
            />
            <TextInput
              label={t('stock:lines.partNumber')}
              required
              maxLength={STOCK_ORDER_LIMITS.partNumber}
              autoComplete="off"
              {...form.register('partNumber')}
              error={translateFormMessage(t, errors.partNumber?.message)}
            />
            <TextInput
              label={t('stock:lines.quantity')}
              required
              inputMode="numeric"
              description={t('stock:lines.quantityHint', { max: STOCK_ORDER_MAX_QUANTITY })}
              {...form.register('quantity')}
              error={translateFormMessage(t, errors.quantity?.message)}
            />
            <TextInput
              label={t('stock:lines.note')}
              maxLength={STOCK_ORDER_LIMITS.note}
              {...form.register('note')}
              error={translateFormMessage(t, errors.note?.message)}
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert" title={t('stock:addLine.refused')}>
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending} disabled={update.isPending}>
              {t('stock:addLine.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
