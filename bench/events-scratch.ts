import { createDatabaseFrom, databaseUrl, dropDatabase } from '@honora/db';
import pg from 'pg';
import { DATABASE, EMAIL, PASSWORD, seededDatabase } from './events';
import { signedInPoster, startApp, stop } from './lib';

/** What a bench that writes gets on its own copy of the events bench's database. */
export interface EventsScratch {
  /** A client of the copy, as its owner (set-up queries that bypass the API). */
  raw: pg.Client;
  /** POST to the API on the copy as the bench biller; throws unless it answers 200. */
  post: (path: string, body: unknown) => Promise<Record<string, unknown>>;
}

/**
 * Runs `bench` against a scratch copy of the events bench's million events (seeded once and kept),
 * so it can post without touching the kept database: the copy, a server on it and a signed-in
 * biller; everything is dropped afterwards.
 */
export async function onEventsScratchCopy(baseUrl: string, name: string, bench: (s: EventsScratch) => Promise<void>) {
  await seededDatabase(baseUrl);
  await dropDatabase(baseUrl, name).catch(() => undefined);
  await createDatabaseFrom(baseUrl, name, DATABASE);
  const raw = new pg.Client({ connectionString: databaseUrl(baseUrl, name) });
  await raw.connect();
  const { port, child } = await startApp(databaseUrl(baseUrl, name));
  try {
    const post = await signedInPoster(port, EMAIL, PASSWORD);
    await bench({ raw, post });
  } finally {
    await stop(child);
    await raw.end();
    await dropDatabase(baseUrl, name);
  }
}
