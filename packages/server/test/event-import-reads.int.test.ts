import { missingMandatoryFields, type EventImport } from '@honora/contract';
import {
  changeLog,
  eventProcedures,
  events,
  healthInsurers,
  mandatoryFields,
  negotiations,
  systemActor,
  withActor,
} from '@honora/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, eventBody, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

/**
 * An import keeps the event form's reads for its job (decision 040: the insurer, its negotiation
 * and tables, the mandatory fields, the linked records and members) and reads the events of each
 * of its transactions at once: what it writes for many events of one insurer, across the job's
 * transactions, is what the form writes for each — prices, procedure rows and change history —,
 * and what changes between two imports is read again by the second.
 */

const HEADER = ['Nome do paciente', 'Data do procedimento', 'Código do procedimento', 'Convênio', 'Número da guia'];
const HEADER_ACC = [...HEADER, 'Acomodação'];
const PATIENT = 'Maria Paciente';
const INSURER = 'Unimed Eventos';
const br = (iso: string) => iso.split('-').reverse().join('/');
const ACCOMMODATIONS = { NURSERY: 'Enfermaria', APARTMENT: 'Apartamento' } as const;

let w: EventsWorld;
let guideSeq = 810_000;
const nextGuide = () => String(guideSeq++);
const db = () => w.t.database.db;

beforeAll(async () => {
  w = await createEventsWorld();
});
afterAll(() => w.t.close());

