import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens, makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { LanguageSelect } from './language-select';
import { ProfileLanguageSelect } from './profile-language-select';

describe('language selector', () => {
  it('switches to Spanish, stores the choice and saves it to the profile as form data', async () => {
    const saved = makeUser({
      userPreference: {
        languageCode: 'es',
        catalogNavigationTab: 1,
        selectedStylesheet: 1,
        selectedShopId: 1001,
      },
    });
    const server = installFakeServer()
      .on('POST', '/api/user/savePreferences', { body: saved })
      .on('GET', '/api/current/user', { body: saved });
    beginSession(makeTokens());
    renderWithProviders(<ProfileLanguageSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(storage.readValue('locale')).toBe('es');
    expect(await screen.findByLabelText('Idioma')).toBeVisible();
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/user/savePreferences')).toHaveLength(1),
    );
    const [request] = server.callsTo('POST', '/api/user/savePreferences');
    expect(request?.body).toBe('languageCode=es');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('while a support user acts for the account, switches the language without saving it', async () => {
    // The server refuses preference changes in a masquerade session (issue 19).
    const server = installFakeServer().on('GET', '/api/current/user', {
      body: makeUser({ masquerade: true, masqueradeBy: 'support' }),
    });
    beginSession(makeTokens());
    renderWithProviders(<ProfileLanguageSelect />);
    await waitFor(() => expect(server.callsTo('GET', '/api/current/user')).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(storage.readValue('locale')).toBe('es');
    expect(server.callsTo('POST', '/api/user/savePreferences')).toHaveLength(0);
  });

  it('before login only stores the choice', async () => {
    const server = installFakeServer();
    renderWithProviders(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(storage.readValue('locale')).toBe('es'));
    expect(server.requests).toHaveLength(0);
  });
});
