import {
  type BrowserContext,
  test as base,
  type Keyboard,
  type Locator,
  type Page,
} from '@playwright/test';
import { describeViolation, scanPage, settleInPage } from './axe';
import { type ShopUserFixtures, shopUserFixtures } from './fixtures';

export { expect } from '@playwright/test';

// Every spec imports `test` from here. It gives the `shopUser` fixture (support/fixtures.ts): a
// new logged-in shop user of the test's own. And an automatic fixture scans each page state the suite reaches
// with axe (WCAG 2.2 AA), without the spec having to ask, and fails the test that reached a state
// with violations, at its end, naming rule, elements and state.
//
// A state is the language, the layout (phone or not), the route's path pattern and the names of the
// open dialogs. It is scanned once per spec file, the first time the suite is about to act on it (a
// click, a fill, a key press, a navigation away, closing the page) and at the end of each test:
// never while the test's own action runs, so a scan sees a page at rest, not one being changed
// under it, and runs at the same points every time.

/** Path patterns of routes with a parameter (route-table.ts, help-paths.ts, help-admin paths.ts). */
const PATH_PATTERNS: [RegExp, string][] = [
  [/^\/quote\/details\/[^/]+/, '/quote/details/:quoteId'],
  [/^\/customers\/details\/[^/]+/, '/customers/details/:id'],
  [/^\/help\/article\/title\/[^/]+/, '/help/article/title/:title'],
  [/^\/help\/(article|category|search)\/[^/]+/, '/help/$1/:param'],
  [
    /^\/support\/help-content\/(articles|categories)\/edit\/[^/]+/,
    '/support/help-content/$1/edit/:id',
  ],
];

/** The page's state, computed in the page; null when there is no app page to scan. */
function stateInPage(patterns: [string, string][]): string | null {
  if (!location.protocol.startsWith('http')) return null;
  let path = location.pathname.replace(/\/+$/, '') || '/';
  for (const [source, replacement] of patterns) {
    const pattern = new RegExp(source);
    if (pattern.test(path)) {
      path = path.replace(pattern, replacement);
      break;
    }
  }
  // Names are data at times ("Plate SHOP123 (TX)"): their first words say which dialog it is.
  const nameOf = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const name = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : (dialog.getAttribute('aria-label') ?? '');
    return name.trim().replace(/\d+/g, '#').split(/\s+/).slice(0, 2).join(' ') || '(unnamed)';
  };
  const dialogs = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
  ]
    .filter((dialog) => dialog.checkVisibility({ visibilityProperty: true }))
    .map(nameOf);
  const layout = window.innerWidth < 768 ? ' phone' : '';
  const open = dialogs.length > 0 ? ` + dialog ${dialogs.join(', ')}` : '';
  return `[${document.documentElement.lang || '?'}${layout}] ${path}${open}`;
}

const patternSources = PATH_PATTERNS.map(([pattern, replacement]): [string, string] => [
  pattern.source,
  replacement,
]);

/**
 * States scanned in the running spec file. Once per file, not per worker: which files a worker ran
 * before (the order, the split between workers, a worker started afresh after a failure) never
 * changes which states a file's tests scan, so a file's verdict is its own.
 */
const scanned = new Set<string>();
let scannedFile: string | undefined;
/** What the running test has found, reported at its end. */
let found: string[] | null = null;
let scanning = false;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((r) => setTimeout(r, ms))]);
}

/** Scans the page's state when this worker has not yet; never fails the action it precedes. */
async function auditPage(page: Page) {
  if (found === null || scanning || page.isClosed()) return;
  // A failed test's page is wherever the failure left it: not a state the suite meant to reach.
  const info = base.info();
  if (info.status !== 'passed') return;
  scanning = true;
  const started = Date.now();
  try {
    const before = await within(page.evaluate(stateInPage, patternSources), 2000);
    if (!before || scanned.has(before)) return;
    await within(page.evaluate(settleInPage), 4000);
    const state = await within(page.evaluate(stateInPage, patternSources), 2000);
    if (!state || scanned.has(state)) return;
    scanned.add(state);
    // Behind a modal dialog the page is inert and dimmed by the overlay: its own state (without
    // the dialog) is scanned on its own, so a modal state scans the dialog alone.
    const modal = state.includes(' + dialog ')
      ? await within(
          page.evaluate(() =>
            [...document.querySelectorAll('[aria-modal="true"]')].some((dialog) =>
              dialog.checkVisibility(),
            ),
          ),
          2000,
        )
      : false;
    const violations = await within(
      // Settled just above: the state is the one scanned.
      scanPage(page, modal ? '[aria-modal="true"]' : undefined, { settle: false }),
      20_000,
    );
    for (const violation of violations ?? [])
      found.push(`${state}: ${describeViolation(violation)}`);
  } catch {
    // The page navigated or closed under the check: the next action or the test's end scans it.
  } finally {
    scanning = false;
    // Scanning is not the test's work: it does not eat the test's time.
    info.setTimeout(info.timeout + (Date.now() - started));
  }
}

/** Wraps `names` on `prototype` so the page is audited before each of them runs. */
function auditBefore<T extends object>(
  prototype: T,
  names: string[],
  pageOf: (target: T) => Page | undefined,
) {
  const methods = prototype as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = async function (this: T, ...args: unknown[]) {
      const page = pageOf(this);
      if (page) await auditPage(page);
      return original.apply(this, args);
    };
  }
}

let installed = false;

/** Once per worker: audits before every action of Locator, Page, Keyboard and before a close. */
function install(page: Page) {
  if (installed) return;
  installed = true;
  auditBefore(
    Object.getPrototypeOf(page.locator('html')) as Locator,
    [
      'click',
      'dblclick',
      'fill',
      'clear',
      'press',
      'pressSequentially',
      'type',
      'check',
      'uncheck',
      'setChecked',
      'selectOption',
      'hover',
      'tap',
      'setInputFiles',
      'dragTo',
    ],
    (locator) => locator.page(),
  );
  auditBefore(
    Object.getPrototypeOf(page) as Page,
    [
      'goto',
      'reload',
      'goBack',
      'goForward',
      'click',
      'fill',
      'press',
      'type',
      'check',
      'selectOption',
      'close',
    ],
    (target) => target,
  );
  auditBefore(
    Object.getPrototypeOf(page.keyboard) as Keyboard,
    ['press', 'type', 'insertText', 'down'],
    (keyboard) => (keyboard as unknown as { _page?: Page })._page,
  );
  const contextPrototype = Object.getPrototypeOf(page.context()) as BrowserContext;
  const close = contextPrototype.close;
  contextPrototype.close = async function (this: BrowserContext, ...args) {
    for (const open of this.pages()) await auditPage(open);
    return close.apply(this, args);
  };
}

export const test = base.extend<{ axeAudit: undefined } & ShopUserFixtures>({
  ...shopUserFixtures,
  axeAudit: [
    async ({ browser }, use) => {
      // Prototypes are shared: a throwaway page of a throwaway context gives them.
      if (!installed) {
        const context = await browser.newContext();
        install(await context.newPage());
        await context.close();
      }
      const { file } = base.info();
      if (file !== scannedFile) {
        scanned.clear();
        scannedFile = file;
      }
      found = [];
      await use(undefined);
      const violations = found;
      found = null;
      if (violations.length > 0) {
        throw new Error(`axe (WCAG 2.2 AA) violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
