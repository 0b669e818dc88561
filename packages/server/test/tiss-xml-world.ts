import type { EventCreateBody } from '@honora/contract';
import {
  batchXmlContents,
  batchXmlFiles,
  batches,
  companies,
  events,
  healthInsurers,
  hospitals,
  surgeons,
  systemActor,
  users,
  withActor,
} from '@honora/db';
import { sharedPath } from '@honora/db/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestClient } from './helpers';
import { createMoneyWorld, moneyEvent, TODAY, type MoneyWorld } from './money-world';

export { TODAY };

/** The shared ANS schemas (../shared from the repository root); tests never copy them. */
export const XSD_DIR = sharedPath('tiss', 'xsd');

/**
 * The TISS XML tests' world (issue 8), on the money world: the matriz with CNPJ and CNES, its
 * valued insurer with an ANS register and a code at the operator, a hospital and a surgeon with
 * their registry facts, the anesthetist member with CRM and CBO, and XML generation validating
 * against the shared XSD (TISS_SCHEMA_DIR). Batches are written directly (one insurer, one type).
 */
export interface TissXmlWorld extends MoneyWorld {
  hospitalId: string;
  surgeonId: string;
}

export async function createTissXmlWorld(): Promise<TissXmlWorld> {
  const w = await createMoneyWorld();
  // The app reads the schema folder when a generation runs: the test app validates every file it builds.
  w.t.config.tissSchemaDir = XSD_DIR;
  const db = w.t.database.db;
  const ids = await withActor(db, systemActor, async (tx) => {
    await tx.update(companies).set({ cnpj: '11222333000181', cnes: '1234567' }).where(eq(companies.id, w.matrizId));
    await tx
      .update(healthInsurers)
      .set({ registerAns: '123456', code: 'PREST001' })
      .where(eq(healthInsurers.id, w.insurers.valued));
    const [hospital] = await tx
      .insert(hospitals)
      .values({ companyId: w.matrizId, name: 'Hospital São Lucas', cnpj: '60701190000104', cnes: '2077485' })
      .returning({ id: hospitals.id });
    const [surgeon] = await tx
      .insert(surgeons)
      .values({ companyId: w.matrizId, name: 'Dr. João Cirurgião', crm: '123456', crmState: 'SP', cbo: '225225' })
      .returning({ id: surgeons.id });
    await tx
      .update(users)
      // As the profile keeps it: number and state in one text (decision 012).
      .set({ name: 'Dra. Ana Anestesista', crm: '654321/SP', crmState: 'SP', cbo: '225151' })
      .where(eq(users.id, w.anesthetistId));
    return { hospitalId: hospital!.id, surgeonId: surgeon!.id };
  });
  return { ...w, ...ids };
}

export type GuideType = 'Honorario' | 'SPSADT' | 'Consulta';

let guideNumber = 81_000;

/** An event of the valued insurer with the guide data each guide type needs, registered through the API. */
export async function tissEvent(
  w: TissXmlWorld,
  client: TestClient,
  type: GuideType,
  overrides: Partial<EventCreateBody> = {},
) {
  const number = String(guideNumber++);
  return moneyEvent(w, client, {
    values: type === 'Consulta' ? ['150.00'] : ['300.00', '120.50'],
    expenses: type === 'SPSADT' ? ['35.10'] : [],
    unchecked: true,
    overrides: {
      type,
      numGuide: number,
      hospitalId: w.hospitalId,
      surgeonId: w.surgeonId,
      anesthetistId: w.anesthetistId,
      healthInsuranceWallet: `0099${number}`,
      procedureStart: '08:00',
      procedureEnd: '10:30',
      guideData: {
        numberProviderGuide: number,
        numberProtocol: `SI${number}`,
        password: `S${number}`,
        authorizationDate: TODAY,
        attendanceRN: 'N',
        clinicIndication: 'Colecistite aguda — cirurgia eletiva',
        startDateBilling: TODAY,
        endDateBilling: TODAY,
        emissionDate: TODAY,
        attendanceDateConsult: TODAY,
        ...(type === 'SPSADT'
          ? {
              expenses: [
                {
                  expenseCode: '03',
                  tableCode: '19',
                  itemCode: '70000001',
                  description: 'Seringa descartável',
                  realizedDate: TODAY,
                  amountRealized: '2',
                  unityOfMeasurement: '036',
                  reductOrAcresc: '1.00',
                  unityValue: '17.55',
                  totalValue: '35.10',
                },
              ],
            }
          : {}),
      },
      ...overrides,
    },
  });
}

