import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of a password nobody knows, checked when the login name matches no account, so an unknown
 * name costs the same time as a wrong password and cannot be told apart.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$+RD1IEVSLeUH2QeC3uXgXQ$XV4Yw8H+G+/71UCcO1+gInd8fGh0tZJDk990TcVCIek';

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && matches;
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}
