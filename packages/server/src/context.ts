import type { Db } from '@honora/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { FileStorage } from './files/file-storage';
import type { Messenger } from './modules/outbox/messenger';
import type { Notifications } from './notifications/notifications';

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  db: Db;
  config: Config;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** PostgreSQL notifications between the server processes (decision 020). */
  notifications: Notifications;
  /** Stored files: local disk or S3-compatible object storage (decision 020). */
  files: FileStorage;
}
