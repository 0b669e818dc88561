import { fmt, messages, type Appeal } from '@honora/contract';
import { appealItems, appeals, batches, companyWebConfigs, systemActor, withActor } from '@honora/db';
import { verifyTissHash, type TissVersion } from '@honora/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPagesText } from '../src/modules/tiss/pdf/pdf-text';
import { createTissXsdValidator } from '../src/modules/tiss/xsd-validator';
import type { TestClient } from './helpers';
import { eventRow, expectRefused } from './money-world';
import { signedIn } from './negotiations-world';
import {
  batchOf,
  createTissXmlWorld,
  setInsurerXml,
  tissEvent,
  TODAY,
  XSD_DIR,
  type TissXmlWorld,
} from './tiss-xml-world';

/**
 * The appeal's files (GET /api/appeals/:id/recurso.xml and recurso.pdf): the electronic
 * RECURSO_GLOSA validates against the insurer's version XSD and its hash verifies, the
 * transaction sequence is allocated once and kept, the refusals say why in pt-BR; the printed
 * appeal names the guides. Appeals are made through the API, as a biller would.
 */

const e = messages.screens.appeals.errors;
const xp = messages.screens.appeals.xmlProblems;
const fe = messages.screens.appeals.files.errors;
const validator = createTissXsdValidator(XSD_DIR);

let w: TissXmlWorld;
/** A scheduler profile given billing read, without readValues. */
let noValues: TestClient;

beforeAll(async () => {
  w = await createTissXmlWorld();
  await withActor(w.t.database.db, systemActor, async (tx) => {
    const [config] = await tx.select().from(companyWebConfigs).where(eq(companyWebConfigs.companyId, w.matrizId));
    const p = config!.permissions!;
    const permissions = { ...p, billing: { ...p.billing, read: [...(p.billing?.read ?? []), 'd' as const] } };
    await tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId));
  });
  noValues = await signedIn(w.t, 'agenda@recursos.dev', w.matrizId, 'd');
}, 60_000);
afterAll(() => w.t.close());

function ok<T = Appeal>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const JUSTIFICATION = 'Porte anestésico compatível com o procedimento; segue ficha anestésica';

interface Glosas {
  /** Glosa the first procedure (Received 100 + Glosado 200). */
  procedure?: boolean;
  /** Glosa the complementation (50 of it). */
  complementation?: boolean;
}

/**
 * An honorários event of the valued insurer (300 + 120,50), in a batch with `protocol`, whose
 * glosas (code 1834) are appealed item by item; answers the appeal as created.
 */
async function appealOf(protocol: string | null = '202601000123', glosas: Glosas = { procedure: true }) {
  const view = await tissEvent(w, w.biller, 'Honorario', glosas.complementation ? { complementation: '50.00' } : {});
  const checked = await w.biller.post(`/api/events/${view.id}/actions`, { action: 'check', version: view.version });
  expect(checked.statusCode, checked.body).toBe(200);
  const batch = await batchOf(w, 'Honorario', [view.id]);
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(batches).set({ protocol }).where(eq(batches.id, batch.id)),
  );
  const [first, second] = view.procedures.map((p) => p.rowId) as [string, string];
  const entries = [
    { type: 'PROCEDURE', rowId: second, action: 'Received', value: '120.50' },
    ...(glosas.procedure
      ? [
          { type: 'PROCEDURE', rowId: first, action: 'Received', value: '100.00' },
          { type: 'PROCEDURE', rowId: first, action: 'Glosado', value: '200.00', glosaCodes: ['1834'] },
        ]
      : [{ type: 'PROCEDURE', rowId: first, action: 'Received', value: '300.00' }]),
    ...(glosas.complementation
      ? [{ type: 'COMPLEMENTATION', rowId: null, action: 'Glosado', value: '50.00', glosaCodes: ['1801'] }]
      : []),
  ];
  const posted = await w.biller.post(`/api/events/${view.id}/transactions`, {
    version: (await eventRow(w, view.id)).version,
    date: TODAY,
    entries,
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const items = [
    ...(glosas.procedure ? [{ eventId: view.id, type: 'PROCEDURE', procedureRowId: first }] : []),
    ...(glosas.complementation ? [{ eventId: view.id, type: 'COMPLEMENTATION', procedureRowId: null }] : []),
  ].map((item) => ({ ...item, justification: JUSTIFICATION }));
  const appeal = ok(await w.biller.post('/api/appeals', { items }));
  expect(appeal).toMatchObject({ lotNumber: batch.code, protocolNumber: protocol });
  return { appeal, numGuide: (await eventRow(w, view.id)).numGuide!, batch };
}

const xmlOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return { bytes: res.rawPayload, text: res.rawPayload.toString('latin1') };
};
const leaf = (xml: string, name: string) => new RegExp(`<ans:${name}>([^<]*)</ans:${name}>`).exec(xml)?.[1];
const storedSequence = async (id: string) =>
  (await w.t.database.db.select().from(appeals).where(eq(appeals.id, id)))[0]!.transactionSequence;

