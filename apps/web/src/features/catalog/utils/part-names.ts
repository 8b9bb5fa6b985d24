import type { LookupProduct } from '@procounter/shared/contracts/product';

/** The part in short, for button names: 'WAG QC1234'. */
export const shortName = (product: Pick<LookupProduct, 'lineCode' | 'partNumber'>) =>
  `${product.lineCode} ${product.partNumber}`;
