/**
 * The rules a new password must pass besides its length (ASVS 5.0 V6.2, issue 19), the ones that
 * need no list: the web form checks them as the user types, the server checks them again and then
 * the list of common passwords (apps/server lib/common-passwords.ts), which is too big to ship to
 * the browser. Each refusal is an error code whose message both catalogs hold
 * (auth:accountErrors.<code>).
 */
export type PasswordRuleCode =
  | 'PASSWORD_WHITESPACE_ONLY'
  | 'PASSWORD_REPEATED_CHARACTER'
  | 'PASSWORD_CONTAINS_LOGIN_NAME';

/** The code of every refusal, the list's included. */
export const PASSWORD_REFUSAL_CODES = [
  'PASSWORD_COMMON',
  'PASSWORD_CONTAINS_LOGIN_NAME',
  'PASSWORD_REPEATED_CHARACTER',
  'PASSWORD_WHITESPACE_ONLY',
] as const satisfies readonly (PasswordRuleCode | 'PASSWORD_COMMON')[];
export type PasswordRefusalCode = (typeof PASSWORD_REFUSAL_CODES)[number];

/** The codes auth:accountErrors holds a message for: each refusal, and the masquerade refusal. */
export const ACCOUNT_ERROR_CODES = [...PASSWORD_REFUSAL_CODES, 'MASQUERADE_FORBIDDEN'] as const;

/** Login names shorter than this are not looked for inside passwords (they would refuse too much). */
const LOGIN_NAME_MIN_MATCH = 3;

/** The first rule the password breaks, or null. Case does not matter. */
export function findPasswordRuleBroken(
  password: string,
  loginName: string,
): PasswordRuleCode | null {
  if (password.trim() === '') return 'PASSWORD_WHITESPACE_ONLY';
  const characters = [...password];
  if (characters.every((character) => character === characters[0])) {
    return 'PASSWORD_REPEATED_CHARACTER';
  }
  const name = loginName.trim().toLowerCase();
  if (name.length >= LOGIN_NAME_MIN_MATCH && password.toLowerCase().includes(name)) {
    return 'PASSWORD_CONTAINS_LOGIN_NAME';
  }
  return null;
}
