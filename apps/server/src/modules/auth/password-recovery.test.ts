import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { MailOutboxPageSchema } from '@procounter/shared/contracts/mail';
import { resources } from '@procounter/shared/i18n/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { startSmtpServer } from '../../../test/helpers/smtp';
import { mailOutbox, passwordResetTokens } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { systemClock } from '../../lib/clock';
import { queueMail, smtpTransport, startMailSender } from '../mail/mail.service';

// "Forgot password?" and the mail outbox (issue 24): the link goes out through a real SMTP server
// started here; without SMTP_URL the message waits in the outbox for support to read.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://counter.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (app: TestApp, path: string, payload: object) =>
  app.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload });

const LINK = /https:\/\/counter\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'brake rotor season 42';
const expiredMessage = resources.en.auth.errorKeys.LOGIN_TEMP_PASSWORD_EXPIRED;

async function mailedUser(values: Parameters<typeof createUser>[1] = {}) {
  const n = Math.floor(Math.random() * 1e9);
  return createUser(t.db, {
    loginName: `reset-${n}`,
    firstName: 'Rosa',
    email: `rosa.${n}@shop.example`,
    shopIds: [1001],
    ...values,
  });
}

/** The mails that arrived for `address`, in lower case (waits until `count` did). */
async function mailsTo(address: string, count = 1) {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === address));
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`${found.length} of ${count} mails to ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const tokenOf = (text: string) => LINK.exec(text)?.[1] ?? '';

describe('forgot password', () => {
  it('mails a link in the user’s language; the link sets the password once and ends every login', async () => {
    const user = await mailedUser({ languageCode: 'es' });
    const before = await t.login(user.loginName);

    const asked = await post(t, API.forgotPassword, { login: user.loginName.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.body).toBe('null');

    const [mail] = await mailsTo(user.email!);
    expect(mail!.parsed.subject).toBe(resources.es.mail.passwordReset.subject);
    expect(mail!.parsed.text).toContain('Hola, Rosa:');
    const token = tokenOf(mail!.parsed.text ?? '');
    expect(token).not.toBe('');
    expect(mail!.parsed.html).toContain(`token=${token}`);
    expect(mail!.parsed.messageId).toMatch(/^<outbox-\d+-\d+@procounter>$/);
    // Only the hash is stored.
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const reset = await post(t, API.resetPassword, { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(204);

    const old = await t.app.inject({
      url: '/api/current/user',
      headers: bearer(before.access_token),
    });
    expect(old.statusCode).toBe(401);
    const refused = await post(t, API.login, {
      loginName: user.loginName,
      password: 'procounter-demo',
    });
    expect(refused.statusCode).toBe(401);
    await t.login(user.loginName, NEW_PASSWORD);

    const again = await post(t, API.resetPassword, { token, newPassword: `${NEW_PASSWORD}!` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'LOGIN_TEMP_PASSWORD_EXPIRED',
      message: expiredMessage,
    });
  });

  it('answers an unknown name exactly as a known one, and sends nothing', async () => {
    const unknown = await post(t, API.forgotPassword, { login: 'nobody-at-all@nowhere.example' });
    const user = await mailedUser();
    const known = await post(t, API.forgotPassword, { login: user.email!.toUpperCase() });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await mailsTo(user.email!);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nobody-at-all@nowhere.example'));
    expect(rows).toEqual([]);
  });

  it('sends nothing for a disabled account or one without an address', async () => {
    const disabled = await mailedUser({ status: 'DISABLED' });
    const noAddress = await mailedUser({ email: null });
    const control = await mailedUser();
    for (const login of [disabled.loginName, noAddress.loginName, control.loginName]) {
      expect((await post(t, API.forgotPassword, { login })).statusCode).toBe(202);
    }
    await mailsTo(control.email!);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.filter((r) => r.userId === disabled.id || r.userId === noAddress.id)).toEqual([]);
  });

  it('refuses an expired link with the spec’s message, and a password the rules refuse', async () => {
    const user = await mailedUser();
    await post(t, API.forgotPassword, { login: user.loginName });
    const [mail] = await mailsTo(user.email!);
    const token = tokenOf(mail!.parsed.text ?? '');

    const weak = await post(t, API.resetPassword, {
      token,
      newPassword: `${user.loginName}-password`,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_CONTAINS_LOGIN_NAME');

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await post(t, API.resetPassword, { token, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'LOGIN_TEMP_PASSWORD_EXPIRED',
      message: expiredMessage,
    });
    await t.login(user.loginName);

    const unknown = await post(t, API.resetPassword, {
      token: 'x'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(unknown.json().code).toBe('LOGIN_TEMP_PASSWORD_EXPIRED');
    const malformed = await post(t, API.resetPassword, {
      token: 'short',
      newPassword: NEW_PASSWORD,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('mails one account 3 links an hour at most', async () => {
    const user = await mailedUser();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, API.forgotPassword, { login: user.loginName })).statusCode).toBe(202);
    }
    await mailsTo(user.email!, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to.includes(user.email!))).toHaveLength(3);
  });
});

describe('the mail sender', () => {
  it('tries a refused message again later, and delivers it once', async () => {
    smtp.refuseNext(1);
    const address = `retry.${Date.now()}@shop.example`;
    const id = await queueMail(t.db, {
      kind: 'TEST',
      toAddress: address,
      language: 'en',
      subject: 'Retry',
      textBody: 'Retry',
      htmlBody: '<p>Retry</p>',
    });
    const waitForRow = async (check: (row: typeof mailOutbox.$inferSelect) => boolean) => {
      const until = Date.now() + 10_000;
      for (;;) {
        const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        if (row && check(row)) return row;
        if (Date.now() > until) throw new Error(`mail ${id}: ${JSON.stringify(row)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const failed = await waitForRow((row) => row.attempts === 1);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toContain('451');
    // The next attempt waits a minute: made due now, the sender's next look delivers it.
    expect(failed.nextAttemptAt.getTime() - failed.createdAt.getTime()).toBeGreaterThan(55_000);
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, id));
    const sent = await waitForRow((row) => row.sentAt !== null);
    expect(sent.attempts).toBe(2);
    await mailsTo(address);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
  });

  it('never sends a message twice when two senders share the outbox', async () => {
    const log = { warn() {}, error() {} };
    const deps = { db: t.db, config: t.config, clock: systemClock };
    const stamp = Date.now();
    const addresses = Array.from({ length: 12 }, (_, i) => `pair.${stamp}.${i}@shop.example`);
    for (const toAddress of addresses) {
      await queueMail(t.db, {
        kind: 'TEST',
        toAddress,
        language: 'en',
        subject: 'Pair',
        textBody: 'Pair',
        htmlBody: '<p>Pair</p>',
      });
    }
    const senders = [
      startMailSender(deps, smtpTransport(smtp.url), log),
      startMailSender(deps, smtpTransport(smtp.url), log),
    ];
    await Promise.all(senders.map((s) => s.drain()));
    for (const address of addresses) await mailsTo(address);
    await Promise.all(senders.map((s) => s.stop()));
    await new Promise((r) => setTimeout(r, 200));
    const ours = smtp.received.filter((m) => m.to.some((a) => addresses.includes(a)));
    expect(ours).toHaveLength(addresses.length);
    expect(new Set(ours.map((m) => m.parsed.messageId)).size).toBe(addresses.length);
  });
});

