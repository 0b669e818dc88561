import {
  createDatabase,
  DataDirLockedError,
  demoSuperAdmin,
  demoUsers,
  DEMO_PASSWORD,
  ensureWebConfigs,
  isDatabaseEmpty,
  migrate,
  seedDemo,
} from '@honora/db';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { hashPassword } from './modules/auth/passwords';
import { withStartupLock } from './startup-lock';

/** `npm start`: migrations, the demo on an empty database, then app and API on one port. */
async function main(): Promise<void> {
  // The embedded demo (no DATABASE_URL) mounts the fake external registry unless told otherwise (decision 053).
  const env = process.env;
  const demo = env.DATABASE_URL ? 'false' : 'true';
  const config = loadConfig({
    ...env,
    FAKE_REGISTRY: env.FAKE_REGISTRY ?? demo,
    FAKE_CONTAAZUL: env.FAKE_CONTAAZUL ?? demo,
  });
  let database;
  try {
    database = await createDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const prepare = async () => {
    await migrate(database);
    await ensureWebConfigs(database.db);
    const isEmpty = await isDatabaseEmpty(database.db);
    if (isEmpty) await seedDemo(database.db, hashPassword);
    return isEmpty;
  };
  // Several processes may start together on one PostgreSQL: one prepares it at a time.
  const seeded = config.databaseUrl ? await withStartupLock(config.databaseUrl, prepare) : await prepare();

  const app = await buildApp({ db: database.db, config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${join(config.dataDir, 'pglite')}`;
  console.log(`\nHonora em http://localhost:${config.port}  — banco: ${where}${seeded ? ' (demo criada agora)' : ''}`);
  console.log(`Logins de demonstração (senha "${DEMO_PASSWORD}"):`);
  for (const user of [{ email: demoSuperAdmin.email, name: 'Super admin' }, ...demoUsers]) {
    console.log(`  ${user.email.padEnd(38)} ${user.name}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
