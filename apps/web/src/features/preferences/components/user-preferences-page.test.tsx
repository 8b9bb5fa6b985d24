import type { User } from '@procounter/shared/contracts/user';
import { resources } from '@procounter/shared/i18n/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeShop, makeTokens, makeUser } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

// Issue 24, part 1: /admin/user, My preferences, rendered as the app renders it (the route puts the
// forced password page's form in it).

const SAVE = '/api/user/savePreferences';
const MAIN = makeShop();
const NORTH = makeShop({
  id: 1002,
  shopName: 'Lone Star Auto Repair - North',
  shopNameAndAccount: 'Lone Star Auto Repair - North (100002)',
  accountNumber: '100002',
  homeStore: { ...MAIN.homeStore!, storeId: 4031, storeName: 'Round Rock' },
});

function userWith(overrides: Partial<User> = {}, preference: Partial<User['userPreference']> = {}) {
  const user = makeUser({ emailAddress: 'terry@shop.example', ...overrides });
  return {
    ...user,
    userPreference: { ...user.userPreference, selectedShopId: 1001, ...preference },
  };
}

/** The page for `user` with `shops`; savePreferences answers the user with what was sent. */
async function openPage(user = userWith(), shops = [MAIN, NORTH]) {
  const server = servePortal(installFakeServer(), { user, shop: MAIN });
  server.on('GET', '/api/user/shops', { body: shops });
  server.on('POST', SAVE, (request) => {
    const sent = Object.fromEntries(new URLSearchParams(request.body ?? ''));
    const number = (name: string) =>
      sent[name] === undefined ? {} : { [name]: Number(sent[name]) };
    return {
      body: {
        ...user,
        userPreference: {
          ...user.userPreference,
          ...(sent.languageCode ? { languageCode: sent.languageCode } : {}),
          ...number('catalogNavigationTab'),
          ...number('selectedStylesheet'),
          ...number('selectedShopId'),
        },
      },
    };
  });
  beginSession(makeTokens());
  const rendered = renderAppAt('/admin/user');
  await screen.findByRole('heading', { level: 1, name: 'User Preferences' });
  return { server, ...rendered };
}

const section = (name: string) => screen.getByRole('region', { name });
const sentForm = (body: string | null | undefined) =>
  Object.fromEntries(new URLSearchParams(body ?? ''));

