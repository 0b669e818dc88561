import { batchXmlContents, batchXmlFiles, batches, events, healthInsurers, type Queryable } from '@honora/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';

export type BatchRow = typeof batches.$inferSelect;
export type XmlFileRow = typeof batchXmlFiles.$inferSelect;

/** The batch among the companies the request sees (row-level security adds its own wall); `lock` takes it FOR UPDATE. */
export async function findBatch(
  tx: Queryable,
  id: string,
  companyIds: readonly string[],
  lock = false,
): Promise<BatchRow | undefined> {
  if (companyIds.length === 0) return undefined;
  const query = tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), inArray(batches.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The insurer's XML facts the generation records and the download's default. */
export async function findInsurerXml(tx: Queryable, id: string) {
  const [row] = await tx
    .select({
      versionXml: healthInsurers.versionXml,
      hashEncoding: healthInsurers.hashEncoding,
      flags: healthInsurers.flags,
    })
    .from(healthInsurers)
    .where(eq(healthInsurers.id, id));
  return row;
}

const inBatch = (batchId: string) => sql`${events.batchesIds} @> array[${batchId}]::uuid[]`;

export async function countActiveEvents(tx: Queryable, batchId: string, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.companyId, companyId), inBatch(batchId), eq(events.active, true)));
  return row?.n ?? 0;
}

/** The batch's active events in guide order: procedure date, guide number, id. */
export async function activeEventIds(tx: Queryable, batchId: string, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, companyId), inBatch(batchId), eq(events.active, true)))
    .orderBy(asc(events.dtProcedure), asc(events.numGuide), asc(events.id));
  return rows.map((r) => r.id);
}

export async function hasCreatingFile(tx: Queryable, batchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: batchXmlFiles.id })
    .from(batchXmlFiles)
    .where(and(eq(batchXmlFiles.batchId, batchId), eq(batchXmlFiles.status, 'Creating')))
    .limit(1);
  return !!row;
}

export async function insertCreatingFile(
  tx: Queryable,
  values: { batchId: string; companyId: string; versionXML: string; hashEncoding: string },
): Promise<XmlFileRow> {
  const [row] = await tx
    .insert(batchXmlFiles)
    .values({ ...values, status: 'Creating', sequence: '' })
    .returning();
  return row!;
}

export async function findXmlFile(tx: Queryable, batchId: string, fileId: string): Promise<XmlFileRow | undefined> {
  const [row] = await tx
    .select()
    .from(batchXmlFiles)
    .where(and(eq(batchXmlFiles.id, fileId), eq(batchXmlFiles.batchId, batchId)));
  return row;
}

export async function readXmlContent(tx: Queryable, fileId: string): Promise<Uint8Array | undefined> {
  const [row] = await tx
    .select({ content: batchXmlContents.content })
    .from(batchXmlContents)
    .where(eq(batchXmlContents.fileId, fileId));
  return row?.content;
}

export async function updateXmlFile(
  tx: Queryable,
  id: string,
  values: Partial<typeof batchXmlFiles.$inferInsert>,
): Promise<void> {
  await tx.update(batchXmlFiles).set(values).where(eq(batchXmlFiles.id, id));
}

/** A successful file: its bytes, its record, and the batch's xml_generated (one transaction, the caller's). */
export async function storeSuccessfulFile(
  tx: Queryable,
  file: { id: string; companyId: string; batchId: string },
  content: Uint8Array,
  values: Partial<typeof batchXmlFiles.$inferInsert>,
): Promise<void> {
  await tx.insert(batchXmlContents).values({ fileId: file.id, companyId: file.companyId, content });
  await updateXmlFile(tx, file.id, { ...values, status: 'Successful' });
  await tx
    .update(batches)
    .set({ xmlGenerated: true })
    .where(and(eq(batches.id, file.batchId), eq(batches.xmlGenerated, false)));
}

/** A generation whose job ended without it (interrupted, cancelled, failed): a file still Creating becomes Error. */
export async function endCreatingFile(
  tx: Queryable,
  id: string,
  values: { errorMessage: string; problems: Record<string, unknown>[] },
): Promise<void> {
  await tx
    .update(batchXmlFiles)
    .set({ status: 'Error', ...values })
    .where(and(eq(batchXmlFiles.id, id), eq(batchXmlFiles.status, 'Creating')));
}
