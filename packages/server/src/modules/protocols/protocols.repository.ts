import { companies, events, healthInsurers, hospitals, protocols, type Queryable, type Tx } from '@honora/db';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';

export type ProtocolRow = Awaited<ReturnType<typeof findProtocol>>;

const summaryColumns = {
  id: protocols.id,
  companyId: protocols.companyId,
  number: protocols.number,
  description: protocols.description,
  healthInsuranceId: protocols.healthInsuranceId,
  insurerName: healthInsurers.name,
  hospitalId: protocols.hospitalId,
  hospitalName: hospitals.name,
  type: protocols.type,
  dtProcedure: protocols.dtProcedure,
  /** The report's active guides (one event each). */
  guideCount: sql<number>`(select count(*)::int from events ge where ge.protocol_id = ${protocols.id} and ge.active)`,
  createdAt: protocols.createdAt,
  createdByName: protocols.createdByName,
};

const selectSummaries = (q: Queryable) =>
  q
    .select(summaryColumns)
    .from(protocols)
    .leftJoin(healthInsurers, eq(healthInsurers.id, protocols.healthInsuranceId))
    .leftJoin(hospitals, eq(hospitals.id, protocols.hospitalId))
    .$dynamic();

/** The reports of the visible companies, newest first; `search` matches the number or the description. */
export async function listProtocols(
  q: Queryable,
  companyIds: readonly string[],
  search: string | undefined,
  window: { limit: number; offset: number },
) {
  const term = search?.trim();
  const matches: SQL | undefined = term
    ? or(
        ilike(protocols.description, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        /^\d{1,9}$/.test(term) ? eq(protocols.number, Number(term)) : undefined,
      )
    : undefined;
  const where = and(inArray(protocols.companyId, [...companyIds]), isNull(protocols.deletedAt), matches);
  const rows = await selectSummaries(q)
    .where(where)
    .orderBy(desc(protocols.createdAt), desc(protocols.number))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await q.select({ total: count() }).from(protocols).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProtocol(q: Queryable, companyIds: readonly string[], id: string) {
  const [row] = await selectSummaries(q).where(
    and(eq(protocols.id, id), inArray(protocols.companyId, [...companyIds]), isNull(protocols.deletedAt)),
  );
  return row;
}

/** The report's guides (its events, removed ones included), in the order they were added. */
export function protocolGuides(q: Queryable, protocolId: string) {
  return q
    .select({ eventId: events.id, numGuide: events.numGuide, status: events.status, active: events.active })
    .from(events)
    .where(eq(events.protocolId, protocolId))
    .orderBy(asc(events.createdAt), asc(events.numGuide));
}

export async function hospitalExists(q: Queryable, companyIds: readonly string[], id: string): Promise<boolean> {
  const [row] = await q
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.id, id), inArray(hospitals.companyId, [...companyIds]), isNull(hospitals.deletedAt)));
  return row !== undefined;
}

export async function findCompany(q: Queryable, id: string) {
  const [row] = await q
    .select({ id: companies.id, matrizId: companies.matrizId, flags: companies.flags })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Guide numbers among `numbers` already used by an active event of the company and insurer. */
export async function existingGuides(
  q: Queryable,
  companyId: string,
  insurerId: string,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await q
    .selectDistinct({ numGuide: events.numGuide })
    .from(events)
    .where(
      and(
        eq(events.companyId, companyId),
        eq(events.healthInsuranceId, insurerId),
        eq(events.active, true),
        inArray(events.numGuide, [...numbers]),
      ),
    );
  return new Set(rows.map((r) => r.numGuide!));
}

/** Guide numbers among `numbers` already in the report (an active event of it). */
export async function guidesInReport(q: Queryable, protocolId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return new Set<string>();
  const rows = await q
    .selectDistinct({ numGuide: events.numGuide })
    .from(events)
    .where(and(eq(events.protocolId, protocolId), eq(events.active, true), inArray(events.numGuide, [...numbers])));
  return new Set(rows.map((r) => r.numGuide!));
}

/** The next report number of the company; the caller holds the company's protocol lock. */
export async function nextProtocolNumber(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${protocols.number}), 0)::int + 1` })
    .from(protocols)
    .where(eq(protocols.companyId, companyId));
  return Number(row?.next ?? 1);
}

export async function insertProtocol(tx: Tx, values: Omit<typeof protocols.$inferInsert, 'id'>): Promise<string> {
  const [row] = await tx.insert(protocols).values(values).returning({ id: protocols.id });
  return row!.id;
}

/** One event per guide, in ProtocolCreated (no procedures yet: they are filled later). */
export async function insertGuideEvents(
  tx: Tx,
  protocol: {
    id: string;
    companyId: string;
    matrizId: string | null;
    type: 'Honorario' | 'SPSADT' | 'Consulta';
    healthInsuranceId: string;
    hospitalId: string | null;
    dtProcedure: string | null;
  },
  numbers: readonly string[],
): Promise<void> {
  if (numbers.length === 0) return;
  await tx.insert(events).values(
    numbers.map((numGuide) => ({
      companyId: protocol.companyId,
      matrizId: protocol.matrizId,
      type: protocol.type,
      healthInsuranceId: protocol.healthInsuranceId,
      hospitalId: protocol.hospitalId,
      dtProcedure: protocol.dtProcedure,
      protocolId: protocol.id,
      numGuide,
      status: 'ProtocolCreated',
    })),
  );
  await tx
    .update(healthInsurers)
    .set({ hasEvents: true })
    .where(and(eq(healthInsurers.id, protocol.healthInsuranceId), eq(healthInsurers.hasEvents, false)));
}
