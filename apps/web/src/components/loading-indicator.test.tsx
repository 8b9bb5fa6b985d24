import { resources } from '@procounter/shared/i18n/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { LoadingIndicator } from './loading-indicator';

describe('loading indicator', () => {
  it('is a status named Loading…, in the current language', async () => {
    renderWithProviders(<LoadingIndicator />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('status', { name: resources.es.common.loading })).toBeVisible();
  });

  it('names what is loading when told', () => {
    renderWithProviders(<LoadingIndicator label="Loading parts" />);
    expect(screen.getByRole('status', { name: 'Loading parts' })).toBeVisible();
  });
});
