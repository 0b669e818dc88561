import pg from 'pg';

/** The advisory lock key of a server's start (migrations and the demo seed): "honora" in ASCII. */
const STARTUP_LOCK_KEY = 0x686f6e6f7261;

/**
 * Runs the start's database preparation under a PostgreSQL advisory lock, so several processes
 * started at once on one database migrate and seed one after the other instead of racing (the
 * second finds the work done; decision 020). The lock lives on its own connection and goes with it.
 */
export async function withStartupLock<T>(databaseUrl: string, prepare: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'honora_startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await prepare();
  } finally {
    await client.end();
  }
}