describe('without SMTP: the outbox', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp();
  });
  afterAll(() => local.close());

  it('keeps the link for support to read; others may not', async () => {
    const user = await createUser(local.db, {
      loginName: `outbox-${Date.now()}`,
      email: 'outbox.reader@shop.example',
      shopIds: [1001],
    });
    expect((await post(local, API.forgotPassword, { login: user.loginName })).statusCode).toBe(202);
    const support = await local.login('support');
    const until = Date.now() + 10_000;
    let page = MailOutboxPageSchema.parse({
      messages: [],
      total: 0,
      page: 0,
      size: 25,
      delivering: false,
    });
    while (page.messages.length === 0 && Date.now() < until) {
      const answer = await local.app.inject({
        url: `${API_PREFIX}${API.supportOutbox}`,
        headers: bearer(support.access_token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      page = MailOutboxPageSchema.parse(answer.json());
      if (page.messages.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(page.delivering).toBe(false);
    expect(page.messages[0]).toMatchObject({
      kind: 'PASSWORD_RESET',
      toAddress: 'outbox.reader@shop.example',
      state: 'WAITING',
      attempts: 0,
    });
    expect(page.messages[0]!.textBody).toMatch(/\/reset-password\?token=/);

    const tech = await local.login('tech');
    const refused = await local.app.inject({
      url: `${API_PREFIX}${API.supportOutbox}`,
      headers: bearer(tech.access_token),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a changed e-mail address', () => {
  it('is told to the old address; the same address or leaving it sends nothing', async () => {
    const user = await mailedUser({ languageCode: 'es' });
    const { access_token } = await t.login(user.loginName);
    const update = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${API.updateEmail}`,
        headers: bearer(access_token),
        payload,
      });
    const newAddress = `new.${user.loginName}@shop.example`;
    expect((await update({ email: user.email!.toUpperCase() })).statusCode).toBe(204);
    expect((await update({ declinedUpdate: true })).statusCode).toBe(204);
    const changed = await update({ email: newAddress });
    expect(changed.statusCode, changed.body).toBe(204);

    const [mail] = await mailsTo(user.email!);
    expect(mail!.parsed.subject).toBe(resources.es.mail.emailChanged.subject);
    expect(mail!.parsed.text).toContain(newAddress);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(user.email!)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(newAddress))).toHaveLength(0);
    // Reset links now go to the new address.
    await post(t, API.forgotPassword, { login: user.loginName });
    await mailsTo(newAddress);
  });
});
