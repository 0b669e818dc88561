import type { Db } from '@honora/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Messenger } from './modules/outbox/messenger';

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  db: Db;
  config: Config;
  messenger: Messenger;
  log: FastifyBaseLogger;
}
