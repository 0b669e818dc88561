import { fmt, messages } from '@honora/contract';
import { companyWebConfigs, events, healthInsurers, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPagesText } from '../src/modules/tiss/pdf/pdf-text';
import { TABLE_CODES } from './events-world';
import type { TestClient } from './helpers';
import { expectRefused } from './money-world';
import { signedIn } from './negotiations-world';
import { batchOf, createTissXmlWorld, tissEvent, type TissXmlWorld } from './tiss-xml-world';

const b = messages.screens.batches;

let w: TissXmlWorld;
/** A scheduler profile given batches and events read, without readValues. */
let noValues: TestClient;

beforeAll(async () => {
  w = await createTissXmlWorld();
  await withActor(w.t.database.db, systemActor, async (tx) => {
    const [config] = await tx.select().from(companyWebConfigs).where(eq(companyWebConfigs.companyId, w.matrizId));
    const p = config!.permissions!;
    const permissions = {
      ...p,
      batches: { ...p.batches, read: [...(p.batches?.read ?? []), 'd' as const] },
      events: { ...p.events, read: [...(p.events?.read ?? []), 'd' as const] },
    };
    await tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId));
  });
  noValues = await signedIn(w.t, 'agenda@guias.dev', w.matrizId, 'd');
}, 60_000);
afterAll(() => w.t.close());

