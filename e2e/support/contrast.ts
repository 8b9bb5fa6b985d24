import { expect, type Locator, type Page } from '@playwright/test';
import { type AxeResults, analyzePage, describeViolation, violationsOf } from './axe';

/** WCAG 2.2 AA, 1.4.3: text has to reach 4.5:1 with what is painted behind it. */
export const AA_TEXT_CONTRAST = 4.5;

/** One text as a reader sees it, and what axe made of it. */
export interface TextReading {
  text: string;
  color: string;
  background: string;
  /** Rounded down to 2 decimals, as axe reports it. */
  ratio: number;
  /** 'passed', 'failed', 'incomplete: <axe's reason>' or 'not evaluated'. */
  axe: string;
}

interface AxeVerdicts {
  passed: string[];
  failed: string[];
  incomplete: [target: string, reason: string][];
}

/** The color-contrast rule's nodes by outcome, as selectors the page can resolve. */
function verdictsOf(results: AxeResults): AxeVerdicts {
  const nodes = (group: AxeResults['passes']) =>
    group.find((result) => result.id === 'color-contrast')?.nodes ?? [];
  const target = (node: { target: unknown[] }) => String(node.target[0]);
  return {
    passed: nodes(results.passes).map(target),
    failed: nodes(results.violations).map(target),
    incomplete: nodes(results.incomplete).map((node) => {
      const data = node.any[0]?.data as { messageKey?: string } | undefined;
      return [target(node), data?.messageKey ?? node.any[0]?.message ?? 'unknown'];
    }),
  };
}

/**
 * Every visible text inside `elements` (each element with text of its own), with its colour, the
 * colour behind it (its and its ancestors' backgrounds composited over the white canvas) and their
 * WCAG contrast, computed in the page from the computed styles; and axe's verdict on that element.
 */
async function readTexts(elements: Locator, verdicts: AxeVerdicts): Promise<TextReading[]> {
  return elements.evaluateAll((roots, { passed, failed, incomplete }) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const match = /^rgba?\(([^)]+)\)$/.exec(css);
      if (!match?.[1]) throw new Error(`a colour the check does not read: ${css}`);
      const [r = 0, g = 0, b = 0, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      const mix = (i: 0 | 1 | 2) =>
        alpha === 0 ? 0 : (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const hex = (c: Rgba) =>
      `#${c
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;
    const verdict = (element: Element) => {
      const is = (selector: string) => document.querySelector(selector) === element;
      if (passed.some(is)) return 'passed';
      if (failed.some(is)) return 'failed';
      const reason = incomplete.find(([selector]) => is(selector))?.[1];
      return reason ? `incomplete: ${reason}` : 'not evaluated';
    };
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );

    return roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((element) => hasOwnText(element) && element.checkVisibility())
        .map((element) => {
          let behind: Rgba = [255, 255, 255, 1];
          const layers: Rgba[] = [];
          for (let node: Element | null = element; node; node = node.parentElement) {
            layers.push(parse(getComputedStyle(node).backgroundColor));
          }
          for (const layer of layers.reverse()) behind = over(layer, behind);
          const color = over(parse(getComputedStyle(element).color), behind);
          const [light, dark] = [luminance(color), luminance(behind)].sort((a, b) => b - a) as [
            number,
            number,
          ];
          return {
            text: (element.textContent ?? '').trim(),
            color: hex(color),
            background: hex(behind),
            ratio: Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100,
            axe: verdict(element),
          };
        }),
    );
  }, verdicts);
}

/**
 * The page passes axe (WCAG 2.2 AA, unreadable "incomplete" texts counted as violations) and every
 * text inside `elements` reaches `minimum` contrast, computed here from its colours, with axe's
 * color-contrast rule having evaluated it: passed, or incomplete (when it cannot tell the
 * background, e.g. under an overlapping element) and then readable by the computation. Answers
 * the readings.
 */
export async function expectReadable(
  page: Page,
  what: string,
  elements: Locator,
  minimum = AA_TEXT_CONTRAST,
): Promise<TextReading[]> {
  const results = await analyzePage(page);
  expect(violationsOf(results).map(describeViolation), `${what}: axe`).toEqual([]);
  const readings = await readTexts(elements, verdictsOf(results));
  expect(readings.length, `${what}: texts to check`).toBeGreaterThan(0);
  const unreadable = readings
    .filter(
      (reading) =>
        reading.ratio < minimum || reading.axe === 'failed' || reading.axe === 'not evaluated',
    )
    .map(
      (reading) =>
        `"${reading.text}" ${reading.color} on ${reading.background}: ${reading.ratio}:1, axe ${reading.axe}`,
    );
  expect(unreadable, `${what}: texts under ${minimum}:1 or not evaluated by axe`).toEqual([]);
  return readings;
}
