import { fmt, messages, type EventImport, type EventImportPreview } from '@honora/contract';
import { customFields, events, hospitals, patients, surgeons, systemActor, withActor } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsWorld, day, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

/**
 * Importing events from spreadsheets (billing.md §2 ImportCustom, §8 import errors; decision
 * 040): the preview writes nothing, the job creates, updates or rejects each row with its
 * line, a second import of the same file creates nothing, the rejection sheet, the undo, and
 * bad files refused in pt-BR with nothing written.
 */

const URL = '/api/event-imports';
const r = messages.screens.eventImport.rowErrors;
const fe = messages.screens.eventImport.fileErrors;
const errors = messages.screens.eventImport.errors;
const HEADER = [
  'Nome do paciente',
  'Data do procedimento',
  'Código do procedimento',
  'Convênio',
  'Número da guia',
  'Hospital',
  'Acomodação',
];
const INSURER = 'Unimed Eventos';
const PATIENT = 'Maria Paciente';
const br = (iso: string) => iso.split('-').reverse().join('/');

let w: EventsWorld;
let guideSeq = 700_000;
const nextGuide = () => String(guideSeq++);

beforeAll(async () => {
  w = await createEventsWorld();
  await withActor(w.t.database.db, systemActor, async (tx) => {
    await tx.insert(hospitals).values({ companyId: w.matrizId, name: 'Hospital São Lucas' });
    await tx.insert(customFields).values({
      companyId: w.matrizId,
      entity: 'event',
      key: 'sala',
      label: 'Sala cirúrgica',
      type: 'select',
      options: ['Sala 1', 'Sala 2'],
    });
  });
});
afterAll(() => w.t.close());

const csvOf = (rows: string[][]) => rows.map((row) => row.join(';')).join('\n');
const upload = (rows: string[][], extra: Record<string, unknown> = {}) => ({
  eventType: 'Honorario',
  fileName: 'producao.csv',
  contentBase64: Buffer.from(csvOf(rows), 'utf8').toString('base64'),
  ...extra,
});

