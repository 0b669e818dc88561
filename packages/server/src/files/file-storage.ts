import { randomUUID } from 'node:crypto';
import type { FileStorageConfig } from '../config';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/**
 * Where the server keeps the files it stores (attachments of events and batches; decisions 015
 * and 020): the local disk of one process by default, or an S3-compatible bucket that several
 * processes share. The database keeps the key; a removed record is only marked deleted there,
 * its bytes stay.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The bytes under the key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Undoes a put whose database write failed (never used to delete a saved file). */
  discard(key: string): Promise<void>;
}

/** What a stored file belongs to: the first part of its key. */
export type StorageArea = 'events' | 'batches' | 'chat';

/** The key of a new file of a company: `<area>/<companyId>/<uuid>`. */
export function newStorageKey(area: StorageArea, companyId: string): string {
  return `${area}/${companyId}/${randomUUID()}`;
}

/** The storage the configuration chooses (S3_BUCKET set → S3; otherwise `<dataDir>/files`). */
export function createFileStorage(config: FileStorageConfig, dataDir: string): FileStorage {
  return config.kind === 's3' ? s3FileStorage(config) : localFileStorage(dataDir);
}
