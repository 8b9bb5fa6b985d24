import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import {
  computeQuoteTotals,
  formatUsd,
  lineExtended,
  type MoneyLine,
  type QuoteViewer,
  viewQuoteLines,
} from '@procounter/shared/domain/quote-totals';
import { type CapabilityUser, isLaborHidden } from '@procounter/shared/domain/roles';

// What a caller may see of a quote, decided in one place: every answer that carries a quote's
// lines or totals (mini quote summaries of every change, the full quote and its enterprise naming,
// search rows, order status, submit, stock orders' addProducts) is built by these functions from
// the caller's QuoteViewer, so hideCosts and hidden labor cannot be forgotten by one route. The
// arithmetic is the shared quote-totals module's, the one the web app reads too.

export type { QuoteViewer } from '@procounter/shared/domain/quote-totals';

/** The caller's view: costs hidden for a hideCosts shop, labor hidden for RO writer users. */
export function quoteViewerOf(user: CapabilityUser, shop: { hideCosts: boolean }): QuoteViewer {
  return { hideCosts: shop.hideCosts, hideLabor: isLaborHidden(user) };
}

/** The totals fields of the full quote, submit and status, as the caller sees them. */
export function presentQuoteTotals(lines: readonly MoneyLine[], viewer: QuoteViewer) {
  const totals = computeQuoteTotals(lines, viewer);
  return {
    totalItems: totals.itemCount,
    totalPrice: totals.priceTotal,
    formattedTotalPrice: formatUsd(totals.priceTotal),
    totalCostOrder: totals.costSubtotal,
    formattedTotalCostOrder: totals.costSubtotal === null ? null : formatUsd(totals.costSubtotal),
  };
}

/** A line of a mini quote as worksheets.repository's findWorksheetItems reads it. */
export interface SummaryLineRow extends MoneyLine {
  id: number;
  description: string;
  baseVehicleId: number | null;
  productId: number | null;
  brandId: number | null;
}

/**
 * The worksheet in short (the mini quote, and the answer of every change of its lines): the lines
 * the caller sees (a kit's components right after it, worksheetKit true on both) and the totals
 * over them.
 */
export function presentQuoteSummary(
  worksheet: { id: number; name: string | null },
  rows: readonly SummaryLineRow[],
  viewer: QuoteViewer,
): QuoteSummary {
  const lines = viewQuoteLines(rows, viewer);
  const totals = computeQuoteTotals(lines, viewer);
  return {
    quoteProducts: lines.map(
      (line): QuoteItem => ({
        id: line.id,
        miniQuoteKey: `${line.itemType}_${line.id}`,
        itemType: line.itemType,
        itemDescription: line.description,
        itemQuantity: line.quantity,
        itemCost: line.itemCost,
        customerPrice: line.customerPrice,
        extendedPrice: lineExtended(line.quantity, line.customerPrice),
        extendedCost: lineExtended(line.quantity, line.itemCost),
        worksheetKit: line.itemType === 'KIT_SUMMARY' || line.parentItemId !== null,
        catalogKey:
          line.productId !== null && line.brandId !== null
            ? `${line.productId}_${line.brandId}`
            : null,
        vehicleId: line.baseVehicleId,
        analyticsCategory: null,
      }),
    ),
    quoteDetails: {
      subtotalCost: totals.costSubtotal,
      subtotalPrice: totals.priceTotal,
      totalItems: totals.itemCount,
      worksheetHeaderId: worksheet.id,
      worksheetName: worksheet.name,
    },
  };
}
