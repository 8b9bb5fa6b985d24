import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Worksheet, WorksheetLine } from '@procounter/shared/contracts/worksheet';
import { useTranslation } from 'react-i18next';
import { formatQuantity, viewPrice } from '@/lib/prices';
import { groupQuoteLines, partLabel } from '../utils/quote-lines';
import { isNonProductLine } from '../utils/quote-prices';
import { LineQuantityInput } from './line-quantity-input';
import classes from './quote-pages.module.css';

interface QuoteLinesTableProps {
  worksheet: Worksheet;
  /** Remove buttons on the top lines (the current, open quote only). */
  onRemove?: (line: WorksheetLine) => void;
  removing?: boolean;
  /** Quantity inputs on the top lines (the current, open quote only); rejects on a failure. */
  onQuantityChange?: (line: WorksheetLine, quantity: number) => Promise<unknown>;
  /** Lines the customer declined on the approval link (issue 22), marked in words. */
  declinedLineIds?: ReadonlySet<number>;
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
  declinedLineIds,
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
              <VisuallyHidden>{t('quotes:details.kitComponent')}: </VisuallyHidden>
            ) : null}
            {warning ? `${t('quotes:details.warning')}: ` : null}
            {line.itemType === 'LABOR' ? `${t('quotes:details.labor')}: ` : null}
            {line.description}
          </Text>
          {label ? (
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          ) : null}
          {showAvailability ? <Availability line={line} /> : null}
          {declinedLineIds?.has(line.worksheetDetailId) ? (
            <Text size="xs" fw={700} c="red.9" data-declined-by-customer="">
              {t('quoteApproval:declinedMark')}
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td className={classes.numeric}>
          {warning ? null : onQuantityChange && !component ? (
            <LineQuantityInput
              itemType={line.itemType}
              description={line.description}
              quantity={line.userSpecifiedQuantity}
              onCommit={(quantity) => onQuantityChange(line, quantity)}
            />
          ) : line.itemType === 'LABOR' ? (
            t('quotes:details.hours', {
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
                aria-label={t('quotes:details.removeLine', {
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
    return <Text c="dimmed">{t('quotes:details.noLines')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table
        className={classes.lines}
        verticalSpacing="xs"
        striped={false}
        aria-label={t('quotes:details.lines')}
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
