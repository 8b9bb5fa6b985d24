import encodeQR from 'qr';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules: 4 is the standard's, which every reader expects. */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, one unit per module. */
export function qrPath(text: string): { size: number; path: string } {
  const matrix = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  let path = '';
  matrix.forEach((row, y) => {
    // A run of dark modules is one rectangle.
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size: matrix.length, path };
}

/**
 * The link as a QR code the customer scans with a phone (decisions/032): drawn from the code's
 * module matrix as one SVG path (no markup string set as HTML), black on white with its quiet
 * zone, `label` its text alternative. This module loads with the send dialog only.
 */
export function ApprovalQrCode({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(url), [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      data-qr-modules={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
