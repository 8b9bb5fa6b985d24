import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA and what it includes: the level every screen of the suite is held to. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/**
 * Why axe leaves a text's contrast "incomplete" though it computed both colours and found them too
 * close: text the colour of its background (1:1) might be hidden on purpose, and a text of one
 * character (×, a count) might be an icon. A reader sees neither; the suite counts them as
 * color-contrast violations. (The selected part types, KIT flags and quote status badges were
 * blue 9 on blue 9 and passed every scan this way.)
 */
const UNREADABLE_INCOMPLETE = new Set(['equalRatio', 'shortTextContent']);

/** The color-contrast nodes axe left incomplete but whose colours it computed as unreadable. */
export function unreadableIncomplete(results: AxeResults): Violation[] {
  const contrast = results.incomplete.find((result) => result.id === 'color-contrast');
  const nodes = (contrast?.nodes ?? []).filter((node) => {
    const data = node.any[0]?.data as
      | { messageKey?: string; fgColor?: string; bgColor?: string }
      | undefined;
    return UNREADABLE_INCOMPLETE.has(data?.messageKey ?? '') && !!data?.fgColor && !!data.bgColor;
  });
  return contrast && nodes.length > 0 ? [{ ...contrast, nodes }] : [];
}

/** Waits, in the page, for 150 ms without DOM changes (at most 2 s) and for finite animations. */
export async function settleInPage() {
  await new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 150);
    });
    const cap = setTimeout(done, 2000);
    function done() {
      observer.disconnect();
      clearTimeout(cap);
      clearTimeout(quiet);
      resolve();
    }
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, 150);
  });
  // A dialog fading in has low contrast until its transition ends; spinners never end.
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.race([
    Promise.allSettled(finite.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]);
}

export interface ScanOptions {
  /**
   * Whether to wait for the page to settle first (settleInPage), true unless the caller just has:
   * a scan run while a transition or a late render is under way sees colours and elements half
   * way, which a reader never does (a text fading in is unreadable until it has).
   */
  settle?: boolean;
}

/**
 * axe's full results (violations, passes, incomplete) on the page at rest, or inside `include` (a
 * selector) only. Legacy mode runs axe in the page itself: the app has no frames, and it spares
 * the blank page the default mode opens for every scan.
 */
export async function analyzePage(
  page: Page,
  include?: string,
  { settle = true }: ScanOptions = {},
): Promise<AxeResults> {
  if (settle) await page.evaluate(settleInPage);
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (include) builder.include(include);
  return builder.analyze();
}

/** The violations of axe's results, with the unreadable text it left incomplete among them. */
export function violationsOf(results: AxeResults): Violation[] {
  return [...results.violations, ...unreadableIncomplete(results)];
}

/** The page's WCAG 2.2 AA violations, or those inside `include` (a selector) only. */
export async function scanPage(
  page: Page,
  include?: string,
  options?: ScanOptions,
): Promise<Violation[]> {
  return violationsOf(await analyzePage(page, include, options));
}

/**
 * A violation as one line: rule, then the elements it was found on (with the contrast axe measured,
 * for color-contrast), so a report says where to look.
 */
export function describeViolation(violation: Violation): string {
  const where = violation.nodes.map((node) => {
    const ratio = (node.any[0]?.data as { contrastRatio?: number } | undefined)?.contrastRatio;
    return `${node.target.join(' ')}${typeof ratio === 'number' ? ` (${ratio}:1)` : ''}`;
  });
  return `${violation.id}: ${where.join(', ')}`;
}

/** Fails naming each violation; `what` names the screen in the failure. */
export async function expectNoAxeViolations(page: Page, what: string) {
  expect((await scanPage(page)).map(describeViolation), what).toEqual([]);
}
