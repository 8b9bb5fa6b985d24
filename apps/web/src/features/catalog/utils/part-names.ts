import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { TFunction } from 'i18next';

/** The part in short, for button names: 'WAG QC1234'. */
export const shortName = (product: Pick<LookupProduct, 'lineCode' | 'partNumber'>) =>
  `${product.lineCode} ${product.partNumber}`;

/**
 * A position as the caller's language names it (the catalog's English name when unknown); the
 * results, the filters and the jobs' groups use it.
 */
export function positionLabel(t: TFunction, position: string): string {
  return t(`catalog:attributes.positions.${position}` as 'catalog:attributes.positions.Front', {
    defaultValue: position,
  });
}