function expectPdf(res: LightMyRequestResponse, fileName: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="${fileName}.pdf"; filename*=UTF-8''${encodeURIComponent(`${fileName}.pdf`)}`,
  );
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { pages: pdfPageCount(res.rawPayload), text: pdfPagesText(res.rawPayload).flat().join('\n') };
}

const numGuideOf = (view: object) => (view as { numGuide: string }).numGuide;

/** Four procedure rows (SP/SADT prints 3 a page). */
const fourRows = ['100.00', '200.00', '300.00', '400.00'].map((value, i) => ({
  idProc: TABLE_CODES[i % TABLE_CODES.length]!,
  order: i + 1,
  userCustom: true,
  value,
}));

describe('GET /api/batches/:id/guides.pdf', () => {
  it("prints every active event's guide of the batch with the insurer's settings", async () => {
    const first = await tissEvent(w, w.biller, 'SPSADT', { procedures: fourRows });
    const second = await tissEvent(w, w.biller, 'SPSADT');
    const removed = await tissEvent(w, w.biller, 'SPSADT');
    const batch = await batchOf(w, 'SPSADT', [first.id, second.id, removed.id]);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ active: false }).where(eq(events.id, removed.id)),
    );
    const { pages, text } = expectPdf(
      await w.biller.get(`/api/batches/${batch.id}/guides.pdf`),
      fmt(b.files.guides, { code: batch.code }),
    );
    expect(pages).toBe(2 + 1);
    for (const expected of [
      'SP/SADT',
      '1 - Registro ANS',
      '123456',
      'Cooperativa Eventos',
      'CNPJ 11.222.333/0001-81',
      'Operadora: Unimed Eventos',
      'Hospital São Lucas',
      'Dr. João Cirurgião',
      'Dra. Ana Anestesista',
      'Colecistite aguda — cirurgia eletiva',
      'Página 2 de 2',
      numGuideOf(first),
      '400,00',
      '1.000,00',
      '35,10',
      '455,60',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.split('\n')).toContain(numGuideOf(second));
    expect(text.split('\n')).not.toContain(numGuideOf(removed));
  });

  it('leaves the values out for a user who may not see them, and the insurer may hide values, logo and observations', async () => {
    const event = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [event.id]);
    const seen = expectPdf(
      await noValues.get(`/api/batches/${batch.id}/guides.pdf`),
      fmt(b.files.guides, { code: batch.code }),
    );
    expect(seen.text).toContain('27 - Valor Unitário (R$)');
    expect(seen.text).toContain('Dra. Ana Anestesista');
    for (const value of ['300,00', '120,50', '420,50']) expect(seen.text).not.toContain(value);

    const full = expectPdf(
      await w.biller.get(`/api/batches/${batch.id}/guides.pdf`),
      fmt(b.files.guides, { code: batch.code }),
    );
    for (const value of ['300,00', '120,50', '420,50']) expect(full.text).toContain(value);

    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(healthInsurers)
        .set({ configPdf: { showLogo: false, orientation: 'portrait', showValues: false, showObservations: false } })
        .where(eq(healthInsurers.id, w.insurers.valued)),
    );
    try {
      const res = await w.biller.get(`/api/batches/${batch.id}/guides.pdf`);
      const hidden = expectPdf(res, fmt(b.files.guides, { code: batch.code }));
      expect(hidden.text).not.toContain('420,50');
      expect(hidden.text).not.toContain('CNPJ 11.222.333/0001-81');
      expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    } finally {
      await withActor(w.t.database.db, systemActor, (tx) =>
        tx.update(healthInsurers).set({ configPdf: {} }).where(eq(healthInsurers.id, w.insurers.valued)),
      );
    }
  });

  it('refuses a batch without active events (400) and answers 404 for an unknown or removed batch', async () => {
    const empty = await batchOf(w, 'Honorario', []);
    expectRefused(await w.biller.get(`/api/batches/${empty.id}/guides.pdf`), 400, b.pdf.noEvents, 'inputError');
    expectRefused(
      await w.biller.get('/api/batches/00000000-0000-4000-8000-000000000000/guides.pdf'),
      404,
      b.errors.notFound,
    );
    expect((await w.biller.get('/api/batches/nao-e-id/guides.pdf')).statusCode).toBe(400);
  });

  it("is another tenant's batch: 404; without the batches module: 403; without a session: 401", async () => {
    const event = await tissEvent(w, w.biller, 'Consulta');
    const batch = await batchOf(w, 'Consulta', [event.id]);
    expectRefused(await w.outsider.get(`/api/batches/${batch.id}/guides.pdf`), 404, b.errors.notFound);
    expect((await w.anesthetist.get(`/api/batches/${batch.id}/guides.pdf`)).statusCode).toBe(403);
    expect((await w.resident.get(`/api/batches/${batch.id}/guides.pdf`)).statusCode).toBe(403);
    expect((await w.anonymous.get(`/api/batches/${batch.id}/guides.pdf`)).statusCode).toBe(401);
  });
});

describe('GET /api/events/:id/guide.pdf', () => {
  it("prints one event's guide in its type's form", async () => {
    const event = await tissEvent(w, w.biller, 'Consulta');
    const { pages, text } = expectPdf(
      await w.biller.get(`/api/events/${event.id}/guide.pdf`),
      fmt(b.files.eventGuide, { numGuide: numGuideOf(event) }),
    );
    expect(pages).toBe(1);
    for (const expected of [
      'GUIA DE CONSULTA',
      '12 - Nome do Profissional Executante',
      'Dra. Ana Anestesista',
      '150,00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('own-events users get only theirs; a resident without readValues gets no value', async () => {
    const mine = await tissEvent(w, w.biller, 'Honorario', { residentId: w.residentId });
    const other = await tissEvent(w, w.biller, 'Honorario', { anesthetistId: null });
    expectPdf(
      await w.anesthetist.get(`/api/events/${mine.id}/guide.pdf`),
      fmt(b.files.eventGuide, { numGuide: numGuideOf(mine) }),
    );
    expectRefused(
      await w.anesthetist.get(`/api/events/${other.id}/guide.pdf`),
      404,
      messages.screens.events.errors.notFound,
    );
    const resident = expectPdf(
      await w.resident.get(`/api/events/${mine.id}/guide.pdf`),
      fmt(b.files.eventGuide, { numGuide: numGuideOf(mine) }),
    );
    expect(resident.text).toContain('GUIA DE HONORÁRIOS');
    for (const value of ['300,00', '420,50']) expect(resident.text).not.toContain(value);
    expect((await w.resident.get(`/api/events/${other.id}/guide.pdf`)).statusCode).toBe(404);
  });

  it("is another tenant's event or a removed one: 404; an event without insurer: 400", async () => {
    const event = await tissEvent(w, w.biller, 'Honorario');
    expectRefused(
      await w.outsider.get(`/api/events/${event.id}/guide.pdf`),
      404,
      messages.screens.events.errors.notFound,
    );
    expect((await w.anonymous.get(`/api/events/${event.id}/guide.pdf`)).statusCode).toBe(401);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ healthInsuranceId: null }).where(eq(events.id, event.id)),
    );
    expectRefused(await w.biller.get(`/api/events/${event.id}/guide.pdf`), 400, b.pdf.noInsurer, 'inputError');
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(events).set({ active: false }).where(eq(events.id, event.id)),
    );
    expectRefused(
      await w.biller.get(`/api/events/${event.id}/guide.pdf`),
      404,
      messages.screens.events.errors.notFound,
    );
  });
});
