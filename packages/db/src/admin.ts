/** Server-level helpers for scratch databases (tests, e2e, benchmarks). */
import pg from 'pg';

/** URL of another database on the same server as `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs admin statements (CREATE/DROP DATABASE) on the server's maintenance connection. */
export async function withAdminClient<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** CREATE DATABASE, retried while the template is briefly busy with a concurrent copy. */
export async function createDatabaseFrom(baseUrl: string, name: string, template?: string): Promise<void> {
  await withAdminClient(baseUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`);
        return;
      } catch (error) {
        const busy = /being accessed by other users/.test(String(error));
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}
