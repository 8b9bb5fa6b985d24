import { createRequire } from 'node:module';
import type {
  MailMessage,
  MailOutboxPage,
  MailOutboxQuerySchema,
} from '@procounter/shared/contracts/mail';
import type { Locale } from '@procounter/shared/domain/locale';
import type nodemailer from 'nodemailer';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';

export {
  approvalLinkMail,
  emailChangedMail,
  employeeWelcomeMail,
  passwordResetMail,
} from './mail-texts';

import {
  claimDueMail,
  findMailPage,
  insertMail,
  type MailRow,
  markMailFailed,
  markMailSent,
} from './mail.repository';

// Mail that really goes out (issue 24). A message is a row of mail_outbox, written by queueMail in
// the transaction of the action that sends it: it exists exactly when the action happened. The
// sender claims due rows (SKIP LOCKED and a lease, so two senders, in one process or several,
// never take the same one), hands each to SMTP, and stamps it sent; a failure waits longer before
// each next attempt (1, 2, 4 ... minutes, at most an hour) and is given up after MAX_ATTEMPTS.
// Each message carries a Message-ID of its own row: should a process die between the SMTP server's
// acceptance and the stamp, the message is tried again after its lease with the same Message-ID,
// which receiving servers use to drop the duplicate. Without SMTP_URL nothing is sent: the messages
// wait for support to read them (GET /api/support/outbox).

export const MAX_ATTEMPTS = 8;
/** How long a sender holds a message it took. */
const LEASE_MS = 2 * 60_000;
/** How often the sender looks for due messages, besides being woken by queueMail. */
const POLL_MS = 5_000;
/** Messages a pass takes at once. */
const BATCH = 20;

/** The wait before attempt n + 1 after n failed ones: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, failedAttempts - 1));
}

export interface QueuedMail {
  kind: string;
  toAddress: string;
  language: Locale;
  subject: string;
  textBody: string;
  htmlBody: string;
  userId?: number | null;
}

type Wake = () => void;
/** The senders of this process, woken when a message is queued (a pass costs one statement). */
const wakers = new Set<Wake>();

/**
 * Writes a message to the outbox on `db` (pass the action's transaction). The process's senders
 * look at once (they would within POLL_MS anyway, also in another process).
 */
export async function queueMail(db: Database, mail: QueuedMail): Promise<number> {
  const id = await insertMail(db, { ...mail, userId: mail.userId ?? null });
  // A little later: the transaction commits first, or the sender would not see the row yet.
  setTimeout(() => {
    for (const wake of wakers) wake();
  }, 20).unref();
  return id;
}

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

/** An SMTP transport (nodemailer, loaded with the first one: a server without SMTP_URL never loads it). */
export function smtpTransport(url: string): MailTransport {
  const mailer = createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
  return mailer.createTransport(url);
}

/** The Message-ID of an outbox row: the same at every attempt. */
function messageIdOf(row: MailRow): string {
  return `<outbox-${row.id}-${row.createdAt.getTime()}@procounter>`;
}

export interface MailSender {
  /** One pass: sends what is due; answers how many were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts delivering the outbox of deps.db through `transport`: a pass at once, then every POLL_MS
 * and whenever queueMail writes on this database.
 */
export function startMailSender(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  transport: MailTransport,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): MailSender {
  const { db } = deps;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  const pass = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const rows = await claimDueMail(db, deps.clock.now(), LEASE_MS, BATCH);
      for (const row of rows) {
        if (stopped) return sent;
        try {
          await transport.sendMail({
            from: deps.config.mailFrom,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            messageId: messageIdOf(row),
            headers: { 'Content-Language': row.language, 'Auto-Submitted': 'auto-generated' },
          });
          await markMailSent(db, row.id, deps.clock.now());
          sent++;
        } catch (error) {
          const failed = row.attempts + 1;
          const now = deps.clock.now();
          const next =
            failed >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(failed));
          const message = error instanceof Error ? error.message : String(error);
          await markMailFailed(db, row.id, message, now, next);
          (next === null ? log.error : log.warn)(
            { mailId: row.id, kind: row.kind, attempts: failed, err: message },
            next === null ? 'mail given up' : 'mail delivery failed; will retry',
          );
        }
      }
      if (rows.length < BATCH) return sent;
    }
  };

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await pass();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  const wake: Wake = () => {
    if (!stopped) drain().catch((err) => log.error({ err }, 'mail sender pass failed'));
  };
  wakers.add(wake);
  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  wake();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      wakers.delete(wake);
      await running?.catch(() => {});
      transport.close?.();
    },
  };
}

function stateOf(row: MailRow): MailMessage['state'] {
  if (row.sentAt) return 'SENT';
  if (row.failedAt) return 'FAILED';
  return 'WAITING';
}

/** GET /support/outbox: the outbox, newest first. */
export async function listOutbox(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  query: z.output<typeof MailOutboxQuerySchema>,
): Promise<MailOutboxPage> {
  const { rows, total } = await findMailPage(deps.db, query.page * query.size, query.size);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      toAddress: row.toAddress,
      language: row.language === 'es' ? 'es' : 'en',
      subject: row.subject,
      textBody: row.textBody,
      createdAt: row.createdAt.toISOString(),
      state: stateOf(row),
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    size: query.size,
    delivering: deps.config.smtpUrl !== undefined,
  };
}
