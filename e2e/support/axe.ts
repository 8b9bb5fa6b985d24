import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA and what it includes: the level every screen of the suite is held to. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The page's WCAG 2.2 AA violations, or those inside `include` (a selector) only. Legacy mode runs axe in the page itself: the app has no
 * frames, and it spares the blank page the default mode opens for every scan.
 */
export async function scanPage(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** A violation as one line: rule, then the elements it was found on, so a report says where to look. */
export function describeViolation(violation: Violation): string {
  return `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
}

/** Fails naming each violation; `what` names the screen in the failure. */
export async function expectNoAxeViolations(page: Page, what: string) {
  expect((await scanPage(page)).map(describeViolation), what).toEqual([]);
}
