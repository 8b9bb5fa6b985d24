import bwipjs from 'bwip-js/generic';

/** An RGBA image, as a canvas's ImageData holds it. */
export interface BarcodeImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** What bwip-js's raw encoding gives: bars and spaces (linear), or a module matrix (2D). */
type Raw = { sbs: number[] } | { pixs: number[]; pixx: number; pixy: number };

/** Code 39 or Data Matrix of a text, drawn black on white with a quiet zone (bwip-js encodes). */
export function barcodeImage(symbol: 'code39' | 'datamatrix', text: string): BarcodeImage {
  const raw = (bwipjs.raw(symbol, text, {}) as Raw[])[0];
  if (!raw) throw new Error(`bwip-js encoded nothing for ${symbol}`);
  if ('sbs' in raw) return linearImage(raw.sbs, 3, 90);
  return matrixImage(raw.pixs, raw.pixx, raw.pixy, 8);
}

function blankImage(width: number, height: number): BarcodeImage {
  return { data: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
}

function paint(image: BarcodeImage, x0: number, y0: number, w: number, h: number) {
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const p = (y * image.width + x) * 4;
      image.data[p] = 0;
      image.data[p + 1] = 0;
      image.data[p + 2] = 0;
    }
  }
}

/** Bars and spaces (widths in modules, a bar first), each module `scale` pixels wide. */
function linearImage(sbs: number[], scale: number, height: number): BarcodeImage {
  const quiet = 12 * scale;
  const width = Math.round(sbs.reduce((sum, w) => sum + w, 0) * scale) + 2 * quiet;
  const image = blankImage(width, height + 2 * quiet);
  let x = quiet;
  sbs.forEach((modules, index) => {
    const w = Math.round(modules * scale);
    if (index % 2 === 0) paint(image, x, quiet, w, height);
    x += w;
  });
  return image;
}

/** A matrix of dark (1) and light modules, row by row, each `scale` pixels square. */
function matrixImage(pixs: number[], columns: number, rows: number, scale: number): BarcodeImage {
  const quiet = 4 * scale;
  const image = blankImage(columns * scale + 2 * quiet, rows * scale + 2 * quiet);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (pixs[row * columns + column]) {
        paint(image, quiet + column * scale, quiet + row * scale, scale, scale);
      }
    }
  }
  return image;
}
