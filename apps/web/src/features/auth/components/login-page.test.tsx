import { LOGIN_ERROR_KEYS } from '@procounter/shared/contracts/errors';
import { resources } from '@procounter/shared/i18n/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';

const SPEC_MESSAGES: Record<string, string> = {
  OAUTH_LOGIN_ERROR: 'An error occurred, please login again',
  LOGIN_AUTHENTICATION_FAILED: 'Your username and/or password is incorrect. Please try again.',
  INVALID: 'Your username and/or password is incorrect. Please try again.',
  LOGIN_REQUIRED: 'Please login to continue',
  LOGIN_TEMP_PASSWORD_EXPIRED:
    'The temporary password for this username has expired. Please reset the password associated with this username again.',
};

describe('login page errorKey messages', () => {
  it.each(Object.entries(SPEC_MESSAGES))(
    '%s shows the spec message in English',
    async (key, text) => {
      renderWithProviders(<LoginPage />, { path: `/login?errorKey=${key}` });
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );

  it.each(LOGIN_ERROR_KEYS)('%s shows its Spanish message in Spanish', async (key) => {
    await i18n.changeLanguage('es');
    renderWithProviders(<LoginPage />, { path: `/login?errorKey=${key}` });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(resources.es.auth.errorKeys[key]);
    expect(alert.textContent).not.toBe(resources.en.auth.errorKeys[key]);
  });

  it('EXCESSIVE_FAILED_LOGINS has a message of its own', async () => {
    renderWithProviders(<LoginPage />, { path: '/login?errorKey=EXCESSIVE_FAILED_LOGINS' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/locked/i);
  });

  it('an unknown errorKey shows nothing', () => {
    renderWithProviders(<LoginPage />, { path: '/login?errorKey=NOT_A_KEY' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('login form', () => {
  it('labels its inputs and asks for both fields', async () => {
    const server = installFakeServer();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('a failed login puts the server code in the URL and shows its message', async () => {
    const server = installFakeServer().on('POST', '/api/auth/rest/login', {
      status: 401,
      body: { code: 'LOGIN_AUTHENTICATION_FAILED', message: 'Authentication failed' },
    });
    const { router } = renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Username'), 'tech');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?errorKey=LOGIN_AUTHENTICATION_FAILED'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      SPEC_MESSAGES.LOGIN_AUTHENTICATION_FAILED,
    );
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({
      loginName: 'tech',
      password: 'wrong-password',
    });
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('a successful login begins the session with the answered tokens', async () => {
    installFakeServer().on('POST', '/api/auth/rest/login', { body: makeTokens() });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Username'), 'tech');
    await userEvent.type(screen.getByLabelText('Password'), 'procounter-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getSession().auth?.access_token).toBe('access-1'));
  });
});
