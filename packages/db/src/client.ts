import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type ExtractTablesWithRelations, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** PGlite: start from a dump made by `dumpDataDir` (fast per-test databases). */
  loadDataDir?: Blob | File;
  poolMax?: number;
}

/** Opens PGlite with the extensions the schema uses (pg_trgm, unaccent, btree_gist). */
export async function openPglite(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent, btree_gist },
  });
}

/** The connection factory: PostgreSQL through a `pg` Pool when a URL is given, PGlite otherwise. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    let isClosing = false;
    // An idle client can lose its connection (server restart, a dropped database); without a
    // listener that error would crash the process. The pool discards the client by itself.
    pool.on('error', (error) => {
      if (!isClosing) console.warn(`PostgreSQL: conexão ociosa perdida (${error.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      close: () => {
        isClosing = true;
        return pool.end();
      },
    };
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const client = await openPglite(options);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Runs `fn` on one session of the database, for state that outlives a transaction (a cursor
 * WITH HOLD): on PostgreSQL a pooled connection checked out for the whole call — released when
 * `fn` ends, closed instead when it failed (with whatever it held) —, on PGlite its only session.
 */
export async function withSession<T>(db: Db, fn: (session: Db) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return fn(db);
  const connection = await client.connect();
  let failed = false;
  try {
    return await fn(drizzlePg(connection, { schema }) as unknown as Db);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    connection.release(failed);
  }
}

/** Rows of a raw `execute` result; node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `column = any($1::uuid[])`: the ids as ONE array parameter, where drizzle's `inArray` binds one
 * parameter each (a 5,000-event settlement would build, send and parse 5,000 of them per query).
 */
export function inIds(column: SQLWrapper, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}
