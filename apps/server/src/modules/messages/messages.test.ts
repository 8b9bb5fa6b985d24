import { BroadcastMessageListSchema } from '@procounter/shared/contracts/messages';
import { isMessageScheduledAt } from '@procounter/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { DAY, HOUR, TestClock } from '../../../test/helpers/test-clock';
import { createBroadcastMessage } from '../../db/seed/factories';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

async function currentMessages(token: string, category = 'BROADCAST') {
  const response = await t.app.inject({
    url: `/api/message/get/current/${category}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return BroadcastMessageListSchema.parse(response.json());
}
const dismiss = (token: string, messageId: number | string) =>
  t.app.inject({ url: `/api/message/dismiss/${messageId}`, headers: bearer(token) });

describe('GET /api/message/get/current/BROADCAST', () => {
  it('answers the demo message whose schedule covers now, not the ended one', async () => {
    const { access_token } = await t.login('tech');
    const list = await currentMessages(access_token);
    expect(list).toHaveLength(1);
    expect(list[0]!.description).toBe('Holiday hours');
    expect(isMessageScheduledAt(list[0]!, clock.now().getTime())).toBe(true);
  });

  it('follows the clock through schedule windows', async () => {
    const now = clock.now().getTime();
    const later = await createBroadcastMessage(t.db, {
      description: 'Inventory count',
      schedules: [
        { startAt: new Date(now + 2 * HOUR), endAt: new Date(now + 4 * HOUR) },
        { startAt: new Date(now + 2 * DAY), endAt: new Date(now + 3 * DAY) },
      ],
    });
    await createBroadcastMessage(t.db, {
      category: 'PRODUCT',
      description: 'Product notice',
      schedules: [{ startAt: new Date(now - HOUR), endAt: new Date(now + 7 * DAY) }],
    });
    // Access tokens last 15 minutes of the moving clock: log in afresh for every look.
    const asTech = async () => (await t.login('tech')).access_token;
    const ids = async () => (await currentMessages(await asTech())).map((m) => m.messageId);

    expect(await ids()).not.toContain(later.id);
    clock.advance(3 * HOUR);
    const shown = (await currentMessages(await asTech())).find((m) => m.messageId === later.id);
    expect(shown?.schedules).toHaveLength(2);
    clock.advance(2 * HOUR);
    expect(await ids()).not.toContain(later.id);
    clock.advance(2 * DAY);
    expect(await ids()).toContain(later.id);

    // Categories stay apart.
    const product = await currentMessages(await asTech(), 'PRODUCT');
    expect(product.map((m) => m.description)).toEqual(['Free rotor resurfacing', 'Product notice']);
  });

  it('answers 400 for an unknown category', async () => {
    const { access_token } = await t.login('tech');
    const response = await t.app.inject({
      url: '/api/message/get/current/NEWS',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('category');
  });
});

describe('GET /api/message/get/category/:category', () => {
  const byCategory = (token: string, category: string) =>
    t.app.inject({ url: `/api/message/get/category/${category}`, headers: bearer(token) });

  it('answers the scheduled PRODUCT messages, dismissed or not', async () => {
    const tech = (await t.login('tech')).access_token;
    const response = await byCategory(tech, 'PRODUCT');
    expect(response.statusCode).toBe(200);
    const list = BroadcastMessageListSchema.parse(response.json());
    const rotor = list.find((m) => m.description === 'Free rotor resurfacing');
    expect(rotor?.content).toMatch(/rotor resurfacing/i);
    expect(list.every((m) => isMessageScheduledAt(m, clock.now().getTime()))).toBe(true);

    expect((await dismiss(tech, rotor!.messageId)).statusCode).toBe(204);
    expect((await currentMessages(tech, 'PRODUCT')).map((m) => m.messageId)).not.toContain(
      rotor!.messageId,
    );
    const again = BroadcastMessageListSchema.parse((await byCategory(tech, 'PRODUCT')).json());
    expect(again.map((m) => m.messageId)).toContain(rotor!.messageId);
    // Only that category.
    const broadcast = BroadcastMessageListSchema.parse(
      (await byCategory(tech, 'BROADCAST')).json(),
    );
    expect(broadcast.map((m) => m.messageId)).not.toContain(rotor!.messageId);
  });

  it('answers 400 for an unknown category and 401 without a token', async () => {
    const tech = (await t.login('tech')).access_token;
    expect((await byCategory(tech, 'NEWS')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: '/api/message/get/category/PRODUCT' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/message/dismiss/:messageId', () => {
  it('hides the message for that user only', async () => {
    const tech = (await t.login('tech')).access_token;
    const shopmgr = (await t.login('shopmgr')).access_token;
    const [message] = await currentMessages(tech);

    const metaBefore = await t.app.inject({
      url: '/api/meta?keys=messages',
      headers: bearer(tech),
    });
    clock.advance(1000);
    const response = await dismiss(tech, message!.messageId);
    expect(response.statusCode).toBe(204);
    expect((await currentMessages(tech)).map((m) => m.messageId)).not.toContain(message!.messageId);
    expect((await currentMessages(shopmgr)).map((m) => m.messageId)).toContain(message!.messageId);
    // Dismissing again is harmless.
    expect((await dismiss(tech, message!.messageId)).statusCode).toBe(204);

    // The user's message cache is reported stale.
    const metaAfter = await t.app.inject({ url: '/api/meta?keys=messages', headers: bearer(tech) });
    expect(metaAfter.json()[0].lastModified).toBeGreaterThan(metaBefore.json()[0].lastModified);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const { access_token } = await t.login('tech');
    expect((await dismiss(access_token, 987_654)).statusCode).toBe(404);
    expect((await dismiss(access_token, 'latest')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/message/dismiss/1' })).statusCode).toBe(401);
  });
});
