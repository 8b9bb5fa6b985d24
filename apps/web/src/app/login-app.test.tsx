import { resources } from '@procounter/shared/i18n/index';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { failLoginWith, submitLogin } from '@/testing/login';
import { LoginApp } from './login-app';

const ignore = () => undefined;

describe('login.html, the login page on its own', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const renderLoginApp = (onLoggedIn: () => Promise<void> = vi.fn(async () => undefined)) => {
    const onFormFocus = vi.fn();
    render(<LoginApp i18n={i18n} onLoggedIn={onLoggedIn} onFormFocus={onFormFocus} env="test" />);
    return { onLoggedIn, onFormFocus };
  };

  it('shows the errorKey of its URL, the public header, the language selector and its title', async () => {
    window.history.replaceState(null, '', '/login?errorKey=LOGIN_REQUIRED');
    renderLoginApp();
    expect((await screen.findByRole('alert')).textContent).toBe(
      resources.en.auth.errorKeys.LOGIN_REQUIRED,
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('ProCounter')).toBeVisible();
    expect(header.getByText('Professional Services')).toBeVisible();
    expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('ProCounter - Log in'));
  });

  it('switches to Spanish in place', async () => {
    window.history.replaceState(null, '', '/login');
    renderLoginApp();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByLabelText('Idioma')).toBeVisible();
    expect(screen.getByText('Servicios Profesionales')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/help');
    await waitFor(() =>
      expect(document.title).toBe(`ProCounter - ${resources.es.auth.login.title}`),
    );
  });

  it('a failed login replaces the URL with the errorKey, without a new history entry', async () => {
    window.history.replaceState(null, '', '/login');
    failLoginWith('LOGIN_AUTHENTICATION_FAILED');
    const { onLoggedIn } = renderLoginApp();
    const entries = window.history.length;
    await submitLogin('tech', 'wrong-password');
    await waitFor(() =>
      expect(window.location.search).toBe('?errorKey=LOGIN_AUTHENTICATION_FAILED'),
    );
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(entries);
    expect((await screen.findByRole('alert')).textContent).toBe(
      resources.en.auth.errorKeys.LOGIN_AUTHENTICATION_FAILED,
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('fetches the app when the form is used, and starts it once the session has begun', async () => {
    window.history.replaceState(null, '', '/login');
    installFakeServer().on('POST', '/api/auth/rest/login', { body: makeTokens() });
    let started: () => void = ignore;
    const onLoggedIn = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
    const { onFormFocus } = renderLoginApp(onLoggedIn);
    await submitLogin('tech', 'procounter-demo');
    expect(onFormFocus).toHaveBeenCalled();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(getSession().auth?.access_token).toBe('access-1');
    // The button spins until the app has taken over.
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('data-loading')).toBe(true);
    started();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
  });
});
