import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Worksheet, WorksheetLine } from '@procounter/shared/contracts/worksheet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, viewPrice } from '@/lib/prices';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { readLineQuantity } from '../utils/line-quantity';
import { groupQuoteLines, partLabel } from '../utils/quote-lines';
import { isNonProductLine } from '../utils/quote-prices';
import classes from './quote-pages.module.css';

interface QuoteLinesTableProps {
  worksheet: Worksheet;
  /** Remove buttons on the top lines (the current, open quote only). */
  onRemove?: (line: WorksheetLine) => void;
  removing?: boolean;
  /** Quantity inputs on the top lines (the current, open quote only); rejects on a failure. */
  onQuantityChange?: (line: WorksheetLine, quantity: number) => Promise<unknown>;
}

/**
 * A line's quantity as an input (R-QUOTE-9): whole numbers for parts and kits, hours with 2
 * decimals for labor; the arrow keys step it. It commits on Enter or when it loses the focus,
 * checks the server's rules first and shows what is wrong under it; a refused change keeps what
 * was typed, with the message, so nothing is lost.
 */
function LineQuantityInput({
  line,
  onCommit,
}: {
  line: WorksheetLine;
  onCommit: (line: WorksheetLine, quantity: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const whole = line.itemType === 'PART' || line.itemType === 'KIT_SUMMARY';
  const [text, setText] = useState(String(line.userSpecifiedQuantity));
  const [error, setErrorState] = useState<string | null>(null);
  const errorRef = useRef<string | null>(null);
  const setError = (key: string | null) => {
    errorRef.current = key;
    setErrorState(key);
  };
  const sent = useRef<number | null>(null);
  // The server's quantity, once it changes (this change answered, or another tab's), unless the
  // field holds a refused value the user is still to correct.
  useEffect(() => {
    sent.current = null;
    if (errorRef.current === null) setText(String(line.userSpecifiedQuantity));
  }, [line.userSpecifiedQuantity]);

  const commit = async () => {
    const read = readLineQuantity(text, whole);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    if (read.value === line.userSpecifiedQuantity || read.value === sent.current) {
      setError(null);
      return;
    }
    sent.current = read.value;
    setError(null);
    try {
      await onCommit(line, read.value);
    } catch (failure) {
      sent.current = null;
      setError(worksheetErrorKey(failure) ?? 'common:quotes.line.quantityFailed');
    }
  };

  return (
    <NumberInput
      size="xs"
      className={classes.quantity}
      ml="auto"
      hideControls
      allowNegative={false}
      allowDecimal={!whole}
      decimalScale={whole ? 0 : 2}
      clampBehavior="none"
      inputMode={whole ? 'numeric' : 'decimal'}
      aria-label={t(
        line.itemType === 'LABOR'
          ? 'common:quotes.line.hoursLabel'
          : 'common:quotes.line.quantityLabel',
        { description: line.description },
      )}
      value={text}
      onChange={(value) => setText(String(value))}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        }
      }}
      error={error ? t(error) : undefined}
      styles={{ input: { textAlign: 'end' } }}
    />
  );
}

/** R-QUOTE-10: a part line's availability at the home store, in words (never by colour only). */
function Availability({ line }: { line: WorksheetLine }) {
  const { t } = useTranslation();
  if (!line.availability) return null;
  // Words in the body colour: they read at any background (the striped and hovered rows too).
  return (
    <Text size="xs" fw={600} data-availability={line.availability}>
      <VisuallyHidden>{t('common:quotes.availability.label')}: </VisuallyHidden>
      {t(`common:quotes.availability.${line.availability}`, { onHand: line.quantityOnHand ?? 0 })}
    </Text>
  );
}

