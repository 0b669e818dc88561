import type { EventListQuery } from '@honora/contract';
import { companies, events, healthInsurers, hospitals, patients, surgeons, users, type Queryable } from '@honora/db';
import { EVENT_STATUS_GROUPS, EVENT_STATUSES, NOT_READY_STATUSES } from '@honora/domain';
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ownEvent } from './event-scope';

/** The filters of a list call without its page (the export takes the same). */
export type EventListFilters = Omit<EventListQuery, 'page' | 'pageSize'>;

/**
 * Who asks: the companies whose events the answer may hold (null = every company, the
 * administrators' review) and, for members with only the "own" permissions, their user id.
 */
export interface EventListScope {
  companyIds: readonly string[] | null;
  ownerUserId: string | null;
  /**
   * The user from whom the company hides the surgeon of events they do not take part in
   * (RequestAccess.surgeonHidden): the surgeon's name, and the filter by surgeon, only reach
   * their own events.
   */
  surgeonHiddenFrom?: string | null;
}

/** The surgeon's name of a row, or null where it is hidden from the scope's user. */
function surgeonNameFor(scope: EventListScope, name: SQL<string | null> | typeof surgeons.name): SQL<string | null> {
  if (!scope.surgeonHiddenFrom) return sql<string | null>`${name}`;
  return sql<string | null>`case when ${ownEvent(scope.surgeonHiddenFrom)} then ${name} end`;
}

/** Brazil has had no daylight saving time since 2019: a calendar day starts at 03:00 UTC. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00-03:00`);
const nextDayStart = (isoDate: string) => new Date(dayStart(isoDate).getTime() + 24 * 60 * 60 * 1000);

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function dateRange(filters: EventListFilters): SQL[] {
  const out: SQL[] = [];
  if (filters.dateField === 'createdAt') {
    if (filters.from) out.push(sql`${events.createdAt} >= ${dayStart(filters.from)}`);
    if (filters.to) out.push(sql`${events.createdAt} < ${nextDayStart(filters.to)}`);
    return out;
  }
  const column = filters.dateField === 'dtRecourse' ? events.dtRecourse : events.dtProcedure;
  if (filters.from) out.push(sql`${column} >= ${filters.from}`);
  if (filters.to) out.push(sql`${column} <= ${filters.to}`);
  return out;
}

/**
 * The WHERE of the events list (billing.md §2; decision 015): the scope's companies and own
 * events, then every filter of the query. Every comparison of the common filters (company,
 * status, dates, insurer) is a plain btree comparison, so an index range serves both the page
 * and the totals.
 */
export function eventListWhere(scope: EventListScope, filters: EventListFilters): SQL | undefined {
  const statuses = new Set<string>(filters.statuses);
  const group = filters.statusGroup ? [...EVENT_STATUS_GROUPS[filters.statusGroup]] : null;
  const anesthetist = filters.anesthetistId;
  return and(
    scope.companyIds
      ? scope.companyIds.length === 1
        ? eq(events.companyId, scope.companyIds[0]!)
        : inArray(events.companyId, [...scope.companyIds])
      : undefined,
    scope.ownerUserId ? ownEvent(scope.ownerUserId) : undefined,
    filters.readiness === 'ready' ? notInArray(events.status, [...NOT_READY_STATUSES]) : undefined,
    filters.readiness === 'notReady' ? inArray(events.status, [...NOT_READY_STATUSES]) : undefined,
    statuses.size > 0 ? inArray(events.status, [...statuses]) : undefined,
    group ? inArray(events.status, group) : undefined,
    ...dateRange(filters),
    filters.insurerIds.length > 0
      ? filters.insurerIds.length === 1
        ? eq(events.healthInsuranceId, filters.insurerIds[0]!)
        : inArray(events.healthInsuranceId, [...filters.insurerIds])
      : undefined,
    filters.hospitalId ? eq(events.hospitalId, filters.hospitalId) : undefined,
    filters.surgeonId
      ? and(
          eq(events.surgeonId, filters.surgeonId),
          scope.surgeonHiddenFrom ? ownEvent(scope.surgeonHiddenFrom) : undefined,
        )
      : undefined,
    filters.patientId ? eq(events.patientId, filters.patientId) : undefined,
    anesthetist
      ? or(
          eq(events.anesthetistId, anesthetist),
          eq(events.secondaryAnesthetistId, anesthetist),
          eq(events.thirdAnesthetistId, anesthetist),
        )
      : undefined,
    filters.numGuide ? sql`lower(${events.numGuide}) like ${likePrefix(filters.numGuide)}` : undefined,
    filters.batchId ? sql`${events.batchesIds} @> array[${filters.batchId}]::uuid[]` : undefined,
    ...Object.entries(filters.customFields).map(([key, value]) => sql`${events.customFields} ->> ${key} = ${value}`),
    filters.active === 'all' ? undefined : eq(events.active, filters.active === 'true'),
  );
}

