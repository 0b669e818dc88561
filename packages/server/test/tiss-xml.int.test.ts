import { fmt, messages } from '@honora/contract';
import {
  batchXmlFiles,
  companies,
  companyWebConfigs,
  eventProcedures,
  events,
  healthInsurers,
  jobs,
  systemActor,
  withActor,
} from '@honora/db';
import { decodeLatin1, tissItemValuesAgree, verifyTissHash, type TissVersion } from '@honora/domain';
import { defaultPermissionConfig } from '@honora/domain';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTissXsdValidator } from '../src/modules/tiss/xsd-validator';
import { loadGuideInputs } from '../src/modules/tiss/guide-input';
import { expectRefused } from './money-world';
import { signedIn } from './negotiations-world';
import {
  batchOf,
  createTissXmlWorld,
  generate,
  setInsurerXml,
  storedFiles,
  tissEvent,
  XSD_DIR,
  type GuideType,
  type TissXmlWorld,
} from './tiss-xml-world';

const e = messages.screens.batches.errors;
const tp = messages.screens.batches.tissProblems;
const validator = createTissXsdValidator(XSD_DIR);

let w: TissXmlWorld;
beforeAll(async () => {
  w = await createTissXmlWorld();
}, 60_000);
afterAll(() => w.t.close());

const VERSIONS: { version: TissVersion; encoding: 'ISO-8859-1' | 'UTF-8' }[] = [
  { version: '4.03.00', encoding: 'ISO-8859-1' },
  { version: '4.01.00', encoding: 'UTF-8' },
  { version: '3.05.00', encoding: 'ISO-8859-1' },
];
const TYPES: GuideType[] = ['Honorario', 'SPSADT', 'Consulta'];

