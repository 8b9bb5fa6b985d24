import { describe, expect, it } from 'vitest';
import { findPasswordRuleBroken } from './password-rules';

describe('findPasswordRuleBroken', () => {
  it('refuses whitespace only, one character repeated, and the login name inside', () => {
    expect(findPasswordRuleBroken('          ', 'newhire')).toBe('PASSWORD_WHITESPACE_ONLY');
    expect(findPasswordRuleBroken('\t\n   \u00a0    ', 'newhire')).toBe('PASSWORD_WHITESPACE_ONLY');
    expect(findPasswordRuleBroken('1111111111', 'newhire')).toBe('PASSWORD_REPEATED_CHARACTER');
    expect(findPasswordRuleBroken('ÄÄÄÄÄÄÄÄÄÄ', 'newhire')).toBe('PASSWORD_REPEATED_CHARACTER');
    expect(findPasswordRuleBroken('newhire1234', 'newhire')).toBe('PASSWORD_CONTAINS_LOGIN_NAME');
    expect(findPasswordRuleBroken('my-NEWHIRE-pass', ' NewHire ')).toBe(
      'PASSWORD_CONTAINS_LOGIN_NAME',
    );
  });

  it('takes anything else, and ignores login names under 3 characters', () => {
    expect(findPasswordRuleBroken('caliper-bracket-9', 'newhire')).toBeNull();
    expect(findPasswordRuleBroken('1111111112', 'newhire')).toBeNull();
    expect(findPasswordRuleBroken('ab-caliper-bracket', 'ab')).toBeNull();
  });
});