/** The value Mantine's style element gives a CSS variable of the light scheme. */
function cssVariable(name: string): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...css.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].at(-1)?.[1]?.trim();
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/admin/user, My preferences', () => {
  it('shows the saved preferences and saves only what changed, as form data; the gray theme applies', async () => {
    const { server } = await openPage();
    const preferences = section('Preferences');
    expect(within(preferences).getByRole('combobox', { name: /^Language/ })).toHaveValue('en');
    expect(within(preferences).getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    expect(within(preferences).getByRole('radio', { name: 'Standard (navy)' })).toBeChecked();
    const shop = await within(preferences).findByRole('combobox', { name: /^Default shop/ });
    expect(shop).toHaveValue('1001');
    expect(cssVariable('--mantine-color-brand-8')).toBe('#0d4594');

    const user = userEvent.setup();
    await user.click(within(preferences).getByRole('radio', { name: 'All Part Types' }));
    await user.click(within(preferences).getByRole('radio', { name: 'Subtle gray' }));
    await user.click(within(preferences).getByRole('button', { name: 'Save preferences' }));

    expect(await within(preferences).findByRole('status')).toHaveTextContent(
      'Your preferences are saved.',
    );
    const [request] = server.callsTo('POST', SAVE);
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(sentForm(request?.body)).toEqual({ catalogNavigationTab: '2', selectedStylesheet: '2' });
    // The whole app takes the gray theme's colours: Mantine's variables are the gray palette's.
    await waitFor(() => expect(cssVariable('--mantine-color-brand-8')).toBe('#3c4650'));
    expect(within(preferences).getByRole('radio', { name: 'Subtle gray' })).toBeChecked();
  });

  it('switches the default shop, which is the shop the user acts for', async () => {
    const { server } = await openPage();
    const preferences = section('Preferences');
    const user = userEvent.setup();
    await user.selectOptions(
      await within(preferences).findByRole('combobox', { name: /^Default shop/ }),
      'Lone Star Auto Repair - North (100002)',
    );
    server.on('GET', '/api/current/shop', { body: NORTH });
    await user.click(within(preferences).getByRole('button', { name: 'Save preferences' }));
    expect(await within(preferences).findByRole('status')).toHaveTextContent(
      'Your preferences are saved.',
    );
    expect(sentForm(server.callsTo('POST', SAVE)[0]?.body)).toEqual({ selectedShopId: '1002' });
    // The new shop is in place, with its store's features: the page stayed where it was.
    expect(
      server.callsTo('GET', '/api/info/features/store').at(-1)?.search.get('storeNumber'),
    ).toBe('4031');
    expect(within(preferences).getByRole('combobox', { name: /^Default shop/ })).toHaveValue(
      '1002',
    );
  });

  it('changes the language: saved, and the page speaks Spanish at once', async () => {
    const { server } = await openPage();
    const user = userEvent.setup();
    const preferences = section('Preferences');
    await user.selectOptions(
      within(preferences).getByRole('combobox', { name: /^Language/ }),
      'Español',
    );
    await user.click(within(preferences).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferencias del usuario' }));
    expect(await within(section('Preferencias')).findByRole('status')).toHaveTextContent(
      'Sus preferencias están guardadas.',
    );
    expect(sentForm(server.callsTo('POST', SAVE)[0]?.body)).toEqual({ languageCode: 'es' });
  });

  it('says so when the preferences cannot be saved', async () => {
    const { server } = await openPage();
    server.on('POST', SAVE, { status: 500, body: { code: 'INTERNAL', message: 'down' } });
    const preferences = section('Preferences');
    await userEvent.click(within(preferences).getByRole('radio', { name: 'All Part Types' }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Save preferences' }));
    expect(await within(preferences).findByRole('alert')).toHaveTextContent(
      'Your preferences could not be saved. Please try again.',
    );
  });

  it('offers to load the shops again when they fail to load, and shows a single shop by name', async () => {
    const server = servePortal(installFakeServer(), { user: userWith(), shop: MAIN });
    server.on('GET', '/api/user/shops', { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    beginSession(makeTokens());
    renderAppAt('/admin/user');
    const preferences = await screen.findByRole('region', { name: 'Preferences' });
    const alert = await within(preferences).findByRole('alert');
    expect(alert).toHaveTextContent('Your shops could not be loaded.');
    server.on('GET', '/api/user/shops', { body: [MAIN] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(preferences).findByText('Lone Star Auto Repair - Main St (100001)'),
    ).toBeVisible();
    expect(within(preferences).queryByRole('combobox', { name: /^Default shop/ })).toBeNull();
  });

  it("changes the e-mail address after refusing one that breaks the spec's rule", async () => {
    const { server } = await openPage();
    server.on('POST', '/api/user/updateEmail', { status: 204 });
    const email = section('E-mail address');
    const field = within(email).getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveValue('terry@shop.example');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'terry@shop');
    await user.click(within(email).getByRole('button', { name: 'Save e-mail address' }));
    expect(await within(email).findByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(server.callsTo('POST', '/api/user/updateEmail')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'front.desk@shop.example{Enter}');
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'Your e-mail address is saved.',
    );
    expect(JSON.parse(server.callsTo('POST', '/api/user/updateEmail')[0]?.body ?? '')).toEqual({
      email: 'front.desk@shop.example',
    });
  });

  it('changes the password with the current one, which must be right', async () => {
    const { server } = await openPage();
    const password = section('Change password');
    const user = userEvent.setup();
    const fill = async (current: string, next: string, confirm = next) => {
      for (const [label, value] of [
        ['Current password', current],
        ['New password', next],
        ['Confirm new password', confirm],
      ] as const) {
        const input = within(password).getByLabelText(label);
        await user.clear(input);
        await user.type(input, value);
      }
      await user.click(within(password).getByRole('button', { name: 'Change password' }));
    };

    await fill('procounter-demo', 'caliper-bracket-9', 'caliper-bracket-8');
    expect(await within(password).findByText('The new passwords do not match.')).toBeVisible();
    await fill('procounter-demo', 'procounter-demo');
    expect(
      await within(password).findByText('The new password must differ from the current one.'),
    ).toBeVisible();
    expect(server.callsTo('POST', '/api/user/securityChange')).toHaveLength(0);

    server.on('POST', '/api/user/securityChange', {
      status: 400,
      body: { code: 'INVALID_CURRENT_PASSWORD', message: 'The current password is not correct' },
    });
    await fill('wrong-password', 'caliper-bracket-9');
    expect(await within(password).findByText('The current password is not correct.')).toBeVisible();
    expect(within(password).getByLabelText('Current password')).toHaveFocus();

    server.on('POST', '/api/user/securityChange', { status: 204 });
    await fill('procounter-demo', 'caliper-bracket-9');
    expect(await within(password).findByRole('status')).toHaveTextContent(
      'Your password is changed. You stay logged in here; your other logins have ended.',
    );
    expect(within(password).getByLabelText('New password')).toHaveValue('');
    expect(
      JSON.parse(server.callsTo('POST', '/api/user/securityChange').at(-1)?.body ?? ''),
    ).toEqual({ currentPassword: 'procounter-demo', newPassword: 'caliper-bracket-9' });
  });

  it('shows nothing editable while support acts for the user', async () => {
    await openPage(userWith({ masquerade: true, masqueradeBy: 'support' }));
    expect(screen.getByText(resources.en.auth.accountErrors.MASQUERADE_FORBIDDEN)).toBeVisible();
    const preferences = section('Preferences');
    expect(within(preferences).getByRole('radio', { name: 'Most Popular' })).toBeDisabled();
    expect(within(preferences).getByRole('combobox', { name: /^Language/ })).toBeDisabled();
    expect(within(section('E-mail address')).getByRole('textbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
  });
});
