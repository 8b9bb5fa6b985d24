import { VIN_BARCODE_FORMATS } from './decode-barcode';

/** Reads the barcode text in the video's current frame, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector for the VIN formats it supports, or null where it has none (or
 * none of them): then the bundled zxing decoder reads the frames.
 */
export async function browserBarcodeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = VIN_BARCODE_FORMATS.filter((format) => supported.includes(format));
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** Reads frames through a canvas and the bundled zxing decoder. */
export async function zxingBarcodeReader(): Promise<FrameReader> {
  const { createBarcodeDecoder } = await import('./decode-barcode');
  const decode = createBarcodeDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    return decode(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
