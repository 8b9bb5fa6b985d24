import { resources } from '@procounter/shared/i18n/index';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, makeUser } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

// Issue 19: a refused new password says why, in the user's language.

const en = resources.en.auth.accountErrors;

async function openPage(loginName = 'newhire') {
  const server = servePortal(installFakeServer(), {
    user: makeUser({ loginName, passwordChangeRequired: true }),
  });
  beginSession(makeTokens());
  const { router } = renderAppAt('/security-change');
  await waitFor(() => expect(router.state.location.pathname).toBe('/security-change'));
  await screen.findByLabelText('Current password');
  return server;
}

async function submit(newPassword: string) {
  await userEvent.type(screen.getByLabelText('Current password'), 'procounter-demo');
  await userEvent.type(screen.getByLabelText('New password'), newPassword);
  await userEvent.type(screen.getByLabelText('Confirm new password'), newPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/security-change', () => {
  it("shows the server's reason when the new password is a common one", async () => {
    const server = await openPage();
    server.on('POST', '/api/user/securityChange', {
      status: 400,
      body: {
        code: 'PASSWORD_COMMON',
        message: en.PASSWORD_COMMON,
        details: [{ path: 'newPassword', message: en.PASSWORD_COMMON }],
      },
    });
    await submit('password12');
    expect(await screen.findByText(en.PASSWORD_COMMON)).toBeVisible();
    // The field says why; the page's generic failure does not stand in for it.
    expect(screen.queryByText('The password could not be changed. Please try again.')).toBeNull();
  });

  it('refuses the login name, one repeated character and spaces before sending anything', async () => {
    const server = await openPage('newhire');
    await submit('newhire1234');
    expect(await screen.findByText(en.PASSWORD_CONTAINS_LOGIN_NAME)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await submit('1111111111');
    expect(await screen.findByText(en.PASSWORD_REPEATED_CHARACTER)).toBeVisible();
    expect(server.callsTo('POST', '/api/user/securityChange')).toHaveLength(0);
  });

  it('says so when a support user acting for the account tries it', async () => {
    const server = await openPage();
    server.on('POST', '/api/user/securityChange', {
      status: 403,
      body: { code: 'MASQUERADE_FORBIDDEN', message: en.MASQUERADE_FORBIDDEN },
    });
    await submit('caliper-bracket-torque-9');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', en.MASQUERADE_FORBIDDEN);
  });
});