const anesthetists = alias(users, 'anesthetist_user');
const secondaryAnesthetists = alias(users, 'secondary_anesthetist_user');
const thirdAnesthetists = alias(users, 'third_anesthetist_user');
const residents = alias(users, 'resident_user');

const statusOrder = sql.raw(`array[${EVENT_STATUSES.map((s) => `'${s}'`).join(',')}]::text[]`);

/** The list's sort columns (contract EVENT_SORT_COLUMNS); names sort by the registries' pt-BR sort key. */
const sortExpressions: Record<EventListFilters['sort'], SQL> = {
  dtProcedure: sql`${events.dtProcedure}`,
  numGuide: sql`${events.numGuide}`,
  patientName: sql`${patients.sortKey} collate "C"`,
  insurerName: sql`${healthInsurers.sortKey} collate "C"`,
  hospitalName: sql`${hospitals.sortKey} collate "C"`,
  anesthetistName: sql`${anesthetists.sortKey} collate "C"`,
  status: sql`array_position(${statusOrder}, ${events.status})`,
  totalProduced: sql`${events.totalProduced}`,
  createdAt: sql`${events.createdAt}`,
};

/**
 * ORDER BY: the chosen column (PostgreSQL's null order: last ascending, first descending), then
 * the id — over the events, or over a page of ids that carries its sort value as `s`.
 */
function orderOf(filters: Pick<EventListFilters, 'sort' | 'dir'>, page?: { id: SQLWrapper; s: SQLWrapper }) {
  const direction = filters.dir === 'desc' ? desc : asc;
  if (page) return [direction(sql`${page.s}`), direction(sql`${page.id}`)];
  return [direction(sortExpressions[filters.sort]), direction(events.id)];
}

/** The active procedures' codes of an event, in their order (for the page's rows only). */
const procedureCodes = sql<unknown>`(select coalesce(json_agg(ep.id_proc order by ep."order"), '[]'::json)
  from event_procedures ep where ep.event_id = ${events.id} and ep.deleted_at is null)`;

/** The event's own columns a row answers. */
const eventColumns = {
  id: events.id,
  companyId: events.companyId,
  version: events.version,
  active: events.active,
  type: events.type,
  numGuide: events.numGuide,
  dtProcedure: events.dtProcedure,
  status: events.status,
  customStatus: events.customStatus,
  isLocked: events.isLocked,
  urgent: events.urgent,
  isEmergency: events.isEmergency,
  accommodation: events.accommodation,
  procedureStart: events.procedureStart,
  procedureEnd: events.procedureEnd,
  anesthesiaStart: events.anesthesiaStart,
  anesthesiaEnd: events.anesthesiaEnd,
  healthInsuranceId: events.healthInsuranceId,
  healthInsuranceWallet: events.healthInsuranceWallet,
  procedureCodes,
  batchesIds: events.batchesIds,
  customFields: events.customFields,
  guideData: events.guideData,
  totalProduced: events.totalProduced,
  totalReceived: events.totalReceived,
  totalGlosado: events.totalGlosado,
  totalLoss: events.totalLoss,
  totalInProcessing: events.totalInProcessing,
  totalDiscount: events.totalDiscount,
  totalOver: events.totalOver,
  totalProcedures: events.totalProcedures,
  complementation: events.complementation,
  attendanceFee: events.attendanceFee,
  expenses: events.expenses,
  totalAppealed: events.totalAppealed,
  createdAt: events.createdAt,
  createdByName: events.createdByName,
  updatedAt: events.updatedAt,
};

const nameOf = (table: string, id: SQL | typeof events.id) =>
  sql<string | null>`(select n.name from ${sql.raw(table)} n where n.id = ${id})`;

/**
 * The names of a page's 100 rows, each read by primary key: a scalar lookup per name plans in
 * no time, where ten joins cost the planner more than the page itself.
 */
const lookedUpNames = {
  companyName: sql<string>`(select n.name from companies n where n.id = ${events.companyId})`,
  insurerName: nameOf('health_insurers', sql`${events.healthInsuranceId}`),
  hospitalName: nameOf('hospitals', sql`${events.hospitalId}`),
  patientName: nameOf('patients', sql`${events.patientId}`),
  surgeonName: nameOf('surgeons', sql`${events.surgeonId}`),
  anesthetistName: nameOf('users', sql`${events.anesthetistId}`),
  secondaryAnesthetistName: nameOf('users', sql`${events.secondaryAnesthetistId}`),
  thirdAnesthetistName: nameOf('users', sql`${events.thirdAnesthetistId}`),
  residentName: nameOf('users', sql`${events.residentId}`),
};

/** The same names joined, for the export's thousands of rows (hash joins beat one lookup per row there). */
const joinedNames = {
  companyName: companies.name,
  insurerName: healthInsurers.name,
  hospitalName: hospitals.name,
  patientName: patients.name,
  surgeonName: surgeons.name,
  anesthetistName: anesthetists.name,
  secondaryAnesthetistName: secondaryAnesthetists.name,
  thirdAnesthetistName: thirdAnesthetists.name,
  residentName: residents.name,
};