async function waitFor(id: string): Promise<EventImport> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await w.biller.get(`${URL}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json() as EventImport;
    if (record.status !== 'NOT_STARTED' && record.status !== 'RUNNING') return record;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${record.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function importRows(rows: string[][], extra: Record<string, unknown> = {}): Promise<EventImport> {
  const res = await w.biller.post(URL, upload(rows, extra));
  expect(res.statusCode, res.body).toBe(200);
  return waitFor((res.json() as EventImport).id);
}

async function eventsOfGuide(numGuide: string) {
  return w.t.database.db
    .select()
    .from(events)
    .where(and(eq(events.companyId, w.matrizId), eq(events.numGuide, numGuide), eq(events.active, true)));
}

const eventCount = async () => (await w.t.database.db.select({ id: events.id }).from(events)).length;

describe('the import job', () => {
  it('creates one event per insurer and guide, one procedure a row, and rejects a row with its line and §8 reason', async () => {
    const guide = nextGuide();
    const record = await importRows([
      HEADER,
      [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, guide, 'Hospital São Lucas', 'Apartamento'],
      [PATIENT, br(TODAY), TABLE_CODES[1], INSURER, guide, '', ''],
      [PATIENT, br(TODAY), TABLE_CODES[0], 'Convênio Fantasma', nextGuide(), '', ''],
      [PATIENT, br(day(3)), TABLE_CODES[0], INSURER, nextGuide(), '', ''],
      [PATIENT, '31/02/2026', TABLE_CODES[0], INSURER, nextGuide(), '', ''],
      ['Paciente Desconhecida', br(TODAY), TABLE_CODES[0], INSURER, nextGuide(), '', ''],
    ]);
    expect(record).toMatchObject({
      status: 'FINISH',
      totalRows: 6,
      processedRows: 6,
      createdEvents: 1,
      updatedEvents: 0,
      unchangedEvents: 0,
      rejectedRows: 4,
      canUndo: true,
    });
    expect(record.rejections).toEqual([
      { line: 4, reason: fmt(r.missingInsurer, { name: 'Convênio Fantasma' }) },
      { line: 5, reason: fmt(r.notPerformed, { date: br(day(3)) }) },
      { line: 6, reason: fmt(r.dateNotFound, { format: 'DD/MM/YYYY' }) },
      { line: 7, reason: fmt(r.missingPatient, { name: 'Paciente Desconhecida' }) },
    ]);
    const [event] = await eventsOfGuide(guide);
    expect(event).toMatchObject({ status: 'AwaitingCheck', accommodation: 'APARTMENT', patientId: w.patientId });
    expect(Number(event!.totalProcedures)).toBeGreaterThan(0);
  });

  it('prices an imported event exactly as the event form does', async () => {
    const guide = nextGuide();
    await importRows([HEADER, [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, guide, '', 'Apartamento']]);
    const [imported] = await eventsOfGuide(guide);
    const formGuide = nextGuide();
    const res = await w.biller.post('/api/events', {
      companyId: w.matrizId,
      type: 'Honorario',
      dtProcedure: TODAY,
      healthInsuranceId: w.insurers.valued,
      patientId: w.patientId,
      numGuide: formGuide,
      accommodation: 'APARTMENT',
      procedures: [{ idProc: TABLE_CODES[0], order: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [typed] = await eventsOfGuide(formGuide);
    expect(imported!.totalProduced).toBe(typed!.totalProduced);
    expect(imported!.totalProcedures).toBe(typed!.totalProcedures);
  });

  it('imports the same file twice: the second time nothing is created or written (property)', async () => {
    const row = fc.record({
      procedure: fc.constantFrom(...TABLE_CODES),
      accommodation: fc.constantFrom('', 'Apartamento', 'Enfermaria'),
      shareGuide: fc.boolean(),
      insurerKnown: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 4 }), async (typed) => {
        let guide = nextGuide();
        const rows = typed.map((x) => {
          if (!x.shareGuide) guide = nextGuide();
          return [PATIENT, br(TODAY), x.procedure, x.insurerKnown ? INSURER : 'Ninguém', guide, '', x.accommodation];
        });
        const first = await importRows([HEADER, ...rows]);
        const before = await eventCount();
        const second = await importRows([HEADER, ...rows]);
        expect(await eventCount()).toBe(before);
        expect(second.createdEvents).toBe(0);
        expect(second.updatedEvents).toBe(0);
        expect(second.unchangedEvents).toBe(first.createdEvents + first.updatedEvents + first.unchangedEvents);
        expect(second.rejectedRows).toBe(first.rejectedRows);
      }),
      { numRuns: 4 },
    );
  });

  it('updates an existing event with what the file changes, keeps what it leaves out, and undo puts it back', async () => {
    const guide = nextGuide();
    await importRows([
      HEADER,
      [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, guide, 'Hospital São Lucas', 'Enfermaria'],
    ]);
    const [created] = await eventsOfGuide(guide);
    const changed = await importRows([HEADER, [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, guide, '', 'Apartamento']]);
    expect(changed).toMatchObject({ createdEvents: 0, updatedEvents: 1, canUndo: true });
    const [updated] = await eventsOfGuide(guide);
    expect(updated).toMatchObject({
      id: created!.id,
      accommodation: 'APARTMENT',
      hospitalId: created!.hospitalId,
      version: created!.version + 1,
    });
    expect(Number(updated!.totalProduced)).toBeGreaterThan(Number(created!.totalProduced));

    const undone = await w.biller.post(`${URL}/${changed.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'UNDONE', canUndo: false });
    const [restored] = await eventsOfGuide(guide);
    expect(restored).toMatchObject({
      id: created!.id,
      accommodation: 'NURSERY',
      totalProduced: created!.totalProduced,
    });

    const again = await w.biller.post(`${URL}/${changed.id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errors.alreadyUndone);
  });

  it('undo removes the events an import created, unless one changed since', async () => {
    const [a, b] = [nextGuide(), nextGuide()];
    const record = await importRows([
      HEADER,
      [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, a, '', ''],
      [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, b, '', ''],
    ]);
    const [eventB] = await eventsOfGuide(b);
    // Someone checks the second event: the import can no longer be undone, and nothing changes.
    const action = await w.biller.post(`/api/events/${eventB!.id}/actions`, {
      action: 'check',
      version: eventB!.version,
    });
    expect(action.statusCode, action.body).toBe(200);
    const view = await waitFor(record.id);
    expect(view.canUndo).toBe(false);
    const refused = await w.biller.post(`${URL}/${record.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fmt(errors.undoMovedOn, { line: 3, numGuide: b }));
    expect(await eventsOfGuide(a)).toHaveLength(1);

    const [c] = [nextGuide()];
    const other = await importRows([HEADER, [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, c, '', '']]);
    const undone = await w.biller.post(`${URL}/${other.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await eventsOfGuide(c)).toHaveLength(0);
  });

  it('creates the missing patient, hospital and surgeon from the row when allowed, once each', async () => {
    const [g1, g2] = [nextGuide(), nextGuide()];
    const header = [...HEADER, 'Cirurgião', 'CPF do paciente', 'Sala cirúrgica'];
    const record = await importRows(
      [
        header,
        [
          'Joana Nova',
          br(TODAY),
          TABLE_CODES[0],
          INSURER,
          g1,
          'Hospital Novo',
          '',
          'Dr. Novo',
          '529.982.247-25',
          'sala 2',
        ],
        ['Joana Nova', br(TODAY), TABLE_CODES[0], INSURER, g2, 'Hospital Novo', '', 'Dr. Novo', '52998224725', ''],
      ],
      { createMissing: true },
    );
    expect(record).toMatchObject({ createdEvents: 2, rejectedRows: 0 });
    const db = w.t.database.db;
    const joanas = await db.select().from(patients).where(eq(patients.name, 'Joana Nova'));
    expect(joanas).toHaveLength(1);
    expect(joanas[0]!.cpf).toBe('52998224725');
    expect(await db.select().from(hospitals).where(eq(hospitals.name, 'Hospital Novo'))).toHaveLength(1);
    expect(await db.select().from(surgeons).where(eq(surgeons.name, 'Dr. Novo'))).toHaveLength(1);
    const [event] = await eventsOfGuide(g1);
    expect(event!.customFields).toEqual({ sala: 'Sala 2' });
  });

  it('writes the rejection sheet: the rows as sent, their line and the reason', async () => {
    const record = await importRows([
      HEADER,
      [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, nextGuide(), '', ''],
      [PATIENT, br(TODAY), '123', INSURER, '', '', ''],
    ]);
    const res = await w.biller.get(`${URL}/${record.id}/rejections`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER, 'Linha da planilha', 'Motivo da recusa']);
    expect(sheet.getRow(2).getCell(3).value).toBe('123');
    expect(sheet.getRow(2).getCell(8).value).toBe(3);
    expect(sheet.getRow(2).getCell(9).value).toBe(fmt(r.missingProcedures, { code: '123' }));
    expect(sheet.rowCount).toBe(2);
  });
});

describe('an XLSX file', () => {
  it('reads real dates, formulas by their result, merged cells and skips empty rows anywhere', async () => {
    const [g1, g2] = [nextGuide(), nextGuide()];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Produção');
    sheet.addRow(HEADER);
    const [y, m, d] = TODAY.split('-').map(Number) as [number, number, number];
    sheet.addRow([PATIENT, new Date(Date.UTC(y, m - 1, d)), Number(TABLE_CODES[0]), INSURER, g1, '', 'Apartamento']);
    // The insurer of the next row comes from a formula, its patient from a merged cell above it.
    sheet.addRow([PATIENT, br(TODAY), TABLE_CODES[1], { formula: 'D2', result: INSURER }, g2, '', '']);
    sheet.getRow(4).values = ['', br(TODAY), TABLE_CODES[0], INSURER, g2, '', ''];
    sheet.mergeCells('A3:A4');
    // 100,000 formatted rows with nothing in them.
    for (let row = 5; row < 100_005; row += 1) sheet.getRow(row).getCell(1).numFmt = '@';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await w.biller.post(URL, {
      eventType: 'Honorario',
      fileName: 'producao.xlsx',
      contentBase64: bytes.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = await waitFor((res.json() as EventImport).id);
    expect(record).toMatchObject({ status: 'FINISH', totalRows: 3, createdEvents: 2, rejectedRows: 0 });
    const [first] = await eventsOfGuide(g1);
    expect(first).toMatchObject({ dtProcedure: TODAY, accommodation: 'APARTMENT' });
    const [second] = await eventsOfGuide(g2);
    const codes = await w.t.database.db.execute(
      `select id_proc from event_procedures where event_id = '${second!.id}' and deleted_at is null order by "order"` as never,
    );
    expect((codes as unknown as { rows: { id_proc: string }[] }).rows.map((row) => row.id_proc)).toEqual([
      TABLE_CODES[1],
      TABLE_CODES[0],
    ]);
  });
});

describe('the preview', () => {
  it('shows the first events as they would be written, priced, and writes nothing', async () => {
    const before = await eventCount();
    const patientsBefore = (await w.t.database.db.select({ id: patients.id }).from(patients)).length;
    const res = await w.biller.post(
      `${URL}/preview`,
      upload(
        [
          HEADER,
          [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, nextGuide(), '', ''],
          ['Pessoa Nova', br(TODAY), TABLE_CODES[1], INSURER, nextGuide(), '', ''],
          [PATIENT, br(TODAY), TABLE_CODES[0], 'Sem Nome', nextGuide(), '', ''],
        ],
        { createMissing: true },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as EventImportPreview;
    expect(preview).toMatchObject({ totalRows: 3, totalEvents: 3 });
    expect(preview.events.map((e) => e.outcome)).toEqual(['create', 'create', 'reject']);
    expect(preview.events[0]!.total).not.toBeNull();
    expect(preview.events[0]!.procedures[0]).toMatchObject({ code: TABLE_CODES[0] });
    expect(preview.events[2]!.reason).toBe(
      fmt(messages.screens.eventImport.lineOf, { line: 4, reason: fmt(r.missingInsurer, { name: 'Sem Nome' }) }),
    );
    expect(await eventCount()).toBe(before);
    expect((await w.t.database.db.select({ id: patients.id }).from(patients)).length).toBe(patientsBefore);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [
      'a file that is not a spreadsheet',
      { fileName: 'x.xlsx', contentBase64: Buffer.from('não é zip').toString('base64') },
      fe.unreadable,
    ],
    [
      'a header without the required columns',
      upload([
        ['Paciente', 'Data'],
        ['Ana', '01/01/2026'],
      ]),
      fmt(fe.missingColumns, { columns: 'Nome do paciente, Data do procedimento, Código do procedimento' }),
    ],
    ['a header and no rows', upload([HEADER]), fmt(fe.empty, { headerRow: 1 })],
    ['a PDF', { ...upload([HEADER]), fileName: 'guia.pdf' }, fe.unreadable],
    ['base64 that is not', { ...upload([HEADER]), contentBase64: '%%%' }, fe.unreadable],
  ])('%s → 400 in pt-BR', async (_name, body, message) => {
    const before = await eventCount();
    for (const url of [URL, `${URL}/preview`]) {
      const res = await w.biller.post(url, { eventType: 'Honorario', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await eventCount()).toBe(before);
    const list = await w.biller.get(URL);
    expect((list.json() as { items: EventImport[] }).items.every((item) => item.fileName !== 'guia.pdf')).toBe(true);
  });

  it('refuses an unknown configuration, an unknown import, and members who may not enter events', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const config = await w.biller.post(URL, upload([HEADER], { spreadsheetConfigId: unknown }));
    expect(config.statusCode).toBe(404);
    expect(config.json().message).toBe(errors.configNotFound);
    expect((await w.biller.get(`${URL}/${unknown}`)).statusCode).toBe(404);
    expect((await w.biller.post(`${URL}/${unknown}/undo`)).statusCode).toBe(404);
    expect((await w.biller.get(`${URL}/not-an-id`)).statusCode).toBe(400);
    expect(
      (await w.resident.post(URL, upload([HEADER, [PATIENT, br(TODAY), TABLE_CODES[0], INSURER, '1', '', '']])))
        .statusCode,
    ).toBe(403);
    expect((await w.anonymous.get(URL)).statusCode).toBe(401);
  });

  it('takes a wrong type of every field in pt-BR', async () => {
    const res = await w.biller.post(URL, { eventType: 'Outro', createMissing: 'sim', fileName: 7, contentBase64: [] });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/Invalid|expected/);
  });
});
