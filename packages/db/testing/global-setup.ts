import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/client';
import { migrate } from '../src/migrate';
import { createDatabaseFrom, databaseUrl, dropDatabase, withAdminClient } from '../src/admin';
import './provided-context';

/**
 * Migrates one template per test run; each test file then gets its own copy
 * (a PGlite dump loaded in memory, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.HONORA_TEST_ENGINE ?? 'pglite';
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('testRunId', runId);
  if (engine === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test engine');
    const template = `honora_tpl_${runId}`;
    await createDatabaseFrom(baseUrl, template);
    const database = await createDatabase({ url: databaseUrl(baseUrl, template), poolMax: 1 });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await withAdminClient(baseUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`honora_t_${runId}_%`],
        );
        for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      });
      await dropDatabase(baseUrl, template);
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'honora-test-'));
  const database = await createDatabase({});
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const path = join(dir, 'template.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
