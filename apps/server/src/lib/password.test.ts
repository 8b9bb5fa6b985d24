import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('procounter-demo');
    expect(await verifyPassword(stored, 'procounter-demo')).toBe(true);
    expect(await verifyPassword(stored, 'procounter-dem0')).toBe(false);
    expect(await verifyPassword(null, 'procounter-demo')).toBe(false);
    expect(await verifyPassword('not a hash', 'procounter-demo')).toBe(false);
  });

  // A burst of logins used to fill libuv's thread pool with hashes, and every access token signed
  // or checked (WebCrypto, the same pool) waited for all of them.
  it('leaves the thread pool free for token signing while many logins hash', async () => {
    const stored = await hashPassword('procounter-demo');
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('a secret of at least thirty-two characters'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const logins = 16;
    let verified = 0;
    const burst = Promise.all(
      Array.from({ length: logins }, () =>
        verifyPassword(stored, 'procounter-demo').then((ok) => {
          verified++;
          return ok;
        }),
      ),
    );
    await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode('token'));
    const verifiedWhenSigned = verified;
    expect(await burst).toEqual(Array(logins).fill(true));
    // Queued behind the burst, the signature came after at least 12 of the 16 hashes.
    expect(verifiedWhenSigned).toBeLessThan(logins / 2);
  });
});