describe('GET /api/appeals/:id/recurso.xml (RECURSO_GLOSA)', () => {
  it.each([
    ['4.03.00', 'UTF-8'],
    ['3.05.00', 'ISO-8859-1'],
  ] as const)(
    '%s: validates against the XSD, its %s hash verifies, names the lote, protocol and guide',
    async (version, encoding) => {
      await setInsurerXml(w, version as TissVersion, encoding);
      const { appeal, numGuide, batch } = await appealOf();
      const res = await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`);
      const { bytes, text } = xmlOf(res);
      expect(res.headers['content-disposition']).toContain(`recurso-${appeal.code}.xml`);
      expect(res.headers['x-honora-warnings']).toBeUndefined();
      expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
      expect(await validator.validate(version, bytes)).toEqual({ valid: true, errors: [] });
      expect(verifyTissHash(text, encoding)).toBe(true);
      expect(leaf(text, 'Padrao')).toBe(version);
      expect(leaf(text, 'numeroLote')).toBe(batch.code);
      expect(leaf(text, 'numeroProtocolo')).toBe('202601000123');
      expect(leaf(text, 'numeroGuiaRecGlosaPrestador')).toBe(String(appeal.code));
      expect(leaf(text, 'codigoPrestadorNaOperadora')).toBe('PREST001');
      expect(leaf(text, 'numeroGuiaOrigem')).toBe(numGuide);
      expect(leaf(text, 'senha')).toBe(`S${numGuide}`);
      expect(leaf(text, 'sequencialItem')).toBe('1');
      expect(leaf(text, 'dataInicio')).toBe(TODAY);
      expect(leaf(text, 'grauParticipacao')).toBe('06');
      expect(leaf(text, 'codGlosaItem')).toBe('1834');
      expect(leaf(text, 'valorRecursado')).toBe('200.00');
      expect(leaf(text, 'valorTotalRecursado')).toBe('200.00');
      expect(leaf(text, 'dataRecurso')).toBe(TODAY);
      expect(text).toContain('compatível');
      expect(text.includes('<ans:nomeContratado>')).toBe(version === '3.05.00');
      await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    },
  );

  it('allocates the transaction sequence once: later downloads carry the same one, another appeal the next', async () => {
    const { appeal } = await appealOf();
    expect(await storedSequence(appeal.id)).toBeNull();
    const first = xmlOf(await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`)).text;
    const sequence = await storedSequence(appeal.id);
    expect(sequence).toBeGreaterThan(0);
    expect(leaf(first, 'sequencialTransacao')).toBe(String(sequence));
    const again = xmlOf(await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`)).text;
    expect(leaf(again, 'sequencialTransacao')).toBe(String(sequence));
    expect(await storedSequence(appeal.id)).toBe(sequence);
    expect(ok(await w.biller.get(`/api/appeals/${appeal.id}`)).transactionSequence).toBe(sequence);

    const other = (await appealOf()).appeal;
    xmlOf(await w.biller.get(`/api/appeals/${other.id}/recurso.xml`));
    const next = await storedSequence(other.id);
    expect(next).not.toBe(sequence);
    expect(next).toBeGreaterThan(sequence!);
  });

  it('skips a sequence another appeal already carries (billing.md §5: unique)', async () => {
    const { appeal } = await appealOf();
    const { appeal: taken } = await appealOf();
    xmlOf(await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`));
    const last = (await storedSequence(appeal.id))!;
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(appeals)
        .set({ transactionSequence: last + 1 })
        .where(eq(appeals.id, taken.id)),
    );
    const { appeal: third } = await appealOf();
    xmlOf(await w.biller.get(`/api/appeals/${third.id}/recurso.xml`));
    expect(await storedSequence(third.id)).toBe(last + 2);
  });

  it('refuses a protocol that is not numeric, and a missing one with the problem, storing no sequence', async () => {
    const { appeal } = await appealOf('PROT-77');
    expectRefused(await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`), 409, e.protocolNotNumeric);
    const { appeal: missing } = await appealOf(null);
    expectRefused(
      await w.biller.get(`/api/appeals/${missing.id}/recurso.xml`),
      409,
      fmt(e.xmlUnavailable, { problems: 'Falta informar o número do protocolo' }),
    );
    expect(await storedSequence(appeal.id)).toBeNull();
    expect(await storedSequence(missing.id)).toBeNull();
  });

  it('names the guide and item of a problem (a 3.05.00 justification over 150 characters)', async () => {
    await setInsurerXml(w, '3.05.00', 'ISO-8859-1');
    const { appeal, numGuide } = await appealOf();
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(appealItems)
        .set({ justification: 'J'.repeat(151) })
        .where(eq(appealItems.appealId, appeal.id)),
    );
    expectRefused(
      await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`),
      409,
      fmt(e.xmlUnavailable, {
        problems: fmt(xp.atItem, {
          guide: numGuide,
          item: 1,
          text: fmt(xp.tooLong, { field: 'a justificativa', max: 150 }),
        }),
      }),
    );
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
  });

  it('leaves a complementation out of the file and says so; an appeal of nothing else is refused', async () => {
    const { appeal, numGuide } = await appealOf('202601000124', { procedure: true, complementation: true });
    const res = await w.biller.get(`/api/appeals/${appeal.id}/recurso.xml`);
    const { bytes, text } = xmlOf(res);
    expect(await validator.validate('4.03.00', bytes)).toEqual({ valid: true, errors: [] });
    expect(text.match(/<ans:itensGuia>/g)).toHaveLength(1);
    expect(leaf(text, 'valorTotalRecursado')).toBe('200.00');
    expect(decodeURIComponent(String(res.headers['x-honora-warnings']))).toBe(
      fmt(xp.notProcedure, { item: messages.screens.money.types.COMPLEMENTATION, guide: numGuide }),
    );

    const only = (await appealOf('202601000125', { complementation: true })).appeal;
    const noProcedures = xp.noProcedures.charAt(0).toUpperCase() + xp.noProcedures.slice(1);
    expectRefused(
      await w.biller.get(`/api/appeals/${only.id}/recurso.xml`),
      409,
      fmt(e.xmlUnavailable, { problems: noProcedures }),
    );
  });

  it("answers 404 for another company's appeal and an unknown one; refuses a reader who may not see values", async () => {
    const { appeal } = await appealOf();
    expectRefused(await w.outsider.get(`/api/appeals/${appeal.id}/recurso.xml`), 404, e.notFound);
    expectRefused(await w.outsider.get(`/api/appeals/${appeal.id}/recurso.pdf`), 404, e.notFound);
    expectRefused(await w.biller.get('/api/appeals/7d1f2e4c-0000-4000-8000-000000000000/recurso.xml'), 404, e.notFound);
    expectRefused(await noValues.get(`/api/appeals/${appeal.id}/recurso.xml`), 403, fe.valuesDenied);
    expectRefused(await noValues.get('/api/appeals/stats?from=2025-11&to=2025-12'), 403, fe.valuesDenied);
    expectRefused(await noValues.get('/api/appeals/stats/export?from=2025-11&to=2025-12'), 403, fe.valuesDenied);
    expect(await storedSequence(appeal.id)).toBeNull();
  });
});

describe('GET /api/appeals/:id/recurso.pdf', () => {
  it('prints the appeal: its guide, patient, procedure, glosa reason, values and justification', async () => {
    const { appeal, numGuide, batch } = await appealOf();
    const res = await w.biller.get(`/api/appeals/${appeal.id}/recurso.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`recurso-${appeal.code}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfPagesText(res.rawPayload).flat().join('\n');
    for (const expected of [
      numGuide,
      'Maria Paciente',
      batch.code,
      '202601000123',
      'Cooperativa Eventos',
      'Unimed Eventos',
      appeal.items[0]!.label.split(' - ')[0]!,
      'R$ 200,00',
      'Aguardando envio',
      'Página 1 de 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('compatível');
  });

  it('prints without values for a reader who may not see them', async () => {
    const { appeal, numGuide } = await appealOf();
    const res = await noValues.get(`/api/appeals/${appeal.id}/recurso.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfPagesText(res.rawPayload).flat().join('\n');
    expect(text).toContain(numGuide);
    expect(text).not.toContain('R$');
  });
});
