import { LOGIN_ERROR_KEYS } from '@procounter/shared/contracts/errors';
import { resources } from '@procounter/shared/i18n/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { failLoginWith, submitLogin as submit } from '@/testing/login';
import { renderAppAt, renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';

const SPEC_MESSAGES: Record<string, string> = {
  OAUTH_LOGIN_ERROR: 'An error occurred, please login again',
  LOGIN_AUTHENTICATION_FAILED: 'Your username and/or password is incorrect. Please try again.',
  INVALID: 'Your username and/or password is incorrect. Please try again.',
  LOGIN_REQUIRED: 'Please login to continue',
  LOGIN_TEMP_PASSWORD_EXPIRED:
    'The temporary password for this username has expired. Please reset the password associated with this username again.',
};

const ignore = () => undefined;

describe('login page errorKey messages', () => {
  it.each(Object.entries(SPEC_MESSAGES))(
    '%s shows the spec message in English',
    async (key, text) => {
      renderWithProviders(<LoginPage errorKey={key} onErrorKey={ignore} />);
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );

  it.each(LOGIN_ERROR_KEYS)('%s shows its Spanish message in Spanish', async (key) => {
    await i18n.changeLanguage('es');
    renderWithProviders(<LoginPage errorKey={key} onErrorKey={ignore} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(resources.es.auth.errorKeys[key]);
    expect(alert.textContent).not.toBe(resources.en.auth.errorKeys[key]);
  });

  it('EXCESSIVE_FAILED_LOGINS has a message of its own', async () => {
    renderWithProviders(<LoginPage errorKey="EXCESSIVE_FAILED_LOGINS" onErrorKey={ignore} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/locked/i);
  });

  it('an unknown errorKey shows nothing', () => {
    renderWithProviders(<LoginPage errorKey="NOT_A_KEY" onErrorKey={ignore} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('login form', () => {
  it('labels its inputs and asks for both fields', async () => {
    const server = installFakeServer();
    renderWithProviders(<LoginPage errorKey={null} onErrorKey={ignore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('inside the app, a failed login puts the server code in the URL and shows its message', async () => {
    const server = failLoginWith('LOGIN_AUTHENTICATION_FAILED');
    const { router } = renderAppAt('/login');
    await screen.findByRole('button', { name: 'Log in' });
    await submit('tech', 'wrong-password');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?errorKey=LOGIN_AUTHENTICATION_FAILED'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      SPEC_MESSAGES.LOGIN_AUTHENTICATION_FAILED,
    );
    expect(JSON.parse(server.callsTo('POST', '/api/auth/rest/login')[0]?.body ?? '{}')).toEqual({
      loginName: 'tech',
      password: 'wrong-password',
    });
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('a refused login for too many tries says so, with no errorKey', async () => {
    failLoginWith('RATE_LIMITED', 429);
    const onErrorKey = vi.fn();
    renderWithProviders(<LoginPage errorKey={null} onErrorKey={onErrorKey} />);
    await submit('tech', 'procounter-demo');
    expect((await screen.findByRole('alert')).textContent).toBe(
      resources.en.auth.login.rateLimited,
    );
    expect(onErrorKey).not.toHaveBeenCalled();
  });

  it('a successful login begins the session with the answered tokens', async () => {
    installFakeServer().on('POST', '/api/auth/rest/login', { body: makeTokens() });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginPage errorKey={null} onErrorKey={ignore} onLoggedIn={onLoggedIn} />);
    await submit('tech', 'procounter-demo');
    await waitFor(() => expect(getSession().auth?.access_token).toBe('access-1'));
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });
});
