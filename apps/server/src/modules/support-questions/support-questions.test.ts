import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  SupportQuestionAnswerSchema,
  type SupportQuestionBody,
} from '@procounter/shared/contracts/support-question';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { TestClock } from '../../../test/helpers/test-clock';
import { supportQuestions, users } from '../../db/schema/index';

let t: TestApp;
const clock = new TestClock(new Date('2026-03-02T15:04:05.000Z'));

beforeAll(async () => {
  // Many requests come from the one inject address; the limit has its own app below.
  t = await buildTestApp({ clock, env: { SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const url = `${API_PREFIX}${API.submitSupportQuestion}`;

const question: SupportQuestionBody = {
  emailAddress: 'rosa@rosasgarage.example',
  shopName: "Rosa's Garage",
  customerName: 'Rosa Peña',
  customerAccountNumber: '40017',
  customerPhoneNumber: '(512) 555-0142',
  questionType: 'WRONG_STORE',
  questionText: 'My orders go to the Elm Street store.\nPlease send them to Main Street.',
};

function submit(payload: object, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function storedQuestion(id: number) {
  const [row] = await t.db.select().from(supportQuestions).where(eq(supportQuestions.id, id));
  return row;
}

describe('POST /api/admin/rest/submitSupportQuestion', () => {
  it('stores a visitor question without user or shop and answers its id and time', async () => {
    const response = await submit(question, {}, '198.51.100.4');
    expect(response.statusCode).toBe(201);
    const answer = SupportQuestionAnswerSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['id', 'submittedAt']);
    expect(answer.submittedAt).toBe('2026-03-02T15:04:05.000Z');

    expect(await storedQuestion(answer.id)).toMatchObject({
      email: question.emailAddress,
      shopName: question.shopName,
      customerName: question.customerName,
      accountNumber: question.customerAccountNumber,
      phone: question.customerPhoneNumber,
      questionType: 'WRONG_STORE',
      questionText: question.questionText,
      userId: null,
      shopId: null,
      status: 'NEW',
      ip: '198.51.100.4',
      createdAt: new Date('2026-03-02T15:04:05.000Z'),
    });
  });

  it("links a logged-in technician's question to the user and the current shop", async () => {
    const { access_token } = await t.login('tech');
    const response = await submit(
      { ...question, shopName: 'Typed by hand', questionType: 'FIND_PARTS' },
      bearer(access_token),
    );
    expect(response.statusCode).toBe(201);
    const { id } = SupportQuestionAnswerSchema.parse(response.json());
    const [tech] = await t.db.select().from(users).where(eq(users.loginName, 'tech'));
    expect(await storedQuestion(id)).toMatchObject({
      userId: tech!.id,
      shopId: 1001,
      shopName: 'Typed by hand',
      questionType: 'FIND_PARTS',
    });
  });

  it('answers 401 for a token that is sent but not valid, and stores nothing', async () => {
    const before = await t.db.$count(supportQuestions);
    const response = await submit(question, bearer('not.a.jwt'));
    expect(response.statusCode).toBe(401);
    expect(await t.db.$count(supportQuestions)).toBe(before);
  });

  it('strips control and bidi-override characters, keeping the line breaks of the question', async () => {
    const response = await submit({
      ...question,
      customerName: 'Rosa\u202e Peña',
      questionText: 'My orders\u0007 go to Elm Street.\r\n\tPlease send them to\u2067 Main Street.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = SupportQuestionAnswerSchema.parse(response.json());
    expect(await storedQuestion(id)).toMatchObject({
      customerName: 'Rosa Peña',
      questionText: 'My orders go to Elm Street.\n\tPlease send them to Main Street.',
    });
  });

  it('trims the fields it stores', async () => {
    const response = await submit({ ...question, customerName: '  Rosa Peña  ' });
    expect(response.statusCode).toBe(201);
    const { id } = SupportQuestionAnswerSchema.parse(response.json());
    expect((await storedQuestion(id))?.customerName).toBe('Rosa Peña');
  });

  it.each([
    ['emailAddress', 'rosa@', 'validation:email'],
    ['shopName', 'S'.repeat(101), undefined],
    ['customerName', '', 'validation:required'],
    ['customerAccountNumber', '1234567890', undefined],
    ['customerAccountNumber', '12-34', 'validation:numberWithCommas'],
    ['customerPhoneNumber', '555-0142', 'validation:usPhone'],
    ['questionType', '--', 'validation:required'],
    ['questionText', '   ', 'validation:required'],
  ] as const)(
    'answers 400 for %s %j, with that field in the details',
    async (field, value, message) => {
      const before = await t.db.$count(supportQuestions);
      const response = await submit({ ...question, [field]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details).toHaveLength(1);
      expect(body.details[0].path).toBe(field);
      if (message) expect(body.details[0].message).toBe(message);
      expect(await t.db.$count(supportQuestions)).toBe(before);
    },
  );

  it('answers 400 for a missing field and for an unknown one', async () => {
    const { questionText: _omitted, ...withoutText } = question;
    const missing = await submit(withoutText);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { path: string }) => d.path)).toEqual(['questionText']);

    const unknown = await submit({ ...question, status: 'ANSWERED' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'status', message: 'Unknown field' }]);
  });
});

describe('the rate limit per client address', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    const { buildApp } = await import('../../app');
    limited = await buildApp(
      { ...t.config, supportQuestionRateLimitPerMinute: 3 },
      { database: t.database },
    );
    await limited.ready();
  });
  afterAll(() => limited.close());

  const send = (remoteAddress: string) =>
    limited.inject({ method: 'POST', url, payload: question, remoteAddress });

  it('answers 429 RATE_LIMITED after the limit, and stores nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.9')).statusCode).toBe(201);
    const before = await t.db.$count(supportQuestions);
    const refused = await send('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.$count(supportQuestions)).toBe(before);

    // Another address is counted on its own.
    expect((await send('203.0.113.10')).statusCode).toBe(201);
  });
});
