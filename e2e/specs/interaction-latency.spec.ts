import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { infoBar } from '../support/quote';
import { expect, test } from '../support/test';
import {
  expectNoVehicle,
  openSelector,
  searchPlate,
  startWithoutVehicle,
  vehicleToggle,
} from '../support/vehicle';

// Issue 7: Interaction to Next Paint under 100 ms while a person types in the three boxes people type
// in most: the part search for a selected vehicle, the year/make/model pickers and the Help Center
// search. web-vitals measures it in the page as a browser in the field would; every figure is
// attached to the test (annotation "INP") so a report can quote it.

const INP_BUDGET_MS = 100;

// No trace: its screencast has the compositor copy every frame out for the trace's film strip,
// which in this headless, software-rendered browser adds 30 to 80 ms to every frame's
// presentation, and so to every interaction measured (a person's browser copies nothing).
test.use({ trace: 'off' });
/** A fast typist: about 12 keys a second. */
const KEY_DELAY_MS = 80;

// The IIFE build is not among the package's exports: it sits beside the attribution build.
const WEB_VITALS = join(
  dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

interface Latency {
  inp: {
    value: number;
    target: string;
    type: string;
    /** Its parts: waiting for the main thread, running handlers, and until the frame shows. */
    inputDelay: number;
    processing: number;
    presentation: number;
  } | null;
  /** Each interaction's longest event duration, in ms. */
  interactions: number[];
}

/** Loads web-vitals before the app in every document of the page and records INP in it. */
async function recordInp(page: Page) {
  // Init scripts run inside a function: the IIFE's `var webVitals` has to be made global.
  await page.addInitScript({
    content: `${readFileSync(WEB_VITALS, 'utf8')};window.webVitals = webVitals;`,
  });
  await page.addInitScript(() => {
    const latency: Latency = { inp: null, interactions: [] };
    const byInteraction = new Map<number, number>();
    Object.assign(window, { __latency: latency });
    // Every change of INP (not only the one sent when the page is hidden), counting interactions
    // from 16 ms, the shortest the Event Timing API reports.
    (window as unknown as { webVitals: typeof import('web-vitals/attribution') }).webVitals.onINP(
      (metric) => {
        latency.inp = {
          value: metric.value,
          target: metric.attribution.interactionTarget,
          type: metric.attribution.interactionType,
          inputDelay: Math.round(metric.attribution.inputDelay),
          processing: Math.round(metric.attribution.processingDuration),
          presentation: Math.round(metric.attribution.presentationDelay),
        };
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        byInteraction.set(
          entry.interactionId,
          Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
      latency.interactions = [...byInteraction.values()];
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * The page's INP so far: the page is made hidden, as when a person switches tabs, which is when
 * web-vitals reports its final value, after two frames for the last entries to arrive.
 */
async function readInp(page: Page, what: string): Promise<number> {
  const latency = await page.evaluate(async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __latency: Latency }).__latency;
  });
  const sorted = [...latency.interactions].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const inp = latency.inp?.value ?? 0;
  const parts = latency.inp
    ? `${latency.inp.type} on ${latency.inp.target}: input delay ${latency.inp.inputDelay}, ` +
      `processing ${latency.inp.processing}, presentation ${latency.inp.presentation}`
    : 'no interaction over 16 ms';
  const line =
    `${what}: INP ${inp} ms (${parts}), ` +
    `${sorted.length} interactions of 16 ms or more, median ${median} ms, max ${sorted.at(-1) ?? 0} ms`;
  test.info().annotations.push({ type: 'INP load', description: line });
  console.log(line);
  // A person typed: a run that recorded no interaction measured nothing.
  expect(
    latency.interactions.length + (latency.inp ? 1 : 0),
    `${what}: interactions`,
  ).toBeGreaterThan(0);
  return inp;
}

/**
 * How long a person's pointer rests on a control before the click. Playwright's click moves the
 * pointer and presses in the same instant, which no hand does; the app loads a control's code when
 * the pointer comes to it (the search's suggestions, the vehicle selector's forms).
 */
const POINTER_REST_MS = 100;

/** Moves the pointer to the control, where it comes to rest before a click, as a person's does. */
async function pointTo(control: Locator) {
  await control.hover();
  await control.page().waitForTimeout(POINTER_REST_MS);
}

/** Clicks the box and types into it key by key, as a person does. */
async function typeInto(box: Locator, text: string) {
  await pointTo(box);
  await box.click();
  await box.page().keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Page loads measured per box: their median INP is held to the budget. */
const RUNS = 3;

/**
 * Runs `typing` on RUNS fresh page loads (each starts its own INP) and answers the median INP:
 * the machine runs other work, and one load that lands on a busy moment is not the app's figure.
 * Every run's figure is attached.
 */
async function medianInp(page: Page, what: string, typing: () => Promise<void>) {
  const figures: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await typing();
    figures.push(await readInp(page, `${what}, load ${run}`));
  }
  const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  const line = `${what}: median INP ${median} ms over ${RUNS} loads (${figures.join(', ')} ms)`;
  test.info().annotations.push({ type: 'figure', description: line });
  console.log(line);
  return median;
}

test('typing in the part search for a selected vehicle answers within 100 ms', async ({
  page,
  shopUser: _newUser,
}) => {
  test.setTimeout(90_000);
  // From the next load on: each figure below is taken on a load of its own.
  await recordInp(page);
  await expectNoVehicle(page);
  const plates = await searchPlate(page, 'TX', 'SHOP123');
  await plates.getByRole('button', { name: /2013 Ford F-150/ }).click();
  const box = infoBar(page).getByRole('combobox', { name: 'Search products' });
  const inp = await medianInp(page, 'part search', async () => {
    // A fresh document, so only the typing below counts.
    await page.reload();
    await typeInto(box, 'brake pads');
    await expect(page.getByRole('option', { name: 'Disc Brake Pad', exact: true })).toBeVisible();
  });
  expect(inp).toBeLessThan(INP_BUDGET_MS);
});

test('typing in the year, make, model and engine pickers answers within 100 ms', async ({
  page,
  shopUser: _newUser,
}) => {
  test.setTimeout(90_000);
  await recordInp(page);
  const pickers: [label: string, typed: string, option: string][] = [
    ['Year', '2013', '2013'],
    ['Make', 'Ford', 'Ford'],
    ['Model', 'F-150', 'F-150'],
    ['Engine', '3.5L V6', '3.5L V6 Gas'],
  ];
  const inp = await medianInp(page, 'vehicle pickers', async () => {
    // Reloads: the count starts with the selector opening.
    await startWithoutVehicle(page);
    await pointTo(vehicleToggle(page));
    const panel = await openSelector(page, 'Year/Make/Model');
    for (const [label, text, option] of pickers) {
      const input = panel.getByRole('textbox', { name: label, exact: true });
      await typeInto(input, text);
      await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(input).toHaveValue(option);
    }
  });
  expect(inp).toBeLessThan(INP_BUDGET_MS);
});

test('typing in the Help Center search answers within 100 ms', async ({ page }) => {
  test.setTimeout(60_000);
  await recordInp(page);
  const inp = await medianInp(page, 'help search', async () => {
    await page.goto('/help');
    await typeInto(page.getByRole('search').getByRole('searchbox'), 'windshield wiper');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help\/search\/windshield%20wiper$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
  expect(inp).toBeLessThan(INP_BUDGET_MS);
});
