import { createHash, randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, ResetPasswordBody } from '@procounter/shared/contracts/auth';
import { DEFAULT_LOCALE, toSupportedLocale } from '@procounter/shared/domain/locale';
import { findPasswordRuleBroken } from '@procounter/shared/domain/password-rules';
import { resources } from '@procounter/shared/i18n/index';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import type { ServiceDeps } from '../../lib/deps';
import { hashPassword } from '../../lib/password';
import { passwordResetMail, queueMail } from '../mail/mail.service';
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
// every login of the user, as any password change does.

export const RESET_LINK_MINUTES = 30;
/** Links one account gets per hour; past it, requests are answered alike and send nothing. */
export const RESET_LINKS_PER_HOUR = 3;

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

/**
 * A single-use reset link for the account and its mail, in one transaction (within
 * RESET_LINKS_PER_HOUR for the account, whoever asks): the "Forgot password?" request's work, and
 * the password reset a manager sends an employee. `during` runs in the same transaction once the
 * link is written (a manager's reset records it there). Answers whether a link was written: false
 * past the hour's limit or without an address.
 */
export async function issuePasswordResetLink(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
  account: ResetLinkAccount,
  ip: string | null,
  during?: (tx: Database) => Promise<void>,
): Promise<boolean> {
  const email = account.email?.trim();
  if (!email) return false;
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    await lockPasswordResets(tx.db, account.id);
    const recent = await countPasswordResetTokensSince(
      tx.db,
      account.id,
      new Date(now.getTime() - 60 * 60_000),
    );
    if (recent >= RESET_LINKS_PER_HOUR) return false;
    const token = randomBytes(32).toString('base64url');
    await insertPasswordResetToken(tx.db, {
      userId: account.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      ip,
    });
    const locale = toSupportedLocale(account.languageCode) ?? DEFAULT_LOCALE;
    await queueMail(tx.db, {
      kind: 'PASSWORD_RESET',
      toAddress: email,
      language: locale,
      userId: account.id,
      ...passwordResetMail(locale, {
        firstName: account.firstName,
        loginName: account.loginName,
        link: resetLinkOf(deps.config.publicUrl, token),
        minutes: RESET_LINK_MINUTES,
      }),
    });
    await during?.(tx.db);
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
