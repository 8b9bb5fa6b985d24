import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SubmitWorksheetResult, Worksheet } from '@procounter/shared/contracts/worksheet';
import { isLaborHidden, userCanManageCustomers } from '@procounter/shared/domain/roles';
import { QUOTE_NAME_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { orderAttributeRules } from '@procounter/shared/validation/order-attribute-rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { useShopCompany } from '@/hooks/use-shop-company';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney, formatQuantity } from '@/lib/prices';
import { routePath } from '@/lib/route-paths';
import { useDeleteQuoteItem } from '../api/delete-quote-item';
import { useApprovalStatus } from '../api/get-approval-status';
import { useWorksheet } from '../api/get-worksheet';
import { useRenameWorksheet } from '../api/rename-worksheet';
import { useUpdateQuoteItem } from '../api/update-quote-item';
import { partLabel } from '../utils/quote-lines';
import { ApprovalPanel, declinedLineIds } from './approval-panel';
import { LaborForm } from './labor-form';
import { QUOTES_PATH } from './mini-quote';
import { QuoteLinesTable } from './quote-lines-table';
import classes from './quote-pages.module.css';
import { SubmitOrderForm } from './submit-order-form';

type PrintMode = 'shop' | 'customer';

/**
 * /quote/details/{quoteId}: one quote (R-ORDER-2, R-QUOTE-5, R-QUOTE-6, R-ORDER-4). The current
 * quote, while OPEN, can change here: remove lines, add labor, submit it as an order. Any other
 * quote, and every submitted one, is read-only. Print prints the page without the shell; the
 * customer print leaves out costs.
 */
export function QuoteDetailsPage({ quoteId }: { quoteId: number }) {
  const { t } = useTranslation();
  const quote = useWorksheet(quoteId);
  const notFound = quote.error instanceof ApiError && quote.error.status === 404;
  useErrorToast(quote.isError && !notFound && !quote.data, t('common:quote.loadFailed'));
  const [printMode, setPrintMode] = useState<PrintMode>('shop');
  const [submitted, setSubmitted] = useState<SubmitWorksheetResult | null>(null);

  const print = (mode: PrintMode) => {
    flushSync(() => setPrintMode(mode));
    window.print();
  };

  let body: React.ReactNode;
  if (quote.data) {
    body = <QuoteView worksheet={quote.data} onSubmitted={setSubmitted} />;
  } else if (notFound || quote.isError || !Number.isInteger(quoteId) || quoteId <= 0) {
    body = <Text>{t('quotes:details.notFound')}</Text>;
  } else {
    body = <LoadingScreen />;
  }

  return (
    <Stack gap="md" data-quote-print={printMode}>
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to={QUOTES_PATH}>
          {t('quotes:details.back')}
        </Anchor>
        {quote.data ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => print('shop')}>
              {t('quotes:details.print')}
            </Button>
            <Button variant="default" onClick={() => print('customer')}>
              {t('quotes:details.printCustomer')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {submitted ? <SubmittedNotice result={submitted} /> : null}
      {body}
    </Stack>
  );
}

/**
 * The order's confirmation (R-ORDER-4, R-QUOTE-10): number, time, total and the backordered lines
 * by name (short at the store, or not carried). It is scrolled into view and takes the focus, so
 * a screen reader reads it and nobody misses it below the form that was used.
 */
function SubmittedNotice({ result }: { result: SubmitWorksheetResult }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const backorderId = useId();
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      title={t('quotes:submit.success')}
      role="status"
      className={classes.noPrint}
    >
      <Text size="xl" fw={700}>
        {t('quotes:submit.confirmation', { number: result.orderConfirmationNumber })}
      </Text>
      <Text>
        {t('quotes:submit.submittedAt', {
          time: formatDateTime(result.orderSubmittedDatetime, i18n.language),
        })}
      </Text>
      <Text>
        {t('common:quote.totalPrice', {
          amount: formatMoney(result.totalPrice, i18n.language),
        })}
      </Text>
      {result.unavailableLines.length > 0 ? (
        <Stack gap={4} mt="xs" role="group" aria-labelledby={backorderId}>
          <Text fw={700} id={backorderId}>
            {t('quotes:backorder.title')}
          </Text>
          <Text size="sm">
            {t('quotes:backorder.intro', { count: result.unavailableLines.length })}
          </Text>
          <List size="sm">
            {result.unavailableLines.map((line) => (
              <List.Item key={line.worksheetDetailId}>
                {t(
                  line.reason === 'NOT_CARRIED'
                    ? 'quotes:backorder.notCarried'
                    : 'quotes:backorder.short',
                  {
                    part: [line.description, partLabel({ ...line, brandName: null })]
                      .filter(Boolean)
                      .join(' · '),
                    requested: formatQuantity(line.quantityRequested, i18n.language),
                    onHand: line.quantityOnHand,
                  },
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Alert>
  );
}

function QuoteView({
  worksheet,
  onSubmitted,
}: {
  worksheet: Worksheet;
  onSubmitted: (result: SubmitWorksheetResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const shop = useCurrentShop(true);
  const user = useCurrentUser();
  const mini = useMiniQuote();
  const company = useShopCompany(shop.data?.id);
  const remove = useDeleteQuoteItem(worksheet.worksheetId);
  const update = useUpdateQuoteItem(worksheet.worksheetId);
  const approval = useApprovalStatus(worksheet.worksheetId);
  const submitRef = useRef<HTMLDivElement>(null);
  // After Order approved lines: the submit form, once this quote is the current one again.
  const [focusSubmit, setFocusSubmit] = useState(false);

  const isCurrent = mini.data?.quoteDetails.worksheetHeaderId === worksheet.worksheetId;
  const isOrder = worksheet.submitted || worksheet.status === 'SUBMITTED';
  const editable = isCurrent && worksheet.status === 'OPEN' && !isOrder;
  const vehicle = worksheet.currentVehicle ?? worksheet.vehicles[0] ?? null;
  const customer = vehicle
    ? [vehicle.shopCustomerFirst, vehicle.shopCustomerLast].filter(Boolean).join(' ')
    : '';
  // A quote can be sent to a customer record or a typed name (quote-approval.ts).
  const hasCustomer = Boolean(customer) || vehicle?.shopCustomerId != null;
  // The server's totals (shared quote-totals), never added up here: the cost subtotal is left out
  // when the shop hides costs (the server sends none) and from the customer print (.cost).
  const costSubtotal = worksheet.hideCosts ? null : worksheet.totalCostOrder;
  const preference = company.data?.companyPreference;
  const attributes = useMemo(
    () =>
      orderAttributeRules(
        preference ?? {
          garageBayIdVisible: false,
          garageBayIdRequired: false,
          vehicleFleetIdVisible: false,
          vehicleFleetIdRequired: false,
        },
      ),
    [preference],
  );

  useEffect(() => {
    if (!focusSubmit || !editable) return;
    setFocusSubmit(false);
    submitRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    submitRef.current?.focus({ preventScroll: true });
  }, [focusSubmit, editable]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {worksheet.orderConfirmationNumber
            ? t('quotes:submit.confirmation', { number: worksheet.orderConfirmationNumber })
            : worksheet.name
              ? t('quotes:name.titled', { name: worksheet.name, id: worksheet.worksheetId })
              : t('common:quotes.details.quoteNumber', { id: worksheet.worksheetId })}
        </Title>
        <Badge color={isOrder ? 'green.9' : 'blue.9'} variant="light" size="lg">
          {t(`common:quotes.status.${worksheet.status}`)}
        </Badge>
      </Group>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {shop.data ? <Field label={t('quotes:details.shop')} value={shop.data.shopName} /> : null}
          <Field
            label={t('quotes:details.vehicle')}
            value={vehicle?.description ?? t('quotes:details.noVehicle')}
          />
          {worksheet.orderConfirmationNumber ? (
            <Field
              label={t('common:quotes.columns.number')}
              value={
                worksheet.name
                  ? t('quotes:name.titled', {
                      name: worksheet.name,
                      id: worksheet.worksheetId,
                    })
                  : t('common:quotes.details.quoteNumber', { id: worksheet.worksheetId })
              }
            />
          ) : null}
          {customer ? (
            <Field
              label={t('quotes:details.customer')}
              value={customer}
              to={
                vehicle?.shopCustomerId != null && user.data && userCanManageCustomers(user.data)
                  ? routePath('customerDetails', { id: vehicle.shopCustomerId })
                  : undefined
              }
            />
          ) : null}
          {worksheet.poNumber ? (
            <Field label={t('quotes:details.poNumber')} value={worksheet.poNumber} />
          ) : null}
          {worksheet.garageBayId ? (
            <Field label={t('quotes:details.garageBayId')} value={worksheet.garageBayId} />
          ) : null}
          {worksheet.fleetId ? (
            <Field label={t('quotes:details.fleetId')} value={worksheet.fleetId} />
          ) : null}
          {worksheet.orderConfirmationNumber ? (
            <Field
              label={t('quotes:details.confirmationNumber')}
              value={worksheet.orderConfirmationNumber}
            />
          ) : null}
          {worksheet.orderSubmittedDatetime ? (
            <Field
              label={t('quotes:details.submittedAt')}
              value={formatDateTime(worksheet.orderSubmittedDatetime, i18n.language)}
            />
          ) : null}
        </SimpleGrid>
      </Paper>

      {worksheet.status === 'OPEN' && !isOrder ? <QuoteNameForm worksheet={worksheet} /> : null}

      {isOrder ? (
        <Text className={classes.noPrint}>{t('quotes:details.readOnly')}</Text>
      ) : !editable && mini.data ? (
        <Text className={classes.noPrint}>{t('quotes:details.notCurrent')}</Text>
      ) : null}

      <QuoteLinesTable
        worksheet={worksheet}
        declinedLineIds={declinedLineIds(approval.data)}
        onRemove={editable ? (line) => remove.mutate(line.worksheetDetailId) : undefined}
        removing={remove.isPending}
        onQuantityChange={
          editable
            ? (line, quantity) =>
                update.mutateAsync({ worksheetDetailId: line.worksheetDetailId, quantity })
            : undefined
        }
      />

      <Stack gap={4} align="flex-end" aria-label={t('quotes:details.totals')} role="group">
        <Text size="sm">{t('quotes:details.itemCount', { count: worksheet.totalItems })}</Text>
        {costSubtotal !== null ? (
          <Text className={classes.cost}>
            {t('quotes:details.costSubtotal')}:{' '}
            <strong>{formatMoney(costSubtotal, i18n.language)}</strong>
          </Text>
        ) : null}
        <Text size={worksheet.partsTax || worksheet.laborTax ? 'md' : 'lg'}>
          {t('quotes:details.totalPrice')}:{' '}
          <strong>{formatMoney(worksheet.totalPrice, i18n.language)}</strong>
        </Text>
        {/* The shop's taxes and the total with them: the server's (shared quote-taxes.ts). */}
        {worksheet.partsTax ? (
          <Text size="sm">
            {t('quotes:details.partsTax', { rate: worksheet.partsTax.rate })}:{' '}
            {formatMoney(worksheet.partsTax.amount, i18n.language)}
          </Text>
        ) : null}
        {worksheet.laborTax ? (
          <Text size="sm">
            {t('quotes:details.laborTax', { rate: worksheet.laborTax.rate })}:{' '}
            {formatMoney(worksheet.laborTax.amount, i18n.language)}
          </Text>
        ) : null}
        {worksheet.partsTax || worksheet.laborTax ? (
          <Text size="lg">
            {t('quotes:details.totalWithTax')}:{' '}
            <strong>{formatMoney(worksheet.totalWithTax, i18n.language)}</strong>
          </Text>
        ) : null}
      </Stack>

      <ApprovalPanel
        worksheet={worksheet}
        status={approval}
        hasCustomer={hasCustomer}
        isOrder={isOrder}
        onApplied={() => setFocusSubmit(true)}
      />

      {editable ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.noPrint}>
          {user.data && !isLaborHidden(user.data) ? (
            <Paper withBorder p="md">
              <LaborForm
                worksheetId={worksheet.worksheetId}
                defaultRate={worksheet.shopLaborRate}
              />
            </Paper>
          ) : null}
          <Paper withBorder p="md" ref={submitRef} tabIndex={-1}>
            <SubmitOrderForm
              worksheetId={worksheet.worksheetId}
              po={{
                poVisible: preference?.poVisible ?? false,
                poRequired: preference?.poRequired ?? false,
                poValidationMask: preference?.poValidationMask ?? null,
              }}
              attributes={attributes}
              onSubmitted={onSubmitted}
            />
          </Paper>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * The quote's name (R-QUOTE-8), optional, for any open quote of the shop: saved with the button
 * or Enter; an empty name removes it. A failure keeps what was typed, with the message under it.
 */
function QuoteNameForm({ worksheet }: { worksheet: Worksheet }) {
  const { t } = useTranslation();
  const rename = useRenameWorksheet(worksheet.worksheetId);
  const [name, setName] = useState(worksheet.name ?? '');
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  return (
    <form
      className={classes.noPrint}
      onSubmit={(event) => {
        event.preventDefault();
        setState('idle');
        rename.mutate(name, {
          onSuccess: (saved) => {
            setName(saved.name ?? '');
            setState('saved');
          },
          onError: () => setState('failed'),
        });
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('quotes:name.label')}
          description={t('quotes:name.description')}
          maxLength={QUOTE_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setState('idle');
          }}
          error={state === 'failed' ? t('quotes:name.failed') : undefined}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="default" loading={rename.isPending}>
          {t('quotes:name.save')}
        </Button>
      </Group>
      {state === 'saved' ? (
        <Text size="sm" role="status" mt={4}>
          {t('quotes:name.saved')}
        </Text>
      ) : null}
    </form>
  );
}

/** A labelled value; with `to`, the value links there (the quote's customer record). */
function Field({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fw={600}>
          {value}
        </Anchor>
      ) : (
        <Text fw={600}>{value}</Text>
      )}
    </div>
  );
}
