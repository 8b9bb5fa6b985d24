import {
  ChatMessagesSchema,
  ChatQueueSchema,
  ChatSessionListSchema,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { systemClock } from '../../lib/clock';
import { chatMessages } from '../schema/index';
import { DEMO_CHAT_MESSAGES, seedDemoChat } from './demo-chat';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the chat demo data', () => {
  it("shows support a finished chat of tech's, which tech reads too", async () => {
    const support = apiCaller(t, (await t.login('support')).access_token);
    const queue = ChatQueueSchema.parse((await support('GET', CHAT_API.supportChats)).json());
    const demo = queue.closed.find((s) => s.context.loginName === 'tech');
    expect(demo).toMatchObject({
      status: 'CLOSED',
      context: { shopId: 1001, vin: '1FTFW1ET9DFC10312' },
      preview: DEMO_CHAT_MESSAGES[0].body,
    });
    const tech = apiCaller(t, (await t.login('tech')).access_token);
    const history = ChatSessionListSchema.parse((await tech('GET', CHAT_API.sessions)).json());
    expect(history.sessions.map((s) => s.id)).toContain(demo!.id);
    const chat = ChatMessagesSchema.parse((await tech('GET', CHAT_API.messages(demo!.id))).json());
    expect(chat.messages.map((m) => [m.fromSupport, m.body])).toEqual(
      DEMO_CHAT_MESSAGES.map((m) => [m.fromSupport, m.body]),
    );
  });

  it('writes nothing a second time', async () => {
    const [before] = await t.db.select({ n: count() }).from(chatMessages);
    expect(await seedDemoChat(t.db, systemClock)).toBe(0);
    const [after] = await t.db.select({ n: count() }).from(chatMessages);
    expect(after).toEqual(before);
  });
});
