import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins.

/**
 * argon2 runs on libuv's thread pool (4 threads), as do WebCrypto jobs, so jose's signing and
 * checking of every access token. Jobs start in the order they were queued: a burst of logins
 * queued every token behind every hash (a 0.1 ms signature waited 3 s behind 40 logins, and a
 * freshly logged-in user's first call timed out). So at most this many hashes run at once, which
 * still keeps every core busy, and the rest wait here, leaving a thread free for the short jobs.
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), 3));

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((start) => waiting.push(start));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiting hash, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password));
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
    const matches = await limited(() => verify(storedHash ?? DUMMY_HASH, password));
    return storedHash !== null && matches;
  } catch {
    // A malformed stored hash never lets anyone in.
    return false;
  }
}