describe('loadGuideInputs (the builder input of a batch)', () => {
  it('reads a batch in a constant number of queries, with the registries and the team', async () => {
    const a = await tissEvent(w, w.biller, 'Honorario');
    const b = await tissEvent(w, w.biller, 'Honorario');
    const [group, ...others] = await loadGuideInputs(w.t.database.db, [b.id, a.id]);
    expect(others).toEqual([]);
    expect(group!.healthInsuranceId).toBe(w.insurers.valued);
    expect(group!.provider).toEqual({
      codeAtOperator: 'PREST001',
      cnpj: '11222333000181',
      name: 'Cooperativa Eventos',
      cnes: '1234567',
    });
    expect(group!.settings.registerANS).toBe('123456');
    expect(group!.guides.map((g) => g.eventId)).toEqual([b.id, a.id]);
    const guide = group!.guides[1]!;
    expect(guide.hospital).toEqual({
      id: w.hospitalId,
      codeAtOperator: null,
      cnpj: '60701190000104',
      name: 'Hospital São Lucas',
      cnes: '2077485',
    });
    expect(guide.requester).toMatchObject({ name: 'Dr. João Cirurgião', council: '06', councilNumber: '123456' });
    // The CRM kept as "654321/SP": the number alone, the state apart.
    expect(guide.executor).toMatchObject({
      name: 'Dra. Ana Anestesista',
      cbo: '225151',
      uf: 'SP',
      councilNumber: '654321',
      codeAtOperator: '654321',
    });
    expect(guide.procedures.map((p) => [p.totalValue, p.quantity])).toEqual([
      ['300.00', 1],
      ['120.50', 1],
    ]);
    // What an insurer recomputes: total = quantity × unit × factor, to the cent.
    for (const p of guide.procedures) {
      expect(tissItemValuesAgree(p.quantity, p.unitValue, p.reductionFactor, p.totalValue), JSON.stringify(p)).toBe(
        true,
      );
    }
    expect(guide.procedures[0]!.team.length).toBeGreaterThan(0);
    expect(guide.procedures[0]!.team[0]).toMatchObject({ name: 'Dra. Ana Anestesista', council: '06' });
    expect(guide.total).toBe('420.50');
    expect(guide.wallet).toBe(`0099${guide.numGuide}`);
  });
  it('takes the same number of queries for one event as for many (set-based)', async () => {
    const many = [];
    for (let i = 0; i < 5; i++) many.push((await tissEvent(w, w.biller, 'Honorario')).id);
    const db = w.t.database.db;
    const counting = () => {
      let selects = 0;
      const proxy = new Proxy(db, {
        get(target, prop) {
          if (prop === 'select') selects++;
          const value = Reflect.get(target, prop, target) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      return { proxy, count: () => selects };
    };
    const one = counting();
    await loadGuideInputs(one.proxy, many.slice(0, 1));
    const five = counting();
    const [group] = await loadGuideInputs(five.proxy, many);
    expect(group!.guides).toHaveLength(5);
    expect(five.count()).toBe(one.count());
    expect(five.count()).toBeLessThanOrEqual(8);
  });
});

describe('TISS XML generation: every version × guide type validates against the ANS XSD', () => {
  for (const { version, encoding } of VERSIONS) {
    for (const type of TYPES) {
      it(`${version} (${encoding}) ${type}`, async () => {
        await setInsurerXml(w, version, encoding);
        const created = [await tissEvent(w, w.biller, type), await tissEvent(w, w.biller, type)];
        const batch = await batchOf(
          w,
          type,
          created.map((ev) => ev.id),
        );
        const file = await generate(w.biller, batch.id);
        expect(file.problems, JSON.stringify(file)).toEqual([]);
        expect(file).toMatchObject({
          status: 'Successful',
          versionXML: version,
          hashEncoding: encoding,
          fileName: `lote-${batch.code}.xml`,
          guides: 2,
          errorMessage: null,
          xsdValid: true,
          xsdErrors: [],
        });
        expect(Number(file.sequence)).toBeGreaterThan(0);

        const download = await w.biller.get(`/api/batches/${batch.id}/xml/${file.id}/download`);
        expect(download.statusCode, download.body).toBe(200);
        expect(download.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="lote-${batch.code}.xml"; filename*=UTF-8''lote-${batch.code}.xml`,
        );
        const bytes = new Uint8Array(download.rawPayload);
        expect(bytes.length).toBe(file.size);
        const result = await validator.validate(version, bytes);
        expect(result.errors).toEqual([]);
        expect(result.valid).toBe(true);
        const text = decodeLatin1(bytes);
        expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
        expect(text).toContain(`<ans:Padrao>${version}</ans:Padrao>`);
        expect(text).toContain(`<ans:hash>${file.hash}</ans:hash>`);
        expect(verifyTissHash(text, encoding)).toBe(true);

        const { batch: row, contents } = await storedFiles(w, batch.id);
        expect(row.xmlGenerated).toBe(true);
        expect(contents).toHaveLength(1);
      }, 60_000);
    }
  }

  it('zip download: one entry with the same bytes; the default follows the insurer flag xmlAsZip', async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1', { xmlAsZip: true });
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    expect(file.status, JSON.stringify(file.problems)).toBe('Successful');
    const base = `/api/batches/${batch.id}/xml/${file.id}/download`;
    const xml = await w.biller.get(`${base}?format=xml`);
    expect(xml.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    const zip = await w.biller.get(base);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="lote-${batch.code}.zip"; filename*=UTF-8''lote-${batch.code}.zip`,
    );
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toEqual([`lote-${batch.code}.xml`]);
    expect(Buffer.from(entries[`lote-${batch.code}.xml`]!).equals(xml.rawPayload)).toBe(true);
    const explicit = await w.biller.get(`${base}?format=zip`);
    expect(explicit.headers['content-type']).toBe('application/zip');
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    expect((await w.biller.get(base)).headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
  }, 60_000);
});

describe('TISS XML generation: what an insurer checks', () => {
  /** The downloaded file of a successful generation of `eventIds`. */
  async function fileText(type: GuideType, eventIds: string[]) {
    const batch = await batchOf(w, type, eventIds);
    const file = await generate(w.biller, batch.id);
    expect(file.status, JSON.stringify(file.problems)).toBe('Successful');
    const download = await w.biller.get(`/api/batches/${batch.id}/xml/${file.id}/download?format=xml`);
    const bytes = new Uint8Array(download.rawPayload);
    expect((await validator.validate('4.03.00', bytes)).errors).toEqual([]);
    return decodeLatin1(bytes);
  }
  const leaves = (xml: string, name: string) =>
    [...xml.matchAll(new RegExp(`<ans:${name}>([^<]*)</ans:${name}>`, 'g'))].map((m) => m[1]);

  it("tipoAtendimento on save: the code list of the insurer's TISS version, in pt-BR", async () => {
    const guideData = { numberProviderGuide: 'TA1', attendimentType: '23' };
    const refused = (code: string, version: string, codes: string) =>
      fmt(messages.screens.events.errors.attendanceType, { code, version, codes });
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    // 23 (exame) is a 4.x code; 05 was inactivated in 4.00.
    expect((await tissEvent(w, w.biller, 'SPSADT', { guideData })).id).toBeTruthy();
    await expect(tissEvent(w, w.biller, 'SPSADT', { guideData: { attendimentType: '05' } })).rejects.toThrow(
      refused('05', '4.03.00', '01, 02, 03, 04, 08, 09, 10, 13, 23'),
    );
    await setInsurerXml(w, '3.05.00', 'ISO-8859-1');
    try {
      expect((await tissEvent(w, w.biller, 'SPSADT', { guideData: { attendimentType: '05' } })).id).toBeTruthy();
      await expect(tissEvent(w, w.biller, 'SPSADT', { guideData })).rejects.toThrow(
        /O tipo de atendimento 23 não existe/,
      );
    } finally {
      await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    }
  }, 60_000);

  it("the anesthetist's CRM: the number in numeroConselhoProfissional and the code, the state as UF", async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    const xml = await fileText('Honorario', [(await tissEvent(w, w.biller, 'Honorario')).id]);
    expect(xml).not.toContain('654321/SP');
    expect(leaves(xml, 'numeroConselhoProfissional')).toContain('654321');
    expect(leaves(xml, 'codigoPrestadorNaOperadora')).toContain('654321');
    expect(leaves(xml, 'UF')).toContain('35');
  }, 60_000);

  it('an insurer without a provider code: the CNPJ element with 14 digits, never a formatted CNPJ', async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    await withActor(w.t.database.db, systemActor, async (tx) => {
      await tx.update(healthInsurers).set({ code: null }).where(eq(healthInsurers.id, w.insurers.valued));
      await tx.update(companies).set({ cnpj: '11.222.333/0001-81' }).where(eq(companies.id, w.matrizId));
    });
    try {
      for (const type of ['Honorario', 'SPSADT'] as const) {
        const xml = await fileText(type, [(await tissEvent(w, w.biller, type)).id]);
        expect(xml).not.toContain('11.222.333/0001-81');
        expect(leaves(xml, 'CNPJ')).toEqual(['11222333000181']);
        if (type === 'SPSADT') expect(leaves(xml, 'cnpjContratado')).toContain('11222333000181');
        else expect(leaves(xml, 'codigonaOperadora')).toEqual(['11222333000181']);
      }
    } finally {
      await withActor(w.t.database.db, systemActor, async (tx) => {
        await tx.update(healthInsurers).set({ code: 'PREST001' }).where(eq(healthInsurers.id, w.insurers.valued));
        await tx.update(companies).set({ cnpj: '11222333000181' }).where(eq(companies.id, w.matrizId));
      });
    }
  }, 60_000);

  it('an anesthesia item carries only the anesthesia team: the surgeon is not billed on it', async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const team = [
      { actorId: w.anesthetistId, role: 'anesthetist', order: 1, grauPart: '06', revenue: '200.00' },
      { actorId: w.surgeonId, role: 'surgeon', order: 1, grauPart: '00', revenue: '100.00' },
    ];
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(eventProcedures).set({ revenueTeam: team }).where(eq(eventProcedures.eventId, ev.id)),
    );
    const [group] = await loadGuideInputs(w.t.database.db, [ev.id]);
    for (const item of group!.guides[0]!.procedures) expect(item.team.map((p) => p.grauPart)).toEqual(['06']);
    const xml = await fileText('Honorario', [ev.id]);
    expect(leaves(xml, 'grauParticipacao').every((g) => g === '06')).toBe(true);
    expect(xml).not.toContain('Dr. João Cirurgião');
  }, 60_000);
});

describe('TISS XML generation: problems end as Error, explained per guide, nothing stored', () => {
  it('a guide without wallet and one with a too long value: Error with the pt-BR problem of each guide', async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    const good = await tissEvent(w, w.biller, 'Honorario');
    const noWallet = await tissEvent(w, w.biller, 'Honorario', { healthInsuranceWallet: null });
    const tooLong = await tissEvent(w, w.biller, 'Honorario');
    // A wallet longer than numeroCarteira allows (20), as an old import could leave it.
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(events)
        .set({ healthInsuranceWallet: '1'.repeat(25) })
        .where(eq(events.id, tooLong.id)),
    );
    const batch = await batchOf(w, 'Honorario', [good.id, noWallet.id, tooLong.id]);
    const file = await generate(w.biller, batch.id);
    expect(file.status).toBe('Error');
    expect(file.errorMessage).toBe(e.xml);
    expect(file.errorMessage).toBe('Houve um erro ao gerar o xml');
    const byEvent = (id: string) => file.problems.filter((p) => p.eventId === id);
    expect(byEvent(good.id)).toEqual([]);
    const [wallet] = byEvent(noWallet.id);
    // Which guide, what to fill in the words of the screens, where — and the link to it.
    expect(wallet).toMatchObject({
      message: `${fmt(tp.guide, { numGuide: wallet!.numGuide! })}: ${fmt(tp.required, { field: tp.fields.numeroCarteira! })}${fmt(tp.fixAt, { where: tp.where.event })}`,
      link: `/client/events/${noWallet.id}`,
    });
    expect(wallet!.message).toMatch(/^Guia \d+: falta informar a carteira do beneficiário — corrija no evento$/);
    const long = byEvent(tooLong.id);
    expect(long.length).toBeGreaterThan(0);
    expect(long.map((p) => p.message)).toContain(
      `${fmt(tp.guide, { numGuide: long[0]!.numGuide! })}: ${fmt(tp.tooLong, { field: 'A carteira do beneficiário', max: 20 })}${fmt(tp.fixAt, { where: tp.where.event })}`,
    );

    const { contents, batch: row, files } = await storedFiles(w, batch.id);
    expect(contents).toEqual([]);
    expect(row.xmlGenerated).toBe(false);
    expect(files[0]!.hash).toBeNull();
    const download = await w.biller.get(`/api/batches/${batch.id}/xml/${file.id}/download`);
    expectRefused(download, 409, e.xmlNotReady);
  }, 60_000);

  it('a honorários guide without the request guide number is refused, never given its own number', async () => {
    await setInsurerXml(w, '4.03.00', 'ISO-8859-1');
    const ev = await tissEvent(w, w.biller, 'Honorario');
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(events)
        .set({ guideData: sql`${events.guideData} - 'numberProtocol'` })
        .where(eq(events.id, ev.id)),
    );
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    expect(file.status).toBe('Error');
    expect(file.problems).toEqual([
      {
        eventId: ev.id,
        numGuide: expect.any(String),
        field: 'guiaSolicInternacao',
        message: `${fmt(tp.guide, { numGuide: file.problems[0]!.numGuide! })}: ${fmt(tp.required, { field: tp.fields.guiaSolicInternacao! })}${fmt(tp.fixAt, { where: tp.where.event })}`,
        link: `/client/events/${ev.id}`,
      },
    ]);
  }, 60_000);

  it('an exception in the job (schemas missing) ends as Error too, never a 500', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    w.t.config.tissSchemaDir = '/nonexistent/tiss-xsd';
    try {
      const file = await generate(w.biller, batch.id);
      expect(file).toMatchObject({ status: 'Error', errorMessage: e.xml, problems: [] });
      const { contents, batch: row } = await storedFiles(w, batch.id);
      expect(contents).toEqual([]);
      expect(row.xmlGenerated).toBe(false);
    } finally {
      w.t.config.tissSchemaDir = XSD_DIR;
    }
  }, 60_000);

  it('refuses a batch without active events (xmlEmpty) and writes nothing', async () => {
    const batch = await batchOf(w, 'Honorario', []);
    const res = await w.biller.post(`/api/batches/${batch.id}/xml`);
    expectRefused(res, 409, e.xmlEmpty);
    expect((await storedFiles(w, batch.id)).files).toEqual([]);
  });

  it('refuses a second generation while one is Creating (xmlRunning)', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    // A generation of another request still running: its Creating row.
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.insert(batchXmlFiles).values({
        batchId: batch.id,
        companyId: w.matrizId,
        versionXML: '4.03.00',
        hashEncoding: 'ISO-8859-1',
        sequence: '',
      }),
    );
    const res = await w.biller.post(`/api/batches/${batch.id}/xml`);
    expectRefused(res, 409, e.xmlRunning);
    expect((await storedFiles(w, batch.id)).files).toHaveLength(1);
  });

  it('a generation whose job was cut off (stale heartbeat, no attempt left) becomes Error (interrupted), durably', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    // A file Creating and its job RUNNING in another process, as that process left them.
    const creating = async (heartbeatAt: Date) =>
      withActor(w.t.database.db, systemActor, async (tx) => {
        const [file] = await tx
          .insert(batchXmlFiles)
          .values({
            batchId: batch.id,
            companyId: w.matrizId,
            versionXML: '4.03.00',
            hashEncoding: 'ISO-8859-1',
            sequence: '',
          })
          .returning();
        const [job] = await tx
          .insert(jobs)
          .values({
            kind: 'tissXml',
            companyId: w.matrizId,
            status: 'RUNNING',
            payload: { fileId: file!.id, batchId: batch.id, companyIds: [w.matrizId] },
            attempts: 1,
            maxAttempts: 1,
            lockedBy: 'other-host:1:gone',
            heartbeatAt,
          })
          .returning();
        await tx.update(batchXmlFiles).set({ jobId: job!.id }).where(eq(batchXmlFiles.id, file!.id));
        return { file: file!, job: job! };
      });
    const stored = async (id: string) =>
      (await w.t.database.db.select().from(batchXmlFiles).where(eq(batchXmlFiles.id, id)))[0]!;
    // Another process generating now (fresh heartbeat): untouched, and it still blocks a new generation.
    const alive = await creating(new Date());
    expect(await w.t.app.jobs.sweep()).toBe(0);
    expect((await w.biller.get(`/api/batches/${batch.id}/xml/${alive.file.id}`)).json().status).toBe('Creating');
    expectRefused(await w.biller.post(`/api/batches/${batch.id}/xml`), 409, e.xmlRunning);
    // That process stops beating: any process settles its job, and the job settles the file.
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(jobs)
        .set({ heartbeatAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(jobs.id, alive.job.id)),
    );
    expect(await w.t.app.jobs.sweep()).toBe(1);
    expect((await stored(alive.file.id)).status).toBe('Error');
    const res = await w.biller.get(`/api/batches/${batch.id}/xml/${alive.file.id}`);
    expect(res.json()).toMatchObject({
      status: 'Error',
      errorMessage: e.xml,
      problems: [{ eventId: null, numGuide: null, field: '', message: e.xmlInterrupted }],
    });
    const [job] = await w.t.database.db.select().from(jobs).where(eq(jobs.id, alive.job.id));
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'interrupted', lockedBy: null });
    // The batch may be generated again.
    const file = await generate(w.biller, batch.id);
    expect(file.status).toBe('Successful');
  }, 60_000);

  it('a generation runs as a job the starter can follow: FINISH with 100 %', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    expect(file.jobId).toEqual(expect.any(String));
    // The file is stored first; the job is marked FINISH right after, in its own transaction.
    let job = (await w.biller.get(`/api/jobs/${file.jobId}`)).json();
    for (let i = 0; i < 200 && job.status === 'RUNNING'; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
      job = (await w.biller.get(`/api/jobs/${file.jobId}`)).json();
    }
    expect(job).toMatchObject({ kind: 'tissXml', status: 'FINISH', progress: 100, stepCode: 'done', attempts: 1 });
  }, 60_000);
});