type DataOf<C> =
  C extends SQL<infer T>
    ? T
    : C extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
/** A row of the list or the export: the event's columns and the names of what it links to (absent when removed). */
export type EventListRow = { [K in keyof typeof eventColumns]: DataOf<(typeof eventColumns)[K]> } & {
  [K in keyof typeof lookedUpNames]: DataOf<(typeof lookedUpNames)[K]>;
};

const sum = (column: SQL | typeof events.totalProduced) =>
  sql<string>`coalesce(sum(${column}), 0)::numeric(18,2)::text`;

/**
 * The two statements of a list call, unexecuted (the benchmark times and explains the very
 * same SQL). The page picks its 100 ids first — one index range of the filtered events, sorted
 * — and only then joins the names and the procedure codes of those rows. The totals are one
 * aggregate over the same range (count and the five numeric sums, answered as decimal text).
 */
export function eventListStatements(
  q: Queryable,
  scope: EventListScope,
  filters: EventListFilters,
  window: { limit: number; offset: number },
) {
  const where = eventListWhere(scope, filters);
  const order = orderOf(filters);
  // The page's ids carry their sort value out, so the outer query orders the 100 rows by it
  // again. No window over the filtered set: a row_number() there would sort every matching
  // event in full (spilling to disk at a matriz's size) where LIMIT lets PostgreSQL keep only
  // the top rows of the sort.
  const ids = q
    .select({ id: events.id, s: sql`${sortExpressions[filters.sort]}`.as('s') })
    .from(events)
    .$dynamic();
  // Only the name sorts read another table for the ids.
  if (filters.sort === 'patientName') ids.leftJoin(patients, eq(patients.id, events.patientId));
  if (filters.sort === 'insurerName') ids.leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId));
  if (filters.sort === 'hospitalName') ids.leftJoin(hospitals, eq(hospitals.id, events.hospitalId));
  if (filters.sort === 'anesthetistName') ids.leftJoin(anesthetists, eq(anesthetists.id, events.anesthetistId));
  const pageIds = ids
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');
  // FROM the page's ids (a derived table with LIMIT is planned apart: the planner never weighs
  // the page against the whole table), then each one's row by primary key, in the ids' order.
  return {
    page: q
      .select({ ...eventColumns, ...lookedUpNames, surgeonName: surgeonNameFor(scope, lookedUpNames.surgeonName) })
      .from(pageIds)
      .innerJoin(events, eq(events.id, pageIds.id))
      .orderBy(...orderOf(filters, pageIds)),
    totals: q
      .select({
        count: sql<number>`count(*)::int`,
        totalProduced: sum(events.totalProduced),
        totalReceived: sum(events.totalReceived),
        totalGlosado: sum(events.totalGlosado),
        totalLoss: sum(events.totalLoss),
        totalInProcessing: sum(events.totalInProcessing),
      })
      .from(events)
      .where(where),
  };
}

export async function listEventRows(
  q: Queryable,
  scope: EventListScope,
  filters: EventListFilters,
  window: { limit: number; offset: number },
) {
  const statements = eventListStatements(q, scope, filters, window);
  const rows = await statements.page;
  const [totals] = await statements.totals;
  return { rows, totals: totals! };
}

/** How many events the filters match (the export checks its cap before reading them). */
export async function countEvents(q: Queryable, scope: EventListScope, filters: EventListFilters): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(eventListWhere(scope, filters));
  return Number(row?.count ?? 0);
}

/**
 * A window of the matching events in the list's order (the export: all at once, or an export
 * job's pages). The order ends on the id, so consecutive windows neither skip nor repeat a row.
 */
export function exportEventRows(
  q: Queryable,
  scope: EventListScope,
  filters: EventListFilters,
  window: { limit: number; offset: number },
): Promise<EventListRow[]> {
  return q
    .select({ ...eventColumns, ...joinedNames, surgeonName: surgeonNameFor(scope, joinedNames.surgeonName) })
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId))
    .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
    .leftJoin(hospitals, eq(hospitals.id, events.hospitalId))
    .leftJoin(patients, eq(patients.id, events.patientId))
    .leftJoin(surgeons, eq(surgeons.id, events.surgeonId))
    .leftJoin(anesthetists, eq(anesthetists.id, events.anesthetistId))
    .leftJoin(secondaryAnesthetists, eq(secondaryAnesthetists.id, events.secondaryAnesthetistId))
    .leftJoin(thirdAnesthetists, eq(thirdAnesthetists.id, events.thirdAnesthetistId))
    .leftJoin(residents, eq(residents.id, events.residentId))
    .where(eventListWhere(scope, filters))
    .orderBy(...orderOf(filters))
    .limit(window.limit)
    .offset(window.offset);
}

/** The codes as the drivers answer json (node-postgres parses it, a raw string otherwise). */
export function codesOf(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}