/** A price cell: 2 decimals, nothing for 0 or less, 'Call for Pricing' for none. */
function Price({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation();
  const view = viewPrice(value, i18n.language);
  if (view.kind === 'amount') return <>{view.text}</>;
  if (view.kind === 'callForPricing') return <>{t('common:quote.callForPricing')}</>;
  return null;
}

/**
 * The quote's lines (R-QUOTE-3, R-QUOTE-4): kit summaries with their components indented under
 * them, quantities (inputs on the current open quote), availability of parts while the quote is
 * open, unit cost (left out when the shop hides costs, and on phones), unit price and extended
 * price: a phone keeps the price the customer is charged.
 */
export function QuoteLinesTable({
  worksheet,
  onRemove,
  removing,
  onQuantityChange,
}: QuoteLinesTableProps) {
  const { t, i18n } = useTranslation();
  const showCosts = !worksheet.hideCosts && worksheet.totalCostOrder !== null;
  // Availability is what an order would get: shown until the quote is ordered.
  const showAvailability = worksheet.status === 'OPEN';
  const groups = groupQuoteLines(worksheet.items);

  const row = (line: WorksheetLine, component: boolean) => {
    const nonProduct = isNonProductLine(line);
    const warning = line.itemType === 'WARNING';
    const label = partLabel(line);
    const className = [component ? classes.component : '', warning ? classes.warning : '']
      .filter(Boolean)
      .join(' ');
    return (
      <Table.Tr key={line.worksheetDetailId} className={className || undefined}>
        <Table.Td>
          <Text size="sm" fw={component ? 400 : 600}>
            {component ? (
              <VisuallyHidden>{t('common:quotes.details.kitComponent')}: </VisuallyHidden>
            ) : null}
            {warning ? `${t('common:quotes.details.warning')}: ` : null}
            {line.itemType === 'LABOR' ? `${t('common:quotes.details.labor')}: ` : null}
            {line.description}
          </Text>
          {label ? (
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          ) : null}
          {showAvailability ? <Availability line={line} /> : null}
        </Table.Td>
        <Table.Td className={classes.numeric}>
          {warning ? null : onQuantityChange && !component ? (
            <LineQuantityInput line={line} onCommit={onQuantityChange} />
          ) : line.itemType === 'LABOR' ? (
            t('common:quotes.details.hours', {
              hours: formatQuantity(line.userSpecifiedQuantity, i18n.language),
            })
          ) : (
            formatQuantity(line.userSpecifiedQuantity, i18n.language)
          )}
        </Table.Td>
        {showCosts ? (
          <Table.Td className={`${classes.numeric} ${classes.cost} ${classes.wide}`}>
            {warning || nonProduct ? null : <Price value={line.itemCost} />}
          </Table.Td>
        ) : null}
        <Table.Td className={classes.numeric}>
          {warning ? null : <Price value={line.customerPrice} />}
        </Table.Td>
        <Table.Td className={classes.numeric}>
          {warning ? null : (
            <Price value={line.customerPrice === null ? null : line.extendedPrice} />
          )}
        </Table.Td>
        {onRemove ? (
          <Table.Td className={classes.noPrint}>
            {component ? null : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('common:quotes.details.removeLine', {
                  description: line.description,
                })}
                aria-disabled={removing || undefined}
                onClick={() => {
                  if (!removing) onRemove(line);
                }}
              >
                <span aria-hidden>✕</span>
              </ActionIcon>
            )}
          </Table.Td>
        ) : null}
      </Table.Tr>
    );
  };

  if (groups.length === 0) {
    return <Text c="dimmed">{t('common:quotes.details.noLines')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table
        className={classes.lines}
        verticalSpacing="xs"
        striped={false}
        aria-label={t('common:quotes.details.lines')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common:quotes.columns.description')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('common:quotes.columns.quantity')}</Table.Th>
            {showCosts ? (
              <Table.Th className={`${classes.numeric} ${classes.cost} ${classes.wide}`}>
                {t('common:quotes.columns.cost')}
              </Table.Th>
            ) : null}
            <Table.Th className={classes.numeric}>{t('common:quotes.columns.price')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('common:quotes.columns.extended')}</Table.Th>
            {onRemove ? (
              <Table.Th className={classes.noPrint}>
                <VisuallyHidden>{t('common:quotes.columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.flatMap((group) => [
            row(group.line, false),
            ...group.components.map((component) => row(component, true)),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