describe('TISS XML routes: access', () => {
  it('unknown batch or file: 404 with the pt-BR text; bad ids: 400', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectRefused(await w.biller.post(`/api/batches/${missing}/xml`), 404, e.notFound);
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    expectRefused(await w.biller.get(`/api/batches/${batch.id}/xml/${missing}`), 404, e.notFound);
    expectRefused(await w.biller.get(`/api/batches/${batch.id}/xml/${missing}/download`), 404, e.notFound);
    const bad = await w.biller.post('/api/batches/nope/xml');
    expect(bad.statusCode).toBe(400);
    const badFormat = await w.biller.get(`/api/batches/${batch.id}/xml/${missing}/download?format=rar`);
    expect(badFormat.statusCode).toBe(400);
  });

  it('a user without batches write gets 403; without batches read too; anonymous 401', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    // The anesthetist (profile b) has no batches permission at all.
    expectRefused(await w.anesthetist.post(`/api/batches/${batch.id}/xml`), 403, messages.errors.permissionDenied);
    expect((await w.anesthetist.get(`/api/batches/${batch.id}/xml/${file.id}`)).statusCode).toBe(403);
    expect((await w.anonymous.get(`/api/batches/${batch.id}/xml/${file.id}`)).statusCode).toBe(401);
    expect((await storedFiles(w, batch.id)).files).toHaveLength(1);
  }, 60_000);

  it('a user with batches read but no write nor values follows generations but neither generates nor downloads', async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    const permissions = defaultPermissionConfig();
    permissions.batches = { ...permissions.batches, read: [...(permissions.batches?.read ?? []), 'd'] };
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId)),
    );
    const reader = await signedIn(w.t, 'leitor-lotes@eventos.dev', w.matrizId, 'd');
    const seen = await reader.get(`/api/batches/${batch.id}/xml/${file.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id: file.id, status: 'Successful' });
    expect((await reader.post(`/api/batches/${batch.id}/xml`)).statusCode).toBe(403);
    expectRefused(await reader.get(`/api/batches/${batch.id}/xml/${file.id}/download`), 403, e.xmlValuesDenied);
  }, 60_000);

  it("another company's session sees nothing of the batch", async () => {
    const ev = await tissEvent(w, w.biller, 'Honorario');
    const batch = await batchOf(w, 'Honorario', [ev.id]);
    const file = await generate(w.biller, batch.id);
    expectRefused(await w.outsider.post(`/api/batches/${batch.id}/xml`), 404, e.notFound);
    expectRefused(await w.outsider.get(`/api/batches/${batch.id}/xml/${file.id}`), 404, e.notFound);
    expectRefused(await w.outsider.get(`/api/batches/${batch.id}/xml/${file.id}/download`), 404, e.notFound);
  }, 60_000);
});
