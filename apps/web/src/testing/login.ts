import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from './fake-fetch';

/** A fake API whose login answers `status` with the error `code`. */
export function failLoginWith(code: string, status = 401) {
  return installFakeServer().on('POST', '/api/auth/rest/login', {
    status,
    body: { code, message: 'Authentication failed' },
  });
}

/** Fills the login form and submits it, as a person would. */
export async function submitLogin(loginName: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), loginName);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}
