import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailableError } from './errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('PGlite is closed'),
    new Error('PGlite is closing'),
    new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    new AggregateError([withCode('ECONNREFUSED')], 'connect failed'),
    new DatabaseUnavailableError('the embedded database is being reopened'),
    new Error('Failed query: insert', { cause: new WebAssembly.RuntimeError('Aborted()') }),
    Object.assign(new Error('Program terminated with exit(1)'), { name: 'ExitStatus' }),
  ])('recognises %s', (error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    withCode('23505', 'duplicate key value violates unique constraint'),
    withCode('42P01', 'relation "x" does not exist'),
    new Error('Cannot read properties of undefined'),
    'ECONNREFUSED',
    null,
  ])('leaves %s to the 500 path', (error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