let batchCode = 500;

/** A batch of the valued insurer holding `eventIds` (written directly, as the batches module would). */
export async function batchOf(
  w: TissXmlWorld,
  type: GuideType,
  eventIds: readonly string[],
  options: { insurer?: string; companyId?: string } = {},
): Promise<{ id: string; code: string }> {
  const code = `L${batchCode++}`;
  return withActor(w.t.database.db, systemActor, async (tx) => {
    const [batch] = await tx
      .insert(batches)
      .values({
        companyId: options.companyId ?? w.matrizId,
        code,
        healthInsuranceId: options.insurer ?? w.insurers.valued,
        type,
      })
      .returning({ id: batches.id });
    if (eventIds.length > 0) {
      await tx
        .update(events)
        .set({ batchesIds: sql`array[${batch!.id}]::uuid[]` })
        .where(inArray(events.id, [...eventIds]));
    }
    return { id: batch!.id, code };
  });
}

/** Sets the valued insurer's TISS version and hash encoding (the settings screen's columns). */
export async function setInsurerXml(
  w: TissXmlWorld,
  versionXml: '3.05.00' | '4.01.00' | '4.03.00',
  hashEncoding: 'ISO-8859-1' | 'UTF-8',
  flags: Record<string, boolean> = {},
) {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx.update(healthInsurers).set({ versionXml, hashEncoding, flags }).where(eq(healthInsurers.id, w.insurers.valued)),
  );
}

export interface XmlFileAnswer {
  id: string;
  status: 'Creating' | 'Successful' | 'Error';
  versionXML: string;
  hashEncoding: string;
  sequence: string;
  fileName: string | null;
  hash: string | null;
  guides: number;
  size: number;
  errorMessage: string | null;
  problems: { eventId: string | null; numGuide: string | null; field: string; message: string }[];
  xsdValid: boolean | null;
  xsdErrors: string[];
  jobId?: string | null;
}

/** Polls the generation until it leaves Creating (bounded: fails the test after `timeoutMs`). */
export async function waitForXml(
  client: TestClient,
  batchId: string,
  fileId: string,
  timeoutMs = 30_000,
): Promise<XmlFileAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/batches/${batchId}/xml/${fileId}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json() as XmlFileAnswer;
    if (file.status !== 'Creating') return file;
    if (Date.now() > deadline) throw new Error(`XML generation ${fileId} still Creating after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Starts a generation and waits for its end. */
export async function generate(client: TestClient, batchId: string): Promise<XmlFileAnswer> {
  const res = await client.post(`/api/batches/${batchId}/xml`);
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json() as XmlFileAnswer;
  expect(created.status).toBe('Creating');
  return waitForXml(client, batchId, created.id);
}

export async function storedFiles(w: TissXmlWorld, batchId: string) {
  const db = w.t.database.db;
  const files = await db.select().from(batchXmlFiles).where(eq(batchXmlFiles.batchId, batchId));
  const contents = files.length
    ? await db
        .select({ fileId: batchXmlContents.fileId })
        .from(batchXmlContents)
        .where(
          inArray(
            batchXmlContents.fileId,
            files.map((f) => f.id),
          ),
        )
    : [];
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  return { files, contents, batch: batch! };
}
