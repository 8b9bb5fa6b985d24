import { resources } from '@procounter/shared/i18n/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '@/testing/fake-fetch';
import { renderAppAt } from '@/testing/render';

// Issue 24: "Forgot password?" and the mailed link's page, without a session.

const en = resources.en.auth;
const pr = resources.en.passwordReset;
const TOKEN = 'A'.repeat(43);

describe('/forgot-password', () => {
  it('asks for a name or address, sends it, and says the same whatever the answer', async () => {
    const server = installFakeServer().on('POST', '/api/auth/rest/forgotPassword', {
      status: 202,
      body: null,
    });
    renderAppAt('/forgot-password');
    const field = await screen.findByLabelText(pr.forgot.login);
    await userEvent.click(screen.getByRole('button', { name: pr.forgot.submit }));
    expect(await screen.findByText(pr.forgot.required)).toBeVisible();
    expect(server.callsTo('POST', '/api/auth/rest/forgotPassword')).toHaveLength(0);

    await userEvent.type(field, '  tech ');
    await userEvent.click(screen.getByRole('button', { name: pr.forgot.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(pr.forgot.sent);
    const [call] = server.callsTo('POST', '/api/auth/rest/forgotPassword');
    expect(JSON.parse(call?.body ?? '')).toEqual({ login: 'tech' });
    expect(screen.getByRole('link', { name: pr.forgot.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says so when too many requests came from here', async () => {
    installFakeServer().on('POST', '/api/auth/rest/forgotPassword', {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests; try again in 1 minute' },
    });
    renderAppAt('/forgot-password');
    await userEvent.type(await screen.findByLabelText(pr.forgot.login), 'tech');
    await userEvent.click(screen.getByRole('button', { name: pr.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.login.rateLimited);
  });
});

describe('/reset-password', () => {
  async function submit(password: string, confirm = password) {
    await userEvent.type(
      await screen.findByLabelText(resources.en.auth.securityChange.newPassword),
      password,
    );
    await userEvent.type(screen.getByLabelText(en.securityChange.confirmPassword), confirm);
    await userEvent.click(screen.getByRole('button', { name: pr.reset.submit }));
  }

  it('sets the new password with the link’s token, then leads to login', async () => {
    const server = installFakeServer().on('POST', '/api/auth/rest/resetPassword', {
      status: 204,
      body: null,
    });
    renderAppAt(`/reset-password?token=${TOKEN}`);
    await submit('new brake season 9', 'new brake season 8');
    expect(await screen.findByText(en.securityChange.mismatch)).toBeVisible();
    expect(server.callsTo('POST', '/api/auth/rest/resetPassword')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(en.securityChange.confirmPassword));
    await userEvent.type(
      screen.getByLabelText(en.securityChange.confirmPassword),
      'new brake season 9',
    );
    await userEvent.click(screen.getByRole('button', { name: pr.reset.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(pr.reset.done);
    expect(
      JSON.parse(server.callsTo('POST', '/api/auth/rest/resetPassword')[0]?.body ?? ''),
    ).toEqual({
      token: TOKEN,
      newPassword: 'new brake season 9',
    });
    expect(screen.getByRole('link', { name: pr.reset.toLogin })).toHaveAttribute('href', '/login');
  });

  it('shows the spec’s message for an expired link and offers a new one', async () => {
    installFakeServer().on('POST', '/api/auth/rest/resetPassword', {
      status: 400,
      body: {
        code: 'LOGIN_TEMP_PASSWORD_EXPIRED',
        message: en.errorKeys.LOGIN_TEMP_PASSWORD_EXPIRED,
      },
    });
    renderAppAt(`/reset-password?token=${TOKEN}`);
    await submit('new brake season 9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The temporary password for this username has expired. Please reset the password associated with this username again.',
    );
    expect(screen.getByRole('link', { name: pr.reset.askAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says the same for a link without a token, before any call', async () => {
    const server = installFakeServer();
    renderAppAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.errorKeys.LOGIN_TEMP_PASSWORD_EXPIRED,
    );
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/auth/rest/resetPassword')).toHaveLength(0),
    );
  });

  it('shows a rule the server refuses at the field', async () => {
    installFakeServer().on('POST', '/api/auth/rest/resetPassword', {
      status: 400,
      body: {
        code: 'PASSWORD_COMMON',
        message: en.accountErrors.PASSWORD_COMMON,
        details: [{ path: 'newPassword', message: en.accountErrors.PASSWORD_COMMON }],
      },
    });
    renderAppAt(`/reset-password?token=${TOKEN}`);
    await submit('password12');
    expect(await screen.findByText(en.accountErrors.PASSWORD_COMMON)).toBeVisible();
  });
});

describe('/login', () => {
  it('links to "Forgot password?"', async () => {
    installFakeServer();
    renderAppAt('/login');
    expect(await screen.findByRole('link', { name: en.forgotPassword.link })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
