import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { STATIC_DATA } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AppFooter } from './app-footer';

describe('footer', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    installFakeServer().on('GET', '/api/current/static', { body: STATIC_DATA });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the copyright from 2011 to the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 4, 1));
    renderWithProviders(<AppFooter languageSelector={null} />);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2011–2031');
  });

  it('links both documents and shows the version line', async () => {
    renderWithProviders(<AppFooter languageSelector={null} year={2026} />);
    expect(screen.getByRole('link', { name: /Drop Box Slip/ }).getAttribute('href')).toBe(
      '/docs/drop-box-slip.pdf',
    );
    expect(screen.getByRole('link', { name: /Vehicle Inspection Form/ }).getAttribute('href')).toBe(
      '/docs/vehicle-inspection-form.pdf',
    );
    expect(await screen.findByText('2.0.0 · web-1 · 2026.06')).toBeVisible();
  });
});
