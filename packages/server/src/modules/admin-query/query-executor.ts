import type { Db } from '@honora/db';
import pg from 'pg';

/**
 * The query console's low-level executor (decision 061): whatever text it is given runs
 * - in a transaction opened READ ONLY (PostgreSQL refuses every write, DDL, sequence step and
 *   row lock in it),
 * - under `SET LOCAL ROLE honora_query` (migration 0065: SELECT only, no credentials),
 * - with `SET LOCAL statement_timeout` (PostgreSQL; PGlite runs in this thread and has no timer),
 * - through the extended protocol, which refuses more than one statement,
 * - and always ends in ROLLBACK, so nothing it did, if anything, is kept.
 * The text check (read-only-check.ts) runs before; this is the wall behind it, and a test calls
 * it directly with writes to prove so.
 */

export const QUERY_ROLE = 'honora_query';

export interface RawField {
  name: string;
  dataTypeID: number;
}

export interface RawResult {
  fields: RawField[];
  rows: unknown[][];
}

/** What the executor needs of PGlite (the server has no direct dependency on it). */
interface PgliteTx {
  query<T>(
    text: string,
    params: unknown[],
    options: { rowMode: 'array'; parsers: Record<number, (value: string) => unknown> },
  ): Promise<{ fields: RawField[]; rows: T[] }>;
  query(text: string): Promise<unknown>;
  rollback(): Promise<void>;
}
interface PgliteLike {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

/**
 * Types whose text is kept as PostgreSQL wrote it, on both drivers alike: int8 and numeric (more
 * digits than a JavaScript number), date (no time zone to shift), json (shown as written), bytea.
 * The rest keeps the drivers' parsers: numbers, booleans, timestamptz as an instant.
 */
const RAW_TYPES = [20, 1700, 1082, 114, 3802, 17];
const raw = (value: string) => value;

const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.includes(oid) ? raw : pg.types.getTypeParser(oid, format ?? 'text'),
};
const pgliteParsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, raw]));

const clientOf = (db: Db): unknown => (db as unknown as { $client?: unknown }).$client;

/**
 * The console promises an answer within its configured limit (decision 061): the statement gets
 * what is left of it once the connection is ready, less this reserve for PostgreSQL to cancel it,
 * roll back and for the run to be audited and answered.
 */
export const ANSWER_RESERVE_MS = 300;
/** A statement always gets at least this long, however little of the limit is left. */
const MIN_STATEMENT_MS = 100;

async function onPostgres(pool: pg.Pool, text: string, deadline: number): Promise<RawResult> {
  const connection = await pool.connect();
  let isBroken = false;
  try {
    await connection.query('begin transaction isolation level repeatable read read only');
    const statementMs = Math.max(MIN_STATEMENT_MS, Math.trunc(deadline - ANSWER_RESERVE_MS - performance.now()));
    await connection.query(`set local statement_timeout = ${statementMs}`);
    await connection.query(`set local role ${QUERY_ROLE}`);
    // queryMode 'extended' (pg ≥ 8.12, not in its types): one statement only, even without parameters.
    const config = { text, rowMode: 'array', queryMode: 'extended', types: pgTypes } as unknown as pg.QueryArrayConfig;
    const result = await connection.query(config);
    return { fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), rows: result.rows };
  } finally {
    await connection.query('rollback').catch(() => {
      isBroken = true;
    });
    connection.release(isBroken);
  }
}

async function onPglite(pglite: PgliteLike, text: string): Promise<RawResult> {
  let result: RawResult | undefined;
  await pglite.transaction(async (tx) => {
    await tx.query('set transaction read only');
    await tx.query(`set local role ${QUERY_ROLE}`);
    // query() is PGlite's extended protocol: one statement only, like on PostgreSQL.
    const answer = await tx.query<unknown[]>(text, [], { rowMode: 'array', parsers: pgliteParsers });
    result = { fields: answer.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), rows: answer.rows };
    await tx.rollback();
  });
  return result!;
}

/**
 * Runs `text` behind the database's walls (never the text check: the caller ran it), answering by
 * `deadline` (a `performance.now()` instant) on PostgreSQL.
 */
export async function executeReadOnly(db: Db, text: string, deadline: number): Promise<RawResult> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return onPostgres(client, text, deadline);
  return onPglite(client as PgliteLike, text);
}

/** The engine of a database, for what differs (PGlite has no statement timeout). */
export const isPglite = (db: Db): boolean => !(clientOf(db) instanceof pg.Pool);
