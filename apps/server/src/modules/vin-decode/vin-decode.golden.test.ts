import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { decodeVin } from './vin-decode.service';

/**
 * The golden set (golden/README.md): VINs with the year, make and model a published source gives,
 * NHTSA's own recorded answer where there is one. Every VIN is decoded offline and compared; the
 * disagreements are printed, so a change of the decoder or of corgi's vPIC data shows what moved.
 */

interface GoldenVin {
  vin: string;
  year: string;
  make: string;
  model: string;
  source: string;
  ref: string;
}
interface Source {
  kind: 'nhtsa' | 'other';
}

const golden = parse(readFileSync(new URL('./golden/golden-vins.csv', import.meta.url)), {
  columns: true,
  skip_empty_lines: true,
}) as GoldenVin[];
const sources = JSON.parse(
  readFileSync(new URL('./golden/sources.json', import.meta.url), 'utf8'),
) as Record<string, Source>;

const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/**
 * Names as sources write them differ in case, punctuation and how much they say: 'RAM 1500' and
 * '1500' (the make repeated), 'GLE-Class' and 'GLE', 'Acadia 1/2 Ton SLE-1' and 'Acadia' (a trim or
 * body after the model name), 'RS 5' and 'RS5'. Two model names agree when, without the make's words
 * in front and a trailing 'Class', they spell the same letters and digits or one starts with all
 * the words of the other.
 */
function sameModel(make: string, a: string, b: string): boolean {
  const makeWords = words(make);
  const bare = (model: string) => {
    let w = words(model);
    if (
      makeWords.length > 0 &&
      makeWords.every((m, i) => w[i] === m) &&
      w.length > makeWords.length
    )
      w = w.slice(makeWords.length);
    if (w.length > 1 && w.at(-1) === 'CLASS') w = w.slice(0, -1);
    return w;
  };
  const x = bare(a);
  const y = bare(b);
  if (x.length > 0 && x.join('') === y.join('')) return true;
  const n = Math.min(x.length, y.length);
  return n > 0 && x.slice(0, n).every((word, i) => word === y[i]);
}

const sameMake = (a: string, b: string) => words(a).join('') === words(b).join('');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('golden VINs', () => {
  it('lists at least 150 VINs of 25 makes, each with its source', () => {
    expect(golden.length).toBeGreaterThanOrEqual(150);
    expect(new Set(golden.map((g) => words(g.make).join(''))).size).toBeGreaterThanOrEqual(25);
    for (const g of golden) expect(sources[g.source], g.vin).toBeDefined();
    expect(new Set(golden.map((g) => g.vin)).size).toBe(golden.length);
  });

  it('decodes to the year, make and model of the sources', { timeout: 300_000 }, async () => {
    const rows: { entry: GoldenVin; nhtsa: boolean; agrees: boolean; got: string }[] = [];
    for (const entry of golden) {
      const decoded = await decodeVin(t, entry.vin).catch((error: Error) => error);
      const got =
        decoded instanceof Error
          ? `error ${decoded.message}`
          : `${decoded.year ?? '?'} ${decoded.make ?? '?'} ${decoded.model ?? '?'}`;
      const agrees =
        !(decoded instanceof Error) &&
        decoded.year === Number(entry.year) &&
        decoded.make !== null &&
        decoded.model !== null &&
        sameMake(decoded.make, entry.make) &&
        sameModel(entry.make, decoded.model, entry.model);
      rows.push({ entry, nhtsa: sources[entry.source]?.kind === 'nhtsa', agrees, got });
    }
    const share = (list: typeof rows) => list.filter((r) => r.agrees).length / list.length;
    const nhtsa = rows.filter((r) => r.nhtsa);
    const disagreements = rows.filter((r) => !r.agrees);
    console.log(
      [
        `golden VINs: NHTSA-sourced ${nhtsa.filter((r) => r.agrees).length}/${nhtsa.length} ` +
          `(${(share(nhtsa) * 100).toFixed(1)}%), all ${rows.length - disagreements.length}/` +
          `${rows.length} (${(share(rows) * 100).toFixed(1)}%)`,
        ...disagreements.map(
          ({ entry, nhtsa: fromNhtsa, got }) =>
            `  ${entry.vin} [${fromNhtsa ? 'NHTSA' : entry.source}] expected ${entry.year} ` +
            `${entry.make} ${entry.model}, decoded ${got}`,
        ),
      ].join('\n'),
    );

    for (const vin of ['1FTFW5L86RFB45612', '1FTFW4L86RFA86622']) {
      expect(
        rows.find((r) => r.entry.vin === vin),
        vin,
      ).toMatchObject({ agrees: true });
    }
    expect(share(nhtsa)).toBeGreaterThanOrEqual(0.99);
    expect(share(rows)).toBeGreaterThanOrEqual(0.97);
  });
});

describe('name agreement', () => {
  it.each([
    ['RAM', '1500', 'RAM 1500'],
    ['Mercedes-Benz', 'GLE-Class', 'GLE'],
    ['GMC', 'Acadia', 'Acadia 1/2 Ton SLE-1'],
    ['Honda', 'Civic Si', 'Civic'],
    ['Audi', 'RS 5', 'RS5'],
  ])('%s %s and %s are the same model', (make, a, b) => {
    expect(sameModel(make, a, b)).toBe(true);
    expect(sameModel(make, b, a)).toBe(true);
  });

  it.each([
    ['Ford', 'F-150', 'F-550'],
    ['Ford', 'F-150', 'F-450'],
    ['BMW', '325i', '328i'],
    ['Mercedes-Benz', 'C-Class', 'CLK-Class'],
  ])('%s %s and %s are not', (make, a, b) => {
    expect(sameModel(make, a, b)).toBe(false);
  });
});