async function importRows(rows: string[][]): Promise<EventImport> {
  const csv = rows.map((row) => row.join(';')).join('\n');
  const res = await w.biller.post('/api/event-imports', {
    eventType: 'Honorario',
    fileName: 'producao.csv',
    contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as EventImport).id;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const record = (await w.biller.get(`/api/event-imports/${id}`)).json() as EventImport;
    if (record.status !== 'NOT_STARTED' && record.status !== 'RUNNING') return record;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

async function eventOf(numGuide: string, insurerId = w.insurers.valued) {
  const [row] = await db()
    .select()
    .from(events)
    .where(and(eq(events.numGuide, numGuide), eq(events.healthInsuranceId, insurerId), eq(events.active, true)));
  return row!;
}

/** What the form and the import must agree on: the event's money and its rows as priced. */
async function priced(id: string) {
  const [row] = await db().select().from(events).where(eq(events.id, id));
  const rows = await db()
    .select()
    .from(eventProcedures)
    .where(and(eq(eventProcedures.eventId, id), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.order));
  return {
    totals: [row!.totalProduced, row!.totalProcedures, row!.accommodation, row!.status, row!.actors],
    rows: rows.map((p) => [p.idProc, p.order, p.name, p.value, p.valueOriginal, p.valueBase, p.steps, p.revenueTeam]),
  };
}

/** The change history of an event and its rows, without what names one record (ids, guide, when). */
async function history(eventId: string) {
  const rows = await db()
    .select({ id: eventProcedures.id })
    .from(eventProcedures)
    .where(eq(eventProcedures.eventId, eventId));
  const entries = [];
  for (const recordId of [eventId, ...rows.map((row) => row.id)]) {
    const logged = await db()
      .select({ table: changeLog.tableName, operation: changeLog.operation, changes: changeLog.changes })
      .from(changeLog)
      .where(eq(changeLog.recordId, recordId));
    entries.push(...logged.filter((entry) => entry.operation === 'UPDATE'));
  }
  return entries.map((entry) => JSON.stringify(entry)).sort();
}

describe('an import with the reads kept for its job', () => {
  it('writes each of many events, across its transactions, as the event form writes it: prices, rows and history', async () => {
    const [a, b] = TABLE_CODES;
    const shapes = [[a], [b], [a, b], [b, a]].flatMap((codes) =>
      (['NURSERY', 'APARTMENT'] as const).map((accommodation) => ({ codes, accommodation })),
    );
    const form = (shape: (typeof shapes)[number], numGuide: string) =>
      eventBody(w, {
        numGuide,
        accommodation: shape.accommodation,
        procedures: shape.codes.map((idProc, i) => ({ idProc, order: i + 1 })),
      });
    // Three events the file changes (their procedures in the other order, Enfermaria → Apartamento:
    // every row priced again), and their twins changed so by the form.
    const changed = [nextGuide(), nextGuide(), nextGuide()];
    const twins: string[] = [];
    for (const numGuide of changed) {
      expect((await w.biller.post('/api/events', form(shapes[4]!, numGuide))).statusCode).toBe(200);
      const twin = (await w.biller.post('/api/events', form(shapes[4]!, nextGuide()))).json();
      const put = await w.biller.put(`/api/events/${twin.id}`, {
        ...form(shapes[5]!, twin.numGuide),
        companyId: undefined,
        version: twin.version,
        procedures: [...twin.procedures].reverse().map((p: { rowId: string; idProc: string }, i: number) => ({
          rowId: p.rowId,
          idProc: p.idProc,
          order: i + 1,
        })),
      });
      expect(put.statusCode, put.body).toBe(200);
      twins.push(twin.id);
    }
    // 56 events: more than one transaction of the job (50 events each).
    const created = Array.from({ length: 53 }, (_, i) => ({
      shape: shapes[i % shapes.length]!,
      numGuide: nextGuide(),
    }));
    const rows = [HEADER_ACC];
    for (const numGuide of changed) {
      for (const code of [b, a]) rows.push([PATIENT, br(TODAY), code, INSURER, numGuide, 'Apartamento']);
    }
    for (const { shape, numGuide } of created) {
      for (const code of shape.codes) {
        rows.push([PATIENT, br(TODAY), code, INSURER, numGuide, ACCOMMODATIONS[shape.accommodation]]);
      }
    }
    const record = await importRows(rows);
    expect(record).toMatchObject({ status: 'FINISH', createdEvents: 53, updatedEvents: 3, rejectedRows: 0 });

    const formOf = new Map<(typeof shapes)[number], string>();
    for (const shape of shapes) {
      formOf.set(shape, (await w.biller.post('/api/events', form(shape, nextGuide()))).json().id);
    }
    for (const { shape, numGuide } of created) {
      expect(await priced((await eventOf(numGuide)).id)).toEqual(await priced(formOf.get(shape)!));
    }
    for (const [i, numGuide] of changed.entries()) {
      const imported = await eventOf(numGuide);
      expect(await priced(imported.id)).toEqual(await priced(twins[i]!));
      // Changed in place, its rows hold what a new event of the same shape is written with.
      expect(await priced(imported.id)).toEqual(await priced(formOf.get(shapes[7]!)!));
      expect(await history(imported.id)).toEqual(await history(twins[i]!));
    }
  });

  it("marks an insurer's first events once, as the form does", async () => {
    const insurerId = await withActor(db(), systemActor, async (tx) => {
      const [row] = await tx
        .insert(healthInsurers)
        .values({ companyId: w.matrizId, name: 'Convênio Novo Importado' })
        .returning({ id: healthInsurers.id });
      const [valued] = await tx.select().from(negotiations).where(eq(negotiations.healthInsurerId, w.insurers.valued));
      const { companyId, name, startsOn, endsOn, cbhpmEditionId, cbhpmValuationId, useCbhpm, terms } = valued!;
      await tx.insert(negotiations).values({
        ...{ companyId, name, startsOn, endsOn, cbhpmEditionId, cbhpmValuationId, useCbhpm, terms },
        healthInsurerId: row!.id,
      });
      return row!.id;
    });
    const record = await importRows([
      HEADER,
      ...[nextGuide(), nextGuide(), nextGuide()].map((g) => [
        PATIENT,
        br(TODAY),
        TABLE_CODES[0],
        'Convênio Novo Importado',
        g,
      ]),
    ]);
    expect(record).toMatchObject({ createdEvents: 3, rejectedRows: 0 });
    const logged = await db()
      .select({ changes: changeLog.changes })
      .from(changeLog)
      .where(and(eq(changeLog.recordId, insurerId), eq(changeLog.operation, 'UPDATE')));
    expect(logged).toEqual([{ changes: { has_events: { from: false, to: true } } }]);
  });

  it('finds in the same transaction the event an earlier row created under another spelling of its guide', async () => {
    const padded = await withActor(db(), systemActor, async (tx) => {
      const [row] = await tx
        .insert(healthInsurers)
        .values({
          companyId: w.matrizId,
          name: 'Convênio Preenche Importado',
          isNotValued: true,
          flags: { padGuideNumber: true },
          configs: { guideNumberPadding: 9 },
        })
        .returning({ id: healthInsurers.id });
      return row!.id;
    });
    const record = await importRows([
      HEADER_ACC,
      [PATIENT, br(TODAY), TABLE_CODES[0], 'Convênio Preenche Importado', '4321', 'Enfermaria'],
      [PATIENT, br(TODAY), TABLE_CODES[0], 'Convênio Preenche Importado', '04321', 'Apartamento'],
    ]);
    expect(record).toMatchObject({ createdEvents: 1, updatedEvents: 1, rejectedRows: 0 });
    const found = await db()
      .select()
      .from(events)
      .where(and(eq(events.healthInsuranceId, padded), eq(events.active, true)));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ numGuide: '000004321', accommodation: 'APARTMENT', version: 2 });
  });

  it('reads again what changed between two imports (the mandatory fields)', async () => {
    const row = () => [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, nextGuide()];
    expect(await importRows([HEADER, row(), row()])).toMatchObject({ createdEvents: 2, rejectedRows: 0 });
    const setMandatory = (fields: string[]) =>
      withActor(db(), systemActor, (tx) =>
        tx
          .insert(mandatoryFields)
          .values({ companyId: w.matrizId, eventType: 'Honorario', fields })
          .onConflictDoUpdate({ target: [mandatoryFields.companyId, mandatoryFields.eventType], set: { fields } }),
      );
    await setMandatory(['hospitalId']);
    try {
      const second = await importRows([HEADER, row(), row()]);
      const [missing] = missingMandatoryFields(['hospitalId'], 'Honorario', { event: { hospitalId: null }, guide: {} });
      expect(second).toMatchObject({ createdEvents: 0, rejectedRows: 2 });
      expect(second.rejections.map((x) => x.reason)).toEqual([missing!.message, missing!.message]);
    } finally {
      await setMandatory([]);
    }
  });
});
