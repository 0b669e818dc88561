import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

/**
 * Secrets of the integrations at rest (decision 053): AES-256-GCM with a random 12-byte IV,
 * stored as "v1:iv:tag:ciphertext" (base64). The key is INTEGRATIONS_SECRET_KEY, or one generated
 * once into DATA_DIR/integrations.key (mode 0600) so `npm start` works; several server processes
 * must share the same key.
 */
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function parseKey(base64: string, origin: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${origin} must be 32 bytes in base64`);
  return key;
}

/** The key of this configuration: from the environment, or the data folder's file (created on first use). */
export function integrationKey(config: Pick<Config, 'integrations' | 'dataDir'>): Buffer {
  if (config.integrations.secretKey) return parseKey(config.integrations.secretKey, 'INTEGRATIONS_SECRET_KEY');
  const file = join(config.dataDir, 'integrations.key');
  const cached = keys.get(file);
  if (cached) return cached;
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another process of the same data folder wrote it first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = parseKey(readFileSync(file, 'utf8'), file);
  keys.set(file, key);
  return key;
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
