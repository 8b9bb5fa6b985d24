import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, ResetPasswordBody } from '@procounter/shared/contracts/auth';
import { DEFAULT_LOCALE, toSupportedLocale } from '@procounter/shared/domain/locale';
import { findPasswordRuleBroken } from '@procounter/shared/domain/password-rules';
import { resources } from '@procounter/shared/i18n/index';
import { EMPLOYEE_WELCOME_LINK_HOURS } from '@procounter/shared/validation/limits';
import type { Database } from '../../db/client';
import type { PasswordLinkKind } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword } from '../../lib/password';
import { employeeWelcomeMail, passwordResetMail, queueMail } from '../mail/mail.service';
import { findUserById, findUsersToReset, setPasswordHash } from '../users/users.service';
import {
  countPasswordResetTokensSince,
  findPasswordResetToken,
  insertPasswordResetToken,
  lockPasswordResets,
  usePasswordResetToken,
} from './auth.repository';
import { passwordRefused } from './auth.service';

// "Forgot password?" (issue 24). A request names a login name or an e-mail address; the caller
// hears the same thing whatever it names, at once: the work (finding the account, writing the link
// and its mail in one transaction) runs after the answer, so neither the answer nor its time says
// whether an account matched. The link carries a random token (stored as its SHA-256 hash), works
// once, for RESET_LINK_MINUTES; using it sets the new password under the password rules and ends
// every login of the user, as any password change does. A manager's "Send password reset" and a
// new employee's link to set a first password are the same kind of link, each with its own limit
// (so anonymous "Forgot password?" requests never use up a manager's) and its own life.

export const RESET_LINK_MINUTES = 30;
/** Links one account gets per hour; past it, requests are answered alike and send nothing. */
export const RESET_LINKS_PER_HOUR = 3;
/** Links a manager may send one user per hour, counted apart from "Forgot password?". */
export const MANAGER_RESET_LINKS_PER_HOUR = 3;

/** Each kind of link: how long it works and how many of it an account gets an hour. */
const LINK_KINDS: Record<PasswordLinkKind, { minutes: number; perHour: number }> = {
  FORGOT: { minutes: RESET_LINK_MINUTES, perHour: RESET_LINKS_PER_HOUR },
  MANAGER: { minutes: RESET_LINK_MINUTES, perHour: MANAGER_RESET_LINKS_PER_HOUR },
  // Written once, with the new user: no limit to reach.
  WELCOME: { minutes: EMPLOYEE_WELCOME_LINK_HOURS * 60, perHour: Number.POSITIVE_INFINITY },
};

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The answer to an unknown, used or expired link: the spec's LOGIN_TEMP_PASSWORD_EXPIRED. */
const linkExpired = () =>
  new AppError(
    400,
    'LOGIN_TEMP_PASSWORD_EXPIRED',
    resources.en.auth.errorKeys.LOGIN_TEMP_PASSWORD_EXPIRED,
  );

/** Where the mailed link leads: the web app's reset page with the token. */
export const resetLinkOf = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** The account a reset link is written for: who it is and where the mail goes. */
export interface ResetLinkAccount {
  id: number;
  loginName: string;
  firstName: string;
  email: string | null;
  languageCode: string;
}

/** The mail of a link: a new employee's welcome, or the reset mail. */
function linkMail(
  kind: PasswordLinkKind,
  locale: ReturnType<typeof toSupportedLocale> & string,
  values: { firstName: string; loginName: string; link: string },
) {
  return kind === 'WELCOME'
    ? {
        kind: 'EMPLOYEE_WELCOME',
        ...employeeWelcomeMail(locale, { ...values, hours: EMPLOYEE_WELCOME_LINK_HOURS }),
      }
    : {
        kind: 'PASSWORD_RESET',
        ...passwordResetMail(locale, { ...values, minutes: RESET_LINK_MINUTES }),
      };
}

/**
 * A single-use link to set the account's password and its mail, in one transaction: the "Forgot
 * password?" request's work (kind FORGOT), the password reset a manager sends an employee
 * (MANAGER), a new employee's link to set a first password (WELCOME). Each kind has its own
 * hourly limit for the account, whoever asks, and its own life (LINK_KINDS). `during` runs in the
 * same transaction once the link is written (a manager's change records itself there). Answers
 * whether a link was written: false past the hour's limit or without an address.
 */
export async function issuePasswordResetLink(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  account: ResetLinkAccount,
  ip: string | null,
  options: { kind?: PasswordLinkKind; during?: (tx: Database) => Promise<void> } = {},
): Promise<boolean> {
  const email = account.email?.trim();
  if (!email) return false;
  const kind = options.kind ?? 'FORGOT';
  const { minutes, perHour } = LINK_KINDS[kind];
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    await lockPasswordResets(tx.db, account.id);
    const recent = await countPasswordResetTokensSince(
      tx.db,
      account.id,
      kind,
      new Date(now.getTime() - 60 * 60_000),
    );
    if (recent >= perHour) return false;
    const token = randomBytes(32).toString('base64url');
    await insertPasswordResetToken(tx.db, {
      userId: account.id,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      ip,
      kind,
    });
    const locale = toSupportedLocale(account.languageCode) ?? DEFAULT_LOCALE;
    await queueMail(tx.db, {
      toAddress: email,
      language: locale,
      userId: account.id,
      ...linkMail(kind, locale, {
        firstName: account.firstName,
        loginName: account.loginName,
        link: resetLinkOf(deps.config.publicUrl, token),
      }),
    });
    await options.during?.(tx.db);
    return true;
  });
}

/**
 * The work of a "Forgot password?" request, after its answer: a link and its mail for each
 * active account the name or address matches (within RESET_LINKS_PER_HOUR).
 */
export async function requestPasswordReset(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  body: ForgotPasswordBody,
  ip: string | null,
): Promise<number> {
  const accounts = await findUsersToReset(deps, body.login);
  let sent = 0;
  for (const account of accounts) {
    if (await issuePasswordResetLink(deps, account, ip)) sent++;
  }
  return sent;
}

/**
 * POST /auth/rest/resetPassword: the new password for the link's user, under the password rules;
 * the link is used in the change's own transaction and every login of the user ends.
 */
export async function resetPassword(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  body: ResetPasswordBody,
): Promise<void> {
  const tokenHash = hashResetToken(body.token);
  const link = await findPasswordResetToken(deps.db, tokenHash);
  const now = deps.clock.now();
  if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now.getTime()) {
    throw linkExpired();
  }
  const user = await findUserById(deps, link.userId);
  if (user?.status !== 'ACTIVE') throw linkExpired();
  const refusal =
    findPasswordRuleBroken(body.newPassword, user.loginName) ??
    ((await isCommonPassword(body.newPassword)) ? 'PASSWORD_COMMON' : null);
  if (refusal) throw passwordRefused(refusal);
  const passwordHash = await hashPassword(body.newPassword);
  await setPasswordHash(deps, user.id, passwordHash, null, async (tx) => {
    if (!(await usePasswordResetToken(tx, tokenHash, user.id, deps.clock.now()))) {
      throw linkExpired();
    }
  });
}
