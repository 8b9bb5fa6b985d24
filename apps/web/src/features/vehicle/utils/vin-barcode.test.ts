import { describe, expect, it } from 'vitest';
import { barcodeImage } from '../testing/barcode-images';
import { createBarcodeDecoder } from './decode-barcode';
import { vinFromBarcode } from './vin-barcode';

const VIN = '1HGCM82633A004352';

describe('scanning a VIN barcode', () => {
  const decode = createBarcodeDecoder();

  it('reads the VIN of a Code 39 label, dropping the leading I of the import label', () => {
    const text = decode(barcodeImage('code39', `I${VIN}`));
    expect(text).toBe(`I${VIN}`);
    expect(vinFromBarcode(text ?? '')).toBe(VIN);
  });

  it('reads the VIN of a Data Matrix label', () => {
    const text = decode(barcodeImage('datamatrix', VIN));
    expect(text).toBe(VIN);
    expect(vinFromBarcode(text ?? '')).toBe(VIN);
  });

  it('reads nothing in an image without a barcode', () => {
    const blank = { data: new Uint8ClampedArray(200 * 100 * 4).fill(255), width: 200, height: 100 };
    expect(decode(blank)).toBeNull();
  });
});

describe('vinFromBarcode', () => {
  it('takes a full VIN with a valid check digit, upper-cased, found in a longer text', () => {
    expect(vinFromBarcode(VIN.toLowerCase())).toBe(VIN);
    expect(vinFromBarcode(`VIN: ${VIN} / 2003`)).toBe(VIN);
  });

  it('refuses a VIN whose check digit is wrong, a partial VIN and other barcodes', () => {
    expect(vinFromBarcode('1HGCM82643A004352')).toBeNull();
    expect(vinFromBarcode('1HGCM8263')).toBeNull();
    expect(vinFromBarcode('0123456789012')).toBeNull();
  });
});
