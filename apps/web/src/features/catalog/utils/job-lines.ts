import type { PackageJobGroup, PackageJobParts } from '@procounter/shared/contracts/package-job';
import { computeQuoteTotals, type MoneyLine } from '@procounter/shared/domain/quote-totals';
import { checkQuantity, type QuantityCheck } from './quantity';

/**
 * The choices of a job's view (issue 25 part 2): per part type group the product to add (the
 * best match to start with) or none, and its quantity as typed; the lines Add sends; the total of
 * the chosen lines, computed by the shared quote money (line extended amounts in cents), so it is
 * what the quote will show once they are on it.
 */
export interface GroupChoice {
  /** null: 'None', the part type is left out (or nothing fits). */
  productId: number | null;
  quantityText: string;
}

export type JobChoices = Record<string, GroupChoice>;

/** A group is one part type at one position (a job has each once per position). */
export const groupKey = (group: Pick<PackageJobGroup, 'partTypeId' | 'position'>) =>
  `${group.partTypeId}|${group.position ?? ''}`;

/** The best match of each group preselected, at the group's quantity. */
export function initialChoices(groups: readonly PackageJobGroup[]): JobChoices {
  return Object.fromEntries(
    groups.map((group) => {
      const best = group.products.find((p) => p.productId === group.bestProductId);
      const productId = best?.productId ?? group.products[0]?.productId ?? null;
      return [groupKey(group), { productId, quantityText: String(group.quantity) }];
    }),
  );
}

interface ChosenGroup {
  group: PackageJobGroup;
  product: PackageJobGroup['products'][number];
  check: QuantityCheck;
}

function chosenGroups(groups: readonly PackageJobGroup[], choices: JobChoices): ChosenGroup[] {
  return groups.flatMap((group) => {
    const choice = choices[groupKey(group)];
    const product = group.products.find((p) => p.productId === choice?.productId);
    if (!choice || !product) return [];
    return [{ group, product, check: checkQuantity(choice.quantityText) }];
  });
}

export type JobLinesCheck =
  | { ok: true; lines: { productId: number; quantity: number }[] }
  | { ok: false; invalid: { key: string; reason: 'invalid' | 'tooMany' }[] };

/** The lines Add sends, or the groups whose quantity is not a whole number from 1 to 1000. */
export function jobLines(groups: readonly PackageJobGroup[], choices: JobChoices): JobLinesCheck {
  const chosen = chosenGroups(groups, choices);
  const invalid = chosen.flatMap(({ group, check }) =>
    check.ok ? [] : [{ key: groupKey(group), reason: check.reason }],
  );
  if (invalid.length > 0) return { ok: false, invalid };
  return {
    ok: true,
    lines: chosen.map(({ product, check }) => ({
      productId: product.productId,
      quantity: check.ok ? check.quantity : 1,
    })),
  };
}

export interface JobTotal {
  /** The customer price total of the chosen lines (and the labor when added). */
  total: number;
  /** A chosen part has no price ('Call for Pricing'): the total leaves it out. */
  missingPrice: boolean;
}

/** The total of the chosen lines with a valid quantity, as quote-totals computes a quote's. */
export function jobTotal(
  parts: Pick<PackageJobParts, 'groups' | 'labor' | 'hideCosts'>,
  choices: JobChoices,
  withLabor: boolean,
): JobTotal {
  const chosen = chosenGroups(parts.groups, choices);
  const lines: MoneyLine[] = chosen.flatMap(({ product, check }) =>
    check.ok
      ? [
          {
            itemType: 'PART' as const,
            quantity: check.quantity,
            itemCost: product.cost,
            customerPrice: product.customerPrice,
            parentItemId: null,
          },
        ]
      : [],
  );
  if (withLabor && parts.labor) {
    lines.push({
      itemType: 'LABOR',
      quantity: parts.labor.hours,
      itemCost: null,
      customerPrice: parts.labor.rate,
      parentItemId: null,
    });
  }
  const { priceTotal } = computeQuoteTotals(lines, {
    hideCosts: parts.hideCosts,
    hideLabor: false,
  });
  return {
    total: priceTotal,
    missingPrice: chosen.some(({ product }) => product.customerPrice === null),
  };
}
