import { fmt, messages, type Statement, type StatementLineView } from '@honora/contract';
import { healthInsurers, statements, systemActor, withActor } from '@honora/db';
import {
  analiseContaMessage,
  statementFile,
  type AnaliseFixture,
  type StatementFileOptions,
} from '@honora/domain/tiss/statements/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyWorld,
  entriesOf,
  eventRow,
  expectRefused,
  moneyEvent,
  TABLE_CODES,
  type MoneyEventView,
  type MoneyWorld,
} from './money-world';

const e = messages.screens.appeals.statements.errors;

let w: MoneyWorld;
beforeAll(async () => {
  w = await createMoneyWorld();
});
afterAll(() => w.t.close());

function ok<T = Statement>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

let demonstrativo = 1;

/** An análise de conta of the event (its guide written with leading zeros): the first item cut 255 (1834). */
function analiseOf(
  event: MoneyEventView & { numGuide?: string },
  numGuide: string,
  extra: Partial<AnaliseFixture> = {},
) {
  return {
    numeroDemonstrativo: `DAC${demonstrativo++}`,
    protocols: [
      {
        numeroLotePrestador: '1',
        numeroProtocolo: '202601000001',
        guides: [
          {
            numeroGuiaPrestador: numGuide.padStart(9, '0'),
            items: [
              { code: TABLE_CODES[0]!, informado: '850.00', glosas: [{ valor: '255.00', tipo: '1834' }] },
              { code: TABLE_CODES[1]!, informado: '200.00' },
            ],
          },
          { numeroGuiaPrestador: 'NAOEXISTE1', items: [{ code: TABLE_CODES[0]!, informado: '10.00' }] },
        ],
      },
    ],
    ...extra,
  } satisfies AnaliseFixture;
}

const upload = (fixture: AnaliseFixture, options: StatementFileOptions = {}, insurer = w.insurers.valued) => {
  const file = statementFile(analiseContaMessage('4.03.00', fixture), options);
  return w.biller.post('/api/statements', {
    healthInsuranceId: insurer,
    fileName: 'demonstrativo.xml',
    content: Buffer.from(file.bytes).toString('base64'),
  });
};

async function numGuideOf(id: string) {
  return (await eventRow(w, id)).numGuide!;
}

const statementCount = async () => (await w.t.database.db.select({ id: statements.id }).from(statements)).length;

