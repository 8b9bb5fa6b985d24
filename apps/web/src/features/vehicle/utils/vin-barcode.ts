import { isVin, normalizeVinInput } from '@procounter/shared/validation/rules';

/**
 * The VIN a scanned barcode carries, or null when it carries none (issue 21, VIN scan): the text
 * is normalized as the VIN box does (R-VAL-2), the leading 'I' (import) some Code 39 VIN labels
 * carry before the 17 characters is dropped, and a label with more text (a QR code) is searched
 * for a VIN. Only a full VIN with a valid check digit (shared isVin) is taken: a misread of a
 * barcode without a checksum never fills the box.
 */
export function vinFromBarcode(text: string): string | null {
  const value = normalizeVinInput(text);
  if (isVin(value)) return value;
  if (value.length === 18 && value.startsWith('I') && isVin(value.slice(1))) return value.slice(1);
  for (const match of text.toUpperCase().matchAll(/[A-HJ-NPR-Z0-9]{17}/g)) {
    if (isVin(match[0])) return match[0];
  }
  return null;
}
