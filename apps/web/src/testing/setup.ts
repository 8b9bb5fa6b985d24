/**
 * jsdom lacks a few browser APIs Mantine uses; these stand-ins do nothing, which is what a test
 * needs. Plain functions (not vi.fn) so restoreMocks between tests leaves them working.
 */
// jest-dom's matchers (toBeVisible, toHaveTextContent, toHaveAccessibleName, ...) on expect.
import '@testing-library/jest-dom/vitest';
import { resources } from '@procounter/shared/i18n/index';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { resetSessionForTests } from '@/lib/session';
import { resetToasts } from '@/lib/toasts';
import { resetVehicleSelector } from '@/lib/vehicle-selector';
import { takeFakeServerProblems } from '@/testing/fake-fetch';

// findBy / waitFor give up after 5 s instead of 1 s: on a busy machine a render can take that long.
configure({ asyncUtilTimeout: 5000 });

const noop = () => {};

/** The width media queries see: a desktop (1280 px); a test of a phone stubs matchMedia itself. */
const VIEWPORT_EM = 80;

/** Whether a query of min-width and max-width conditions in em (lib/media-queries.ts) matches. */
function matchesViewport(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)em\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, side, em]) =>
      side === 'min' ? VIEWPORT_EM >= Number(em) : VIEWPORT_EM <= Number(em),
    )
  );
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matchesViewport(query),
    media: query,
    onchange: null,
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = noop;
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// jsdom loads no style sheet and so never says one has loaded: a sheet linked while the app runs
// (lib/stylesheet.ts) is reported loaded at once, as a browser does once it has arrived. Once per
// document: the files of a worker may share one (vitest.config.ts, isolate false).
const observedHeadsKey = Symbol.for('procounter.test.observedHeads');
const holder = globalThis as { [observedHeadsKey]?: WeakSet<HTMLHeadElement> };
holder[observedHeadsKey] ??= new WeakSet();
const observedHeads = holder[observedHeadsKey];
if (!observedHeads.has(document.head)) {
  observedHeads.add(document.head);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
          node.dispatchEvent(new Event('load'));
        }
      }
    }
  }).observe(document.head, { childList: true });
}

// Every catalog up front, so tests render synchronously in either language.
void initI18n('en', { resources });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  resetToasts();
  resetVehicleSelector();
  // The fake server is strict (fake-fetch.ts): a call it has no handler for, or a body its
  // contract refuses, fails the test that made it.
  const problems = takeFakeServerProblems();
  if (problems.length > 0) {
    throw new Error(`The fake server found:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
});
