import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { TokenSigner } from './tokens';

/** What services need from the outside, passed in so tests can call them directly. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  tokens: TokenSigner;
}
