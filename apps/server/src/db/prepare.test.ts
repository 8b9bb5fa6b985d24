import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import type { DatabaseHandle } from './client';
import { prepareDatabase } from './prepare';

// The run's template was made by prepareDatabase; a copy of it is a database every start, db:seed
// and the parts catalog CLI find ready. Preparing it again writes nothing: that is what lets
// db:seed load the catalogs whenever they are missing, as a start does.

let testDatabase: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('databaseTemplate'));
  handle = await testDatabase.open();
});

afterAll(async () => {
  await handle?.close();
  await testDatabase?.drop();
});

describe('prepareDatabase', () => {
  it('on a prepared database seeds and loads nothing, demo or not', async () => {
    for (const seedDemo of [true, false]) {
      const prepared = await prepareDatabase(handle, { seedDemo });
      expect(prepared).toMatchObject({
        seeded: false,
        catalogLoaded: false,
        partsCatalog: undefined,
        helpContent: undefined,
      });
    }
  });

  it('puts the parts catalog in place with the step it is given', async () => {
    const calls: DatabaseHandle[] = [];
    await prepareDatabase(handle, {
      seedDemo: false,
      helpContent: false,
      partsCatalog: async (given) => {
        calls.push(given);
        return undefined;
      },
    });
    expect(calls).toEqual([handle]);
  });
});
