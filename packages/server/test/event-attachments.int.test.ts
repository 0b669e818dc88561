import { EVENT_LIMITS, fmt, messages } from '@honora/contract';
import { eventAttachments } from '@honora/db';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, type EventsWorld } from './events-world';

const e = messages.screens.events.errors;

let w: EventsWorld;
let dataDir: string;
let eventId: string;
beforeAll(async () => {
  // Attachments go to the file storage under the data folder: a folder of this test file's own.
  dataDir = await mkdtemp(join(tmpdir(), 'honora-attachments-'));
  w = await createEventsWorld({ DATA_DIR: dataDir });
  const res = await w.biller.post('/api/events', eventBody(w, { anesthetistId: w.anesthetistId }));
  expect(res.statusCode, res.body).toBe(200);
  eventId = res.json().id;
});
afterAll(async () => {
  await w.t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
/** A Windows program ("MZ" header) renamed to look like a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

const url = (id = eventId) => `/api/events/${id}/attachments`;
const upload = (content: Buffer, fileName: string, kind = 'guide', id = eventId) =>
  w.biller.post(url(id), { kind, fileName, contentBase64: content.toString('base64') });

describe('event attachments', () => {
  it('keeps a PNG checked by its bytes and gives the same bytes back with its type and name', async () => {
    const res = await upload(PNG, 'guia assinada.png');
    expect(res.statusCode, res.body).toBe(200);
    const attachment = res.json();
    expect(attachment).toMatchObject({
      kind: 'guide',
      fileName: 'guia assinada.png',
      mime: 'image/png',
      size: PNG.length,
      url: `/api/events/${eventId}/attachments/${attachment.id}`,
      createdByName: 'faturista@eventos.dev',
    });
    const download = await w.manager.get(attachment.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''guia%20assinada.png");
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const files = await readdir(join(dataDir, 'files', 'events', w.matrizId));
    expect(files).toHaveLength(1);
    const view = (await w.biller.get(`/api/events/${eventId}`)).json();
    expect(view.attachments).toEqual([attachment]);
  });

  it('accepts PDF and JPEG by content, whatever the name says', async () => {
    const pdf = await upload(PDF, 'ficha.bin', 'record');
    expect(pdf.json()).toMatchObject({ mime: 'application/pdf', kind: 'record' });
    const jpeg = await upload(JPEG, 'termo.pdf', 'term');
    expect(jpeg.json()).toMatchObject({ mime: 'image/jpeg' });
  });

  it('refuses a program renamed .pdf, and a file over the size limit, writing nothing', async () => {
    const before = await w.t.database.db.select().from(eventAttachments).where(eq(eventAttachments.eventId, eventId));
    const exe = await upload(EXE, 'guia.pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().fields).toEqual([
      { path: 'contentBase64', message: e.attachmentType, messageKey: 'screens.events.errors.attachmentType' },
    ]);
    const big = Buffer.concat([PDF, Buffer.alloc(EVENT_LIMITS.attachmentMb * 1024 * 1024)]);
    const tooLarge = await upload(big, 'grande.pdf');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields).toEqual([
      {
        path: 'contentBase64',
        message: fmt(e.attachmentTooLarge, { mb: EVENT_LIMITS.attachmentMb }),
        messageKey: 'screens.events.errors.attachmentTooLarge',
        params: { mb: EVENT_LIMITS.attachmentMb },
      },
    ]);
    const bad = await w.biller.post(url(), { kind: 'nope', fileName: 'x.pdf', contentBase64: PDF.toString('base64') });
    expect(bad.statusCode).toBe(400);
    const after = await w.t.database.db.select().from(eventAttachments).where(eq(eventAttachments.eventId, eventId));
    expect(after).toEqual(before);
  });

  it('removes an attachment softly: gone from the event and the download, its row kept', async () => {
    const added = (await upload(PDF, 'remover.pdf', 'other')).json();
    const version = (await w.biller.get(`/api/events/${eventId}`)).json().version;
    const res = await w.biller.request('DELETE', added.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const view = (await w.biller.get(`/api/events/${eventId}`)).json();
    expect(view.version).toBe(version + 1);
    expect(view.attachments.map((a: { id: string }) => a.id)).not.toContain(added.id);
    const download = await w.biller.get(added.url);
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toBe(e.attachmentNotFound);
    const [row] = await w.t.database.db.select().from(eventAttachments).where(eq(eventAttachments.id, added.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(existsSync(join(dataDir, 'files', row!.storageKey))).toBe(true);
    expect((await w.biller.request('DELETE', added.url)).statusCode).toBe(404);
  });

  it('lets the own anesthetist attach, refuses other companies and users without write', async () => {
    const own = await w.anesthetist.post(url(), {
      kind: 'apa',
      fileName: 'apa.png',
      contentBase64: PNG.toString('base64'),
    });
    expect(own.statusCode, own.body).toBe(200);
    const attachment = own.json();
    expect((await w.outsider.get(attachment.url)).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', attachment.url)).statusCode).toBe(404);
    const invade = await w.outsider.post(url(), {
      kind: 'apa',
      fileName: 'x.png',
      contentBase64: PNG.toString('base64'),
    });
    expect(invade.statusCode).toBe(404);
    expect(
      (await w.resident.post(url(), { kind: 'apa', fileName: 'x.png', contentBase64: PNG.toString('base64') }))
        .statusCode,
    ).toBe(403);
    expect((await w.anonymous.get(attachment.url)).statusCode).toBe(401);
  });
});
