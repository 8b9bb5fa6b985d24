import { screen } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InfoBar } from './info-bar';

/** jsdom has no IntersectionObserver: this one hands its callback to the test. */
let observed: Element[] = [];
let report: IntersectionObserverCallback = () => {};

class IntersectionObserverStub {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe(target: Element) {
    observed.push(target);
  }
  disconnect() {
    observed = [];
  }
}

/** The sentinel above the bar at `top` (px from the window's top edge). */
function sentinelAt(top: number) {
  const entry = {
    isIntersecting: top >= 0,
    boundingClientRect: { top } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
  act(() => report([entry], {} as IntersectionObserver));
}

describe('info bar', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observed = [];
  });

  it('holds the vehicle toggle, the search and the mini quote, in a region of its own', () => {
    renderWithProviders(
      <InfoBar
        vehicleToggle={<button type="button">Add Vehicle</button>}
        search={<input type="search" aria-label="Search products" />}
        miniQuote={<a href="/q">Go To Quote</a>}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Vehicle, search and quote' });
    expect(bar.contains(screen.getByRole('button', { name: 'Add Vehicle' }))).toBe(true);
    expect(bar.contains(screen.getByRole('searchbox', { name: 'Search products' }))).toBe(true);
    expect(bar.contains(screen.getByRole('link', { name: 'Go To Quote' }))).toBe(true);
    // The observed sentinel sits right above the bar, outside it.
    expect(observed).toHaveLength(1);
    expect(observed[0]!.nextElementSibling).toBe(bar);
  });

  it('tells once each time it becomes stuck, and marks itself while stuck', () => {
    const onStuck = vi.fn();
    renderWithProviders(<InfoBar onStuck={onStuck} />);
    const bar = screen.getByRole('region', { name: 'Vehicle, search and quote' });
    sentinelAt(96);
    expect(onStuck).not.toHaveBeenCalled();
    expect(bar.hasAttribute('data-stuck')).toBe(false);
    sentinelAt(-1);
    sentinelAt(-200);
    expect(onStuck).toHaveBeenCalledOnce();
    expect(bar.hasAttribute('data-stuck')).toBe(true);
    sentinelAt(40);
    expect(bar.hasAttribute('data-stuck')).toBe(false);
    sentinelAt(-3);
    expect(onStuck).toHaveBeenCalledTimes(2);
  });

  it('uses the latest handler: none at narrow widths', () => {
    const onStuck = vi.fn();
    let setHandler: (handler: (() => void) | undefined) => void = () => {};
    function Harness() {
      const [handler, set] = useState<(() => void) | undefined>(undefined);
      setHandler = (next) => set(() => next);
      return <InfoBar onStuck={handler} />;
    }
    renderWithProviders(<Harness />);
    sentinelAt(-10);
    sentinelAt(10);
    // The app layer passes a handler once the window is medium or wider.
    act(() => setHandler(onStuck));
    sentinelAt(-10);
    expect(onStuck).toHaveBeenCalledOnce();
    expect(observed).toHaveLength(1);
  });
});
