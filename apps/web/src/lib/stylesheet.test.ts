import { describe, expect, it } from 'vitest';
import { loadStylesheet } from './stylesheet';

const linksTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.endsWith(href),
  );

// testing/setup.ts reports every linked sheet loaded, as a browser does once it has arrived.
describe('loadStylesheet', () => {
  it('links the sheet once and settles when it has loaded', async () => {
    const first = loadStylesheet('/assets/editor-1.css');
    expect(loadStylesheet('/assets/editor-1.css')).toBe(first);
    expect(linksTo('/assets/editor-1.css')).toHaveLength(1);
    await expect(first).resolves.toBeUndefined();
    await loadStylesheet('/assets/editor-1.css');
    expect(linksTo('/assets/editor-1.css')).toHaveLength(1);
  });
});
