import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type SupportQuestionBody,
  SupportQuestionListSchema,
  SupportQuestionSchema,
  type SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { TestClock } from '../../../test/helpers/test-clock';
import { supportQuestions, users } from '../../db/schema/index';

let t: TestApp;
const clock = new TestClock(new Date('2026-03-05T12:00:00.000Z'));
const tokens: Record<string, string> = {};

/** Ids of the questions written below, by name. */
const ids: Record<string, number> = {};

const listUrl = `${API_PREFIX}${API.supportQuestions}`;
const statusUrl = (id: number | string) => `${API_PREFIX}${API.supportQuestionStatus(id)}`;

const form: SupportQuestionBody = {
  emailAddress: 'rosa@rosasgarage.example',
  shopName: "Rosa's Garage",
  customerName: 'Rosa Peña',
  customerAccountNumber: '40017',
  customerPhoneNumber: '(512) 555-0142',
  questionType: 'WRONG_STORE',
  questionText: 'My orders go to the Elm Street store.\nPlease send them to Main Street.',
};

async function insertQuestion(
  name: string,
  createdAt: string,
  status: SupportQuestionStatus = 'NEW',
) {
  const [row] = await t.db
    .insert(supportQuestions)
    .values({
      email: `${name}@example.com`,
      shopName: `${name} shop`,
      customerName: name,
      accountNumber: '12345',
      phone: '(512) 555-0100',
      questionType: 'FIND_PARTS',
      questionText: `Question of ${name}`,
      status,
      createdAt: new Date(createdAt),
    })
    .returning({ id: supportQuestions.id });
  ids[name] = row!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE: '10000' } });
  for (const login of ['admin', 'support', 'marketing', 'tech', 'manager', 'shopmgr']) {
    tokens[login] = (await t.login(login)).access_token;
  }
  await insertQuestion('oldest', '2026-03-01T09:00:00.000Z');
  await insertQuestion('answered', '2026-03-02T09:00:00.000Z', 'ANSWERED');
  // Two at one instant: the later id comes first.
  await insertQuestion('tieFirstInserted', '2026-03-03T09:00:00.000Z');
  await insertQuestion('tieSecondInserted', '2026-03-03T09:00:00.000Z');
  // The newest, sent through the form by a logged-in technician (clock: 2026-03-05).
  const sent = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${API.submitSupportQuestion}`,
    payload: form,
    headers: bearer(tokens.tech!),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  ids.fromTech = sent.json().id;
});
afterAll(() => t.close());

function list(query = '', login = 'support') {
  return t.app.inject({
    method: 'GET',
    url: `${listUrl}${query}`,
    headers: bearer(tokens[login]!),
  });
}

async function listOk(query = '', login = 'support') {
  const response = await list(query, login);
  expect(response.statusCode, response.body).toBe(200);
  return SupportQuestionListSchema.parse(response.json());
}

function setStatus(id: number | string, payload: object, login = 'support') {
  return t.app.inject({
    method: 'PUT',
    url: statusUrl(id),
    payload,
    headers: bearer(tokens[login]!),
  });
}

describe('GET /api/admin/rest/supportQuestions', () => {
  it('lists every question newest first, id breaking ties, with the total', async () => {
    const page = await listOk();
    expect(page.questions.map((q) => q.id)).toEqual([
      ids.fromTech,
      ids.tieSecondInserted,
      ids.tieFirstInserted,
      ids.answered,
      ids.oldest,
    ]);
    expect(page).toMatchObject({ total: 5, page: 0, size: 50 });
  });

  it("shows the form's fields, and the logged-in asker's login name and linked shop", async () => {
    const [fromTech, visitor] = (await listOk()).questions;
    const [tech] = await t.db.select().from(users).where(eq(users.loginName, 'tech'));
    expect(fromTech).toEqual({
      id: ids.fromTech,
      emailAddress: form.emailAddress,
      shopName: form.shopName,
      customerName: form.customerName,
      customerAccountNumber: form.customerAccountNumber,
      customerPhoneNumber: form.customerPhoneNumber,
      questionType: 'WRONG_STORE',
      questionText: form.questionText,
      status: 'NEW',
      submittedAt: '2026-03-05T12:00:00.000Z',
      userId: tech!.id,
      loginName: 'tech',
      shopId: 1001,
      linkedShopName: 'Lone Star Auto Repair - Main St',
    });
    expect(visitor).toMatchObject({
      customerName: 'tieSecondInserted',
      userId: null,
      loginName: null,
      shopId: null,
      linkedShopName: null,
    });
  });

  it('filters by status, the total counting the filter only', async () => {
    const answered = await listOk('?status=ANSWERED');
    expect(answered.questions.map((q) => q.id)).toEqual([ids.answered]);
    expect(answered.total).toBe(1);

    const open = await listOk('?status=NEW');
    expect(open.questions.map((q) => q.id)).toEqual([
      ids.fromTech,
      ids.tieSecondInserted,
      ids.tieFirstInserted,
      ids.oldest,
    ]);
    expect(open.total).toBe(4);
  });

  it('pages through the list without overlap, keeping the total of all', async () => {
    const first = await listOk('?size=2&page=0');
    const second = await listOk('?size=2&page=1');
    const third = await listOk('?size=2&page=2');
    const beyond = await listOk('?size=2&page=3');
    expect(first.questions.map((q) => q.id)).toEqual([ids.fromTech, ids.tieSecondInserted]);
    expect(second.questions.map((q) => q.id)).toEqual([ids.tieFirstInserted, ids.answered]);
    expect(third.questions.map((q) => q.id)).toEqual([ids.oldest]);
    expect(beyond.questions).toEqual([]);
    for (const page of [first, second, third, beyond]) expect(page.total).toBe(5);
    expect(second).toMatchObject({ page: 1, size: 2 });
  });

  it('is open to every support-access role', async () => {
    for (const login of ['admin', 'marketing']) {
      expect((await listOk('?size=1', login)).total).toBe(5);
    }
  });

  it.each([
    ['?status=OPEN', 'status'],
    ['?status=new', 'status'],
    ['?page=-1', 'page'],
    ['?page=first', 'page'],
    ['?size=0', 'size'],
    ['?size=201', 'size'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual([field]);
  });

  it('answers 400 for an unknown query field', async () => {
    const response = await list('?sort=oldest');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'sort', message: 'Unknown field' }]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: listUrl });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    const bad = await t.app.inject({ method: 'GET', url: listUrl, headers: bearer('not.a.jwt') });
    expect(bad.statusCode).toBe(401);
  });

  it.each(['tech', 'manager', 'shopmgr'])('answers 403 to %s', async (login) => {
    const response = await list('', login);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('PUT /api/admin/rest/supportQuestions/:id/status', () => {
  it('marks a question answered and back to new, each change visible in the list', async () => {
    const answered = await setStatus(ids.oldest!, { status: 'ANSWERED' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(SupportQuestionSchema.parse(answered.json())).toMatchObject({
      id: ids.oldest,
      status: 'ANSWERED',
      customerName: 'oldest',
      submittedAt: '2026-03-01T09:00:00.000Z',
    });
    const afterAnswer = await listOk('?status=ANSWERED');
    expect(afterAnswer.questions.map((q) => q.id)).toEqual([ids.answered, ids.oldest]);
    expect((await listOk('?status=NEW')).total).toBe(3);

    const reopened = await setStatus(ids.oldest!, { status: 'NEW' }, 'admin');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('NEW');
    const all = await listOk();
    expect(all.questions.find((q) => q.id === ids.oldest)?.status).toBe('NEW');
    expect((await listOk('?status=NEW')).total).toBe(4);
  });

  it("answers the linked asker's login name and shop with the changed question", async () => {
    const response = await setStatus(ids.fromTech!, { status: 'ANSWERED' }, 'marketing');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ANSWERED',
      loginName: 'tech',
      linkedShopName: 'Lone Star Auto Repair - Main St',
    });
    await setStatus(ids.fromTech!, { status: 'NEW' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await setStatus(999_999, { status: 'ANSWERED' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    [{ status: 'CLOSED' }, 'status'],
    [{ status: 'answered' }, 'status'],
    [{}, 'status'],
    [{ status: 'ANSWERED', note: 'called back' }, 'note'],
  ])('answers 400 for the body %j and changes nothing', async (payload, field) => {
    const response = await setStatus(ids.tieFirstInserted!, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual([field]);
    const [row] = await t.db
      .select({ status: supportQuestions.status })
      .from(supportQuestions)
      .where(eq(supportQuestions.id, ids.tieFirstInserted!));
    expect(row?.status).toBe('NEW');
  });

  it.each(['abc', '0', '-3'])('answers 400 for the id %s', async (id) => {
    const response = await setStatus(id, { status: 'ANSWERED' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(['id']);
  });

  it('answers 401 without a token, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: statusUrl(ids.tieFirstInserted!),
      payload: { status: 'ANSWERED' },
    });
    expect(response.statusCode).toBe(401);
    expect((await listOk('?status=ANSWERED')).questions.map((q) => q.id)).toEqual([ids.answered]);
  });

  it.each(['tech', 'manager', 'shopmgr'])(
    'answers 403 to %s, and changes nothing',
    async (login) => {
      const response = await setStatus(ids.tieFirstInserted!, { status: 'ANSWERED' }, login);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      expect((await listOk('?status=ANSWERED')).questions.map((q) => q.id)).toEqual([ids.answered]);
    },
  );
});
