import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * The barcodes VIN labels use: Code 39 and Data Matrix, also Code 128 and QR codes. The names are
 * the BarcodeDetector's (the browser's own decoder, where there is one).
 */
export const VIN_BARCODE_FORMATS = ['code_39', 'data_matrix', 'code_128', 'qr_code'] as const;

const ZXING_FORMATS = [
  BarcodeFormat.CODE_39,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.CODE_128,
  BarcodeFormat.QR_CODE,
];

/** An image as a canvas gives it (ImageData): RGBA bytes, row by row. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The image's luminance, one byte a pixel (ITU-R 601 weights, integer arithmetic). */
export function luminanceOf({ data, width, height }: RgbaImage): Uint8ClampedArray {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 4) {
    luminance[i] = (data[p]! * 306 + data[p + 1]! * 601 + data[p + 2]! * 117) >> 10;
  }
  return luminance;
}

/**
 * A decoder of VIN barcodes in images (zxing, bundled: no network), used on camera frames where
 * the browser has no BarcodeDetector, and by the tests on generated images. Answers the barcode's
 * text, or null when the image shows none it can read.
 */
export function createBarcodeDecoder(): (image: RgbaImage) => string | null {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, ZXING_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  return (image) => {
    const source = new RGBLuminanceSource(luminanceOf(image), image.width, image.height);
    try {
      return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source))).getText();
    } catch {
      // NotFound, checksum and format errors: no barcode read in this frame.
      return null;
    } finally {
      reader.reset();
    }
  };
}
