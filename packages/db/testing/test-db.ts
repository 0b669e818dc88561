import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/client';
import { createDatabaseFrom, databaseUrl, dropDatabase } from '../src/admin';
import './provided-context';

export type TestEngine = 'pglite' | 'postgres';

export function currentTestEngine(): TestEngine {
  return process.env.HONORA_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh, already-migrated database for one test file, on the engine of the running
 * vitest project (PGlite, or PostgreSQL at TEST_DATABASE_URL). Close it in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  if (currentTestEngine() === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `honora_t_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
    await createDatabaseFrom(baseUrl, name, inject('postgresTemplate'));
    const database = await createDatabase({ url: databaseUrl(baseUrl, name), poolMax: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(baseUrl, name);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplatePath'));
  return createDatabase({ loadDataDir: new Blob([dump]) });
}
