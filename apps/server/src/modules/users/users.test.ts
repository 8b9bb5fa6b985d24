import { UserSchema } from '@procounter/shared/contracts/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { users } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function userOf(loginName: string, token?: string) {
  const accessToken = token ?? (await t.login(loginName)).access_token;
  const response = await t.app.inject({ url: '/api/current/user', headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return UserSchema.parse(response.json());
}

const form = (token: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/savePreferences',
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('GET /api/current/user and /api/session/user', () => {
  it('describe the everyday user', async () => {
    const tech = await userOf('tech');
    expect(tech).toMatchObject({
      authenticated: true,
      loginName: 'tech',
      teamMember: false,
      carCustomer: false,
      group: { name: 'SHOP_EMPLOYEE', internal: false },
      customerType: { name: 'WEB' },
      userPreference: { languageCode: 'en', catalogNavigationTab: 1, selectedStylesheet: 1 },
      partsPayoffAccessible: false,
      shopReferralEligible: false,
      hideStorePhoneNumber: false,
      status: 'ACTIVE',
    });
    const { access_token } = await t.login('tech');
    const session = await t.app.inject({ url: '/api/session/user', headers: bearer(access_token) });
    expect(session.json()).toEqual(await userOf('tech', access_token));
  });

  it("apply the company's flags to managers", async () => {
    expect(await userOf('manager')).toMatchObject({
      partsPayoffAccessible: true,
      shopReferralEligible: true,
      earnbackEligible: true,
    });
  });

  it('mark team members and car-customer shops', async () => {
    expect((await userOf('admin')).teamMember).toBe(true);
    expect((await userOf('caruser')).carCustomer).toBe(true);
  });

  it('hide the store phone for team members whose current shop uses store 4031', async () => {
    const { access_token } = await t.login('support');
    expect((await userOf('support', access_token)).hideStorePhoneNumber).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/api/current/shop',
      headers: bearer(access_token),
      payload: { shopId: 1002 },
    });
    expect((await userOf('support', access_token)).hideStorePhoneNumber).toBe(true);
  });
});

describe('POST /api/user/savePreferences (form data)', () => {
  it('saves the form fields and answers the user', async () => {
    const { access_token } = await t.login('shopmgr');
    const response = await form(
      access_token,
      'languageCode=es&catalogNavigationTab=2&selectedStylesheet=2&selectedShopId=1001',
    );
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json()).userPreference).toEqual({
      languageCode: 'es',
      catalogNavigationTab: 2,
      selectedStylesheet: 2,
      selectedShopId: 1001,
    });
    expect((await userOf('shopmgr', access_token)).userPreference.languageCode).toBe('es');
  });

  it('changes only the fields sent', async () => {
    const { access_token } = await t.login('rowriter');
    await form(access_token, 'selectedStylesheet=2');
    const prefs = (await userOf('rowriter', access_token)).userPreference;
    expect(prefs).toMatchObject({
      languageCode: 'en',
      catalogNavigationTab: 1,
      selectedStylesheet: 2,
    });
  });

  it('answers 400 with field details for invalid values', async () => {
    const { access_token } = await t.login('tech');
    const response = await form(access_token, 'languageCode=fr&catalogNavigationTab=x');
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['languageCode', 'catalogNavigationTab']));
  });

  it('refuses a catalog tab or a stylesheet the app does not have, and changes nothing', async () => {
    const { access_token } = await t.login('tech');
    for (const body of [
      'catalogNavigationTab=3',
      'catalogNavigationTab=0',
      'selectedStylesheet=3',
      'selectedStylesheet=1.5',
    ]) {
      const response = await form(access_token, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toEqual([
        body.split('=')[0],
      ]);
    }
    expect((await userOf('tech', access_token)).userPreference).toMatchObject({
      catalogNavigationTab: 1,
      selectedStylesheet: 1,
    });
  });

  it('refuses unknown fields', async () => {
    const { access_token } = await t.login('tech');
    const response = await form(access_token, 'languageCode=es&isAdmin=true');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'isAdmin', message: 'Unknown field' }]);
  });

  it('refuses a shop the user may not act for with 403', async () => {
    const { access_token } = await t.login('tech');
    expect((await form(access_token, 'selectedShopId=2001')).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/savePreferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'languageCode=es',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/updateEmail', () => {
  it('stores a new address and clears the update request', async () => {
    const user = await createUser(t.db, { emailUpdateRequired: true });
    const { access_token } = await t.login(user.loginName);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateEmail',
      headers: bearer(access_token),
      payload: { email: 'new.address@shop.example' },
    });
    expect(response.statusCode).toBe(204);
    expect(await userOf(user.loginName, access_token)).toMatchObject({
      emailAddress: 'new.address@shop.example',
      emailUpdateRequired: false,
    });
  });

  it('accepts a declined update, keeping the address', async () => {
    const user = await createUser(t.db, { email: 'kept@shop.example', emailUpdateRequired: true });
    const { access_token } = await t.login(user.loginName);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateEmail',
      headers: bearer(access_token),
      payload: { declinedUpdate: true },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'kept@shop.example', emailUpdateRequired: false });
  });

  it('answers 400 for an invalid address', async () => {
    const { access_token } = await t.login('tech');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/updateEmail',
      headers: bearer(access_token),
      payload: { email: 'not-an-address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/user/showChatNowTooltip', () => {
  it('answers true the first time and false after', async () => {
    const { access_token } = await t.login('mitchell');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/showChatNowTooltip',
        headers: bearer(access_token),
      });
    expect((await ask()).json()).toBe(true);
    expect((await ask()).json()).toBe(false);
  });
});
