import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createFileStorage, newStorageKey, type FileStorage } from '../src/files/file-storage';
import { createBatch, createBatchesWorld, type BatchesWorld } from './batches-world';
import { eventBody } from './events-world';

/**
 * Stored files on S3-compatible object storage (decision 020), against a local fake S3 server
 * (s3rver) this file starts itself: the storage's put/get/discard, the same contract on the
 * local disk, and attachments of events and batches through the API with S3 configured.
 */
const BUCKET = 'honora-test';
let s3: S3rver;
let s3Dir: string;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'honora-s3-'));
  dataDir = await mkdtemp(join(tmpdir(), 'honora-s3-data-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

function storageContract(name: string, storage: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('gives back what was put, nothing for an unknown key, and nothing once discarded', async () => {
      const key = newStorageKey('events', randomUUID());
      const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);
      await storage().put(key, content);
      expect((await storage().get(key))?.equals(content)).toBe(true);
      expect(await storage().get(newStorageKey('events', randomUUID()))).toBeNull();
      await storage().discard(key);
      expect(await storage().get(key)).toBeNull();
      await storage().discard(key);
    });

    it('keeps a larger file whole', async () => {
      const key = newStorageKey('batches', randomUUID());
      const content = Buffer.alloc(3 * 1024 * 1024, 7);
      await storage().put(key, content);
      expect((await storage().get(key))?.equals(content)).toBe(true);
    });
  });
}

storageContract('S3', () => createFileStorage(loadConfig(env).fileStorage, dataDir));
storageContract('local disk', () => createFileStorage({ kind: 'local' }, dataDir));

describe('attachments through the API on S3', () => {
  let w: BatchesWorld;
  beforeAll(async () => {
    w = await createBatchesWorld({ ...env, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await w?.t.close();
  });
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

  it("an event's attachment is kept in the bucket and downloaded with the same bytes", async () => {
    const created = await w.biller.post('/api/events', eventBody(w, { anesthetistId: w.anesthetistId }));
    expect(created.statusCode, created.body).toBe(200);
    const eventId = created.json().id as string;
    const res = await w.biller.post(`/api/events/${eventId}/attachments`, {
      kind: 'guide',
      fileName: 'guia.pdf',
      contentBase64: PDF.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const download = await w.biller.get(res.json().url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // In the bucket, not on the local disk.
    const keys = await s3Keys();
    expect(keys.some((k) => k.startsWith(`events/${w.matrizId}/`))).toBe(true);
  });

  it("a batch's attachment too; a file of another type is refused with nothing stored", async () => {
    const batch = await createBatch(w);
    const before = (await s3Keys()).length;
    const refused = await w.biller.post(`/api/batches/${batch.id}/attachments`, {
      fileName: 'programa.pdf',
      content: Buffer.from('MZ not a pdf').toString('base64'),
    });
    expect(refused.statusCode).toBe(400);
    expect((await s3Keys()).length).toBe(before);
    const res = await w.biller.post(`/api/batches/${batch.id}/attachments`, {
      fileName: 'protocolo.pdf',
      content: PDF.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.json().attachments[0];
    const download = await w.biller.get(`/api/batches/${batch.id}/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await s3Keys()).some((k) => k.startsWith(`batches/${w.matrizId}/`))).toBe(true);
  });
});

/** The bucket's keys, listed through the S3 API (what another process would read). */
async function s3Keys(): Promise<string[]> {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((c) => c.Key ?? '');
}
