/**
 * A part number as the catalog matches it: upper case, letters and digits only, so 'mgd-1234 a'
 * finds MGD1234A. The parts generator stores it with each product (products.part_number_key),
 * catalog search looks a typed part number up by it, and stock orders match pasted lines with it.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
