import { render, screen } from '@testing-library/react';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { ApprovalQrCode, qrPath } from './approval-qr-code';

const URL_SENT = 'https://procounter.example/approve/Zk3v9Q1x_-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';

/** The drawn path back as pixels (4 per module, RGBA), the way a camera would see the code. */
function rasterize({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        const at = (py * width + px) * 4;
        data[at] = 0;
        data[at + 1] = 0;
        data[at + 2] = 0;
      }
    }
  }
  return { width, height: width, data };
}

describe('the QR code of an approval link', () => {
  it('carries the link: the drawn code reads back as the URL', () => {
    const drawn = qrPath(URL_SENT);
    expect(drawn.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(decodeQR(rasterize(drawn))).toBe(URL_SENT);
  });

  it('is an image named for what it is, with its quiet zone', () => {
    render(<ApprovalQrCode url={URL_SENT} label="QR code of the link" />);
    const image = screen.getByRole('img', { name: 'QR code of the link' });
    const modules = Number(image.getAttribute('data-qr-modules'));
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${modules} ${modules}`);
    // The 4-module quiet zone: nothing dark in the first 4 rows or columns.
    expect(qrPath(URL_SENT).path).not.toMatch(/M[0-3] |M\d+ [0-3]h/);
  });
});
