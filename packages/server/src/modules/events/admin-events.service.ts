import type {
  adminEventListQuerySchema,
  verifyEventItemSchema,
  verifyEventsQuerySchema,
  verifyProcedureItemSchema,
  verifyProceduresQuerySchema,
  VerifyReview,
  VerifyStatus,
} from '@honora/contract';
import { rowsOf, type Queryable } from '@honora/db';
import { FINISHED_STATUSES, NOT_READY_STATUSES } from '@honora/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { listPage, type EventListPage } from './event-list.service';

type AdminListQuery = z.output<typeof adminEventListQuerySchema>;
type VerifyEventsQuery = z.output<typeof verifyEventsQuerySchema>;
type VerifyProceduresQuery = z.output<typeof verifyProceduresQuerySchema>;
type VerifyEventItem = z.infer<typeof verifyEventItemSchema>;
type VerifyProcedureItem = z.infer<typeof verifyProcedureItemSchema>;

/**
 * The administrators' cross-company review (/admin/events, /admin/VerifyEvents,
 * /admin/VerifyProcedures; decision 015). The admin workspace works on every company, so these
 * reads run as the database owner (no tenant to confine them to, as the other admin modules
 * do — docs/decisions/011-admin-companies.md) with the company as an explicit filter.
 */

/** GET /api/admin/events: the client list's filters over any companies (none named = all), always with values. */
export function listAdminEvents(ctx: AppContext, query: AdminListQuery): Promise<EventListPage> {
  const scope = { companyIds: query.companyIds.length > 0 ? query.companyIds : null, ownerUserId: null };
  return listPage((fn) => ctx.db.transaction(fn), scope, query, true);
}

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The events a check looks at: active ones, of one company and a procedure-date range when given. */
export function eventWindow(query: {
  companyId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) {
  const parts: SQL[] = [sql`e.active`];
  if (query.companyId) parts.push(sql`e.company_id = ${query.companyId}`);
  if (query.from) parts.push(sql`e.dt_procedure >= ${query.from}`);
  if (query.to) parts.push(sql`e.dt_procedure <= ${query.to}`);
  return sql.join(parts, sql` and `);
}

/** The negotiation of the event's insurer in force on its procedure date (billing.md §5 validity), newest first. */
const negotiationInForce = sql`(select n.id from negotiations n
   where n.health_insurer_id = e.health_insurance_id and n.company_id = e.company_id and n.deleted_at is null
     and (n.starts_on is null or n.starts_on <= e.dt_procedure)
     and (n.ends_on is null or n.ends_on >= e.dt_procedure)
   order by n.starts_on desc nulls last limit 1)`;

/**
 * One SELECT per problem kind, each answering the same columns; a problem filter keeps one.
 * - totalMismatch: totalProduced ≠ Σ value of the active procedure rows + complementation +
 *   attendance fee + expenses (the ledger's items, decision 016);
 * - noProcedures: a ready-to-bill status (not in NOT_READY_STATUSES) without active procedures;
 * - finishedUnlocked: a status of the finished group that is not locked;
 * - noNegotiation: a valued insurer (not isNotValued) with no negotiation in force on dtProcedure;
 * - insurerMissing: no insurer, or a removed one.
 */
export function eventProblemQueries(where: SQL): Record<VerifyEventItem['problem'], SQL> {
  const procedureSum = sql`(select coalesce(sum(ep.value), 0) from event_procedures ep
     where ep.event_id = e.id and ep.deleted_at is null)`;
  const head = (problem: string, stored: SQL, expected: SQL) =>
    sql`select e.id as event_id, e.company_id, e.num_guide, e.dt_procedure, e.status, e.health_insurance_id,
        ${problem}::text as problem, ${stored} as stored, ${expected} as expected from events e`;
  const none = sql`null::text`;
  return {
    totalMismatch: sql`select * from (${head(
      'totalMismatch',
      sql`e.total_produced::text`,
      sql`(${procedureSum} + e.complementation + e.attendance_fee + e.expenses)::numeric(18,2)::text`,
    )}
      where ${where}) x where x.stored::numeric <> x.expected::numeric`,
    noProcedures: sql`${head('noProcedures', none, none)} where ${where}
      and e.status not in (${sqlList(NOT_READY_STATUSES)})
      and not exists (select 1 from event_procedures ep where ep.event_id = e.id and ep.deleted_at is null)`,
    finishedUnlocked: sql`${head('finishedUnlocked', none, none)} where ${where}
      and e.status in (${sqlList(FINISHED_STATUSES)}) and not e.is_locked`,
    noNegotiation: sql`${head('noNegotiation', none, none)} join health_insurers hi on hi.id = e.health_insurance_id
      where ${where} and hi.deleted_at is null and not hi.is_not_valued and e.dt_procedure is not null
      and ${negotiationInForce} is null`,
    insurerMissing: sql`${head('insurerMissing', none, none)} left join health_insurers hi on hi.id = e.health_insurance_id
      where ${where} and (hi.id is null or hi.deleted_at is not null)`,
  };
}

interface Paged {
  page: number;
  pageSize: number;
  status?: VerifyStatus | undefined;
}

/**
 * How a finding of one kind meets its stored review (decision 064): the record column, and the
 * figures that make a numeric problem's identity (a changed figure is a new finding, pending).
 */
export interface ReviewKey {
  kind: 'event' | 'procedure';
  record: SQL;
  detail: SQL;
}

export const EVENT_REVIEW: ReviewKey = {
  kind: 'event',
  record: sql`p.event_id`,
  detail: sql`case when p.problem = 'totalMismatch' then coalesce(p.stored, '') || '|' || coalesce(p.expected, '') else '' end`,
};
export const PROCEDURE_REVIEW: ReviewKey = {
  kind: 'procedure',
  record: sql`p.row_id`,
  detail: sql`case when p.problem = 'valueMismatch' then coalesce(p.value, '') || '|' || coalesce(p.value_original, '') else '' end`,
};

/** The findings with their company, insurer and review, kept to one review status when asked. */
function reviewedProblems(union: SQL, review: ReviewKey, status: VerifyStatus | undefined): SQL {
  const filter = status ? sql`where coalesce(s.status, 'pending') = ${status}` : sql``;
  return sql`from (${union}) p
    join companies c on c.id = p.company_id
    left join health_insurers hi on hi.id = p.health_insurance_id
    left join verify_finding_statuses s on s.kind = ${review.kind} and s.record_id = ${review.record}
      and s.problem = p.problem and s.detail = ${review.detail}
    ${filter}`;
}

const reviewColumns = sql`coalesce(s.status, 'pending') as review_status, s.note as review_note,
  s.status_by_name as review_by_name, s.status_at as review_at`;

type ReviewRow = {
  review_status: VerifyStatus;
  review_note: string | null;
  review_by_name: string | null;
  review_at: unknown;
};

const reviewOf = (r: ReviewRow): VerifyReview => ({
  status: r.review_status,
  note: r.review_note,
  statusByName: r.review_by_name,
  statusAt: r.review_at == null ? null : new Date(r.review_at as string).toISOString(),
});

/** Runs the chosen problem queries as one UNION ALL, newest procedure date first, with the total. */
async function pagedProblems<T>(
  q: Queryable,
  queries: SQL[],
  order: SQL,
  paged: Paged,
  select: SQL,
  review: ReviewKey,
): Promise<{ rows: (T & ReviewRow)[]; total: number }> {
  const union = sql.join(
    queries.map((query) => sql`(${query})`),
    sql` union all `,
  );
  const from = reviewedProblems(union, review, paged.status);
  const result = await q.execute(sql`select ${select}, ${reviewColumns}, count(*) over () as total_count ${from}
    order by ${order}
    limit ${paged.pageSize} offset ${(paged.page - 1) * paged.pageSize}`);
  const rows = rowsOf<T & ReviewRow & { total_count: string | number }>(result);
  if (rows.length === 0 && paged.page > 1) {
    const [counted] = rowsOf<{ total: string | number }>(await q.execute(sql`select count(*) as total ${from}`));
    return { rows: [], total: Number(counted?.total ?? 0) };
  }
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

const dateText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/** GET /api/admin/verify-events: events that break a rule, of every company (or one), by procedure date. */
export async function verifyEvents(
  ctx: AppContext,
  query: VerifyEventsQuery,
): Promise<{ items: VerifyEventItem[]; total: number }> {
  const all = eventProblemQueries(eventWindow(query));
  const queries = query.problem ? [all[query.problem]] : Object.values(all);
  type Row = {
    event_id: string;
    company_id: string;
    company_name: string;
    num_guide: string | null;
    dt_procedure: unknown;
    status: string;
    insurer_name: string | null;
    problem: VerifyEventItem['problem'];
    stored: string | null;
    expected: string | null;
  };
  const { rows, total } = await pagedProblems<Row>(
    ctx.db,
    queries,
    sql`p.dt_procedure desc nulls last, p.event_id, p.problem`,
    query,
    sql`p.event_id, p.company_id, c.name as company_name, p.num_guide, p.dt_procedure::text as dt_procedure,
      p.status, hi.name as insurer_name, p.problem, p.stored, p.expected`,
    EVENT_REVIEW,
  );
  return {
    total,
    items: rows.map((r) => ({
      eventId: r.event_id,
      companyId: r.company_id,
      companyName: r.company_name,
      numGuide: r.num_guide,
      dtProcedure: dateText(r.dt_procedure),
      status: r.status,
      insurerName: r.insurer_name,
      problem: r.problem,
      stored: r.stored,
      expected: r.expected,
      review: reviewOf(r),
    })),
  };
}

/**
 * One SELECT per procedure problem over the active rows of active events:
 * - notInTable: the code is neither in the CBHPM edition of the negotiation in force nor in its
 *   own procedures (terms.customsProcedures) — events without a negotiation are VerifyEvents';
 * - zeroValue: value 0 for a valued insurer;
 * - valueMismatch: value ≠ valueOriginal on a row whose value the user did not type.
 */
export function procedureProblemQueries(where: SQL): Record<VerifyProcedureItem['problem'], SQL> {
  const head = (problem: string) =>
    sql`select e.id as event_id, ep.id as row_id, ep."order" as row_order, e.company_id, e.num_guide, e.dt_procedure,
        e.health_insurance_id, ep.id_proc, ep.name, ${problem}::text as problem,
        ep.value::text as value, ep.value_original::text as value_original
      from events e join event_procedures ep on ep.event_id = e.id and ep.deleted_at is null`;
  return {
    notInTable: sql`${head('notInTable')}
      join negotiations n on n.id = ${negotiationInForce}
      where ${where}
        and not exists (select 1 from cbhpm_procedures cp where cp.edition_id = n.cbhpm_edition_id and cp.code = ep.id_proc)
        and not exists (select 1 from jsonb_array_elements(coalesce(n.terms -> 'customsProcedures', '[]'::jsonb)) c
                        where c ->> 'code' = ep.id_proc)`,
    zeroValue: sql`${head('zeroValue')} join health_insurers hi on hi.id = e.health_insurance_id
      where ${where} and ep.value = 0 and not hi.is_not_valued`,
    valueMismatch: sql`${head('valueMismatch')}
      where ${where} and ep.value <> ep.value_original and not ep.user_custom`,
  };
}

/** GET /api/admin/verify-procedures: procedure rows that break a rule, of every company (or one). */
export async function verifyProcedures(
  ctx: AppContext,
  query: VerifyProceduresQuery,
): Promise<{ items: VerifyProcedureItem[]; total: number }> {
  const all = procedureProblemQueries(eventWindow(query));
  const queries = query.problem ? [all[query.problem]] : Object.values(all);
  type Row = {
    event_id: string;
    row_id: string;
    company_id: string;
    company_name: string;
    num_guide: string | null;
    dt_procedure: unknown;
    id_proc: string;
    name: string;
    insurer_name: string | null;
    problem: VerifyProcedureItem['problem'];
    value: string | null;
    value_original: string | null;
  };
  const { rows, total } = await pagedProblems<Row>(
    ctx.db,
    queries,
    sql`p.dt_procedure desc nulls last, p.event_id, p.row_order, p.problem`,
    query,
    sql`p.event_id, p.row_id, p.company_id, c.name as company_name, p.num_guide, p.dt_procedure::text as dt_procedure,
      p.id_proc, p.name, hi.name as insurer_name, p.problem, p.value, p.value_original`,
    PROCEDURE_REVIEW,
  );
  return {
    total,
    items: rows.map((r) => ({
      eventId: r.event_id,
      rowId: r.row_id,
      companyId: r.company_id,
      companyName: r.company_name,
      numGuide: r.num_guide,
      dtProcedure: dateText(r.dt_procedure),
      idProc: r.id_proc,
      name: r.name,
      insurerName: r.insurer_name,
      problem: r.problem,
      value: r.value,
      valueOriginal: r.value_original,
      review: reviewOf(r),
    })),
  };
}