describe('insurer statements: import, reconcile, confirm (billing.md §3; NOTES.md §7)', () => {
  it('reconciles item by item, posts receipts and glosas once per line, and a second import changes nothing', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
    const fixture = analiseOf(view, await numGuideOf(view.id));
    const imported = ok(await upload(fixture));
    expect(imported).toMatchObject({
      kind: 'analiseConta',
      status: 'review',
      alreadyImported: false,
      counts: { total: 3, matched: 2, notFound: 1, posted: 0 },
    });
    expect(await entriesOf(w, view.id)).toEqual([]);
    expect(imported.toPost).toEqual({ lines: 2, totalReleased: '795.00', totalGlosa: '255.00' });

    const lines = ok<{ items: StatementLineView[] }>(await w.biller.get(`/api/statements/${imported.id}/lines`));
    expect(lines.items.map((l) => [l.match, l.valueReleased, l.valueGlosa, l.glosas.map((g) => g.code)])).toEqual([
      ['matched', '595.00', '255.00', ['1834']],
      ['matched', '200.00', '0.00', []],
      ['notFound', '10.00', '0.00', []],
    ]);
    const open = ok<{ items: StatementLineView[] }>(
      await w.biller.get(`/api/statements/${imported.id}/lines?open=true`),
    );
    expect(open.items.map((l) => l.guideNumber)).toEqual(['NAOEXISTE1']);

    const confirmed = ok(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}));
    expect(confirmed).toMatchObject({ status: 'posted', counts: { posted: 2 }, toPost: { lines: 0 } });
    const entries = await entriesOf(w, view.id);
    expect(entries.map((t) => [t.action, t.value, t.glosaCodes, t.statementLineId !== null]).sort()).toEqual([
      ['Glosado', '255.00', ['1834'], true],
      ['Received', '200.00', [], true],
      ['Received', '595.00', [], true],
    ]);
    expect(await eventRow(w, view.id)).toMatchObject({
      status: 'PartialCuted',
      totalReceived: '795.00',
      totalGlosado: '255.00',
    });

    const list = ok<{ items: { id: string; status: string; counts: { posted: number } }[] }>(
      await w.biller.get('/api/statements'),
    );
    expect(list.items.find((i) => i.id === imported.id)).toMatchObject({ status: 'posted', counts: { posted: 2 } });

    const again = ok(await upload(fixture));
    expect(again).toMatchObject({ id: imported.id, alreadyImported: true });
    expectRefused(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}), 409, e.nothingToPost);
    expect(await entriesOf(w, view.id)).toHaveLength(3);
  });

  it('a line matched by hand is posted with the others', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['100.00'] });
    const fixture: AnaliseFixture = {
      numeroDemonstrativo: `DAC${demonstrativo++}`,
      protocols: [
        {
          numeroLotePrestador: '9',
          numeroProtocolo: '9',
          guides: [{ numeroGuiaPrestador: 'TYPO-GUIDE', items: [{ code: 'X1', informado: '100.00' }] }],
        },
      ],
    };
    const imported = ok(await upload(fixture));
    const [line] = ok<{ items: StatementLineView[] }>(await w.biller.get(`/api/statements/${imported.id}/lines`)).items;
    expectRefused(
      await w.biller.post(`/api/statements/${imported.id}/lines/${line!.id}/match`, {
        eventId: view.id,
        procedureRowId: null,
      }),
      400,
      e.matchBothOrNone,
    );
    const matched = ok<StatementLineView>(
      await w.biller.post(`/api/statements/${imported.id}/lines/${line!.id}/match`, {
        eventId: view.id,
        procedureRowId: view.procedures[0]!.rowId,
      }),
    );
    expect(matched).toMatchObject({ match: 'manual', numGuide: await numGuideOf(view.id) });
    ok(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}));
    expect((await eventRow(w, view.id)).status).toBe('Received');
    expectRefused(
      await w.biller.post(`/api/statements/${imported.id}/lines/${line!.id}/match`, {
        eventId: null,
        procedureRowId: null,
      }),
      409,
      e.linePosted,
    );
  });

  it('a line matched by hand after the statement was posted is posted by the next confirmation', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
    const other = await moneyEvent(w, w.biller, { values: ['10.00'] });
    const imported = ok(await upload(analiseOf(view, await numGuideOf(view.id))));
    ok(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}));
    const open = ok<{ items: StatementLineView[] }>(
      await w.biller.get(`/api/statements/${imported.id}/lines?open=true`),
    );
    expect(open.items).toHaveLength(1);
    ok(
      await w.biller.post(`/api/statements/${imported.id}/lines/${open.items[0]!.id}/match`, {
        eventId: other.id,
        procedureRowId: other.procedures[0]!.rowId,
      }),
    );
    const again = ok(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}));
    expect(again.counts.posted).toBe(3);
    expect((await eventRow(w, other.id)).status).toBe('Received');
  });

  it('refuses a bad file with a pt-BR message per problem and stores nothing', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
    const fixture = analiseOf(view, await numGuideOf(view.id));
    const before = await statementCount();
    const refused = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { fields: { message: string }[] }).fields[0]!.message;
    };
    expect(refused(await upload(fixture, { hash: '0'.repeat(32) }))).toContain(
      messages.screens.appeals.statements.problems.hashMismatch,
    );
    const notXml = await w.biller.post('/api/statements', {
      healthInsuranceId: w.insurers.valued,
      fileName: 'x.xml',
      content: Buffer.from('isto não é xml').toString('base64'),
    });
    expect(refused(notXml)).toContain(messages.screens.appeals.statements.problems.malformed);
    const negative = analiseOf(view, await numGuideOf(view.id));
    negative.protocols[0]!.guides[0]!.items[1]!.informado = '-5.00';
    expect(refused(await upload(negative))).toMatch(/negativo/);
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(healthInsurers).set({ registerAns: '999999' }).where(eq(healthInsurers.id, w.insurers.sendsGuides)),
    );
    const otherInsurer = await upload({ ...fixture, registroANS: '123456' }, {}, w.insurers.sendsGuides);
    expect(refused(otherInsurer)).toBe(fmt(e.otherInsurer, { ans: '123456', expected: '999999' }));
    expect(await statementCount()).toBe(before);
    expect(await entriesOf(w, view.id)).toEqual([]);
  });

  it('importing the same statement twice posts once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 84_999 }), async (glosaCents) => {
        const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
        const fixture = analiseOf(view, await numGuideOf(view.id));
        const glosa = (glosaCents / 100).toFixed(2);
        fixture.protocols[0]!.guides[0]!.items[0]!.glosas = [{ valor: glosa, tipo: '1801' }];
        const first = ok(await upload(fixture));
        ok(await w.biller.post(`/api/statements/${first.id}/confirm`, {}));
        const second = ok(await upload(fixture));
        expect(second.alreadyImported).toBe(true);
        const posted = (await entriesOf(w, view.id)).filter((t) => t.action === 'Glosado');
        return posted.length === 1 && posted[0]!.value === glosa;
      }),
      { numRuns: 4 },
    );
  });

  it('reads a spreadsheet with its columns, keeps them for the insurer, and refuses a bad row', async () => {
    const view = await moneyEvent(w, w.biller, { values: ['850.00', '200.00'] });
    const guide = await numGuideOf(view.id);
    const csv = (rows: string[]) =>
      Buffer.from(['Guia;Código;Pago;Glosa;Motivo', ...rows].join('\n'), 'utf8').toString('base64');
    const columns = {
      guideNumber: 'Guia',
      procedureCode: 'Código',
      valueReleased: 'Pago',
      valueGlosa: 'Glosa',
      glosaCodes: 'Motivo',
    };
    const send = (rows: string[], withColumns: boolean) =>
      w.biller.post('/api/statements', {
        healthInsuranceId: w.insurers.valued,
        fileName: 'demonstrativo.csv',
        content: csv(rows),
        ...(withColumns ? { columns } : {}),
      });
    expectRefused(await send([`${guide};${TABLE_CODES[0]};595,00;255,00;1834`], false), 400, e.columnsRequired);
    const imported = ok(await send([`${guide};${TABLE_CODES[0]};595,00;255,00;1834`], true));
    expect(imported).toMatchObject({ kind: 'spreadsheet', counts: { total: 1, matched: 1 } });
    expect(
      ok<{ columns: unknown }>(await w.biller.get(`/api/statements/columns?healthInsuranceId=${w.insurers.valued}`))
        .columns,
    ).toEqual(columns);
    const second = ok(await send([`${guide};${TABLE_CODES[1]};200,00;;`], false));
    expect(second.counts).toMatchObject({ total: 1, matched: 1 });
    const bad = await send([`${guide};${TABLE_CODES[1]};-1,00;;`], true);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].message).toContain('Linha 2');
    ok(await w.biller.post(`/api/statements/${imported.id}/confirm`, {}));
    const glosa = (await entriesOf(w, view.id)).find((t) => t.action === 'Glosado');
    expect(glosa).toMatchObject({ value: '255.00', glosaCodes: ['1834'] });
  });

  it('answers 404 for another company statement and for unknown ids', async () => {
    expectRefused(await w.biller.get('/api/statements/7d1f2e4c-0000-4000-8000-000000000000'), 404, e.notFound);
    expectRefused(
      await w.biller.post('/api/statements/7d1f2e4c-0000-4000-8000-000000000000/confirm', {}),
      404,
      e.notFound,
    );
  });
});
