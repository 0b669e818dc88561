import { rowsOf, type Queryable } from '@honora/db';
import { sql } from 'drizzle-orm';

/**
 * The reads of /admin/BI and /admin/Map (decision 038). They run as the database owner: the
 * admin workspace reads every company (as the administrators' event review, decision 015).
 * Production comes only from `honora_production_stored(NULL)` — the summaries and the pending
 * deltas read together (decision 037) — never from the events themselves.
 */

/** The period as the summaries' months: the first days of its first and last months. */
export interface MonthRange {
  fromDay: string;
  untilDay: string;
}

/** Sums of a group, money as decimal text. */
export interface SumsRow {
  count: number;
  produced: string;
  received: string;
  glosado: string;
  inProcessing: string;
}

/** A company's production in one month of the period (month null: none in the period). */
export interface CompanyMonthRow extends SumsRow {
  companyId: string;
  name: string;
  isMatriz: boolean;
  isFilial: boolean;
  matrizName: string | null;
  isRemoved: boolean;
  month: string | null;
}

const sums = (alias: string) =>
  sql.raw(`sum(${alias}.count)::int as count, sum(${alias}.produced)::text as produced,
    sum(${alias}.received)::text as received, sum(${alias}.glosado)::text as glosado,
    sum(${alias}.in_processing)::text as "inProcessing"`);

const zeroSums = (alias: string) =>
  sql.raw(`coalesce(${alias}.count, 0) as count, coalesce(${alias}.produced, '0') as produced,
    coalesce(${alias}.received, '0') as received, coalesce(${alias}.glosado, '0') as glosado,
    coalesce(${alias}."inProcessing", '0') as "inProcessing"`);

/** The summaries' groups of one kind in the period (each active event counts once in each kind). */
const storedIn = (kind: 'status' | 'hospital', range: MonthRange) => sql`
  select s.company_id, s.month, s.key, s.count, s.produced, s.received, s.glosado, s.in_processing
  from honora_production_stored(null) s
  where s.kind = ${kind} and s.month >= ${range.fromDay}::date and s.month <= ${range.untilDay}::date`;

/**
 * Every live company, and every removed one with production in the period, with its totals by
 * month — one row per company and month with events (the 'status' grouping: each event once),
 * or one row with month null for a company without any.
 */
export async function companyMonths(q: Queryable, range: MonthRange): Promise<CompanyMonthRow[]> {
  const result = await q.execute(sql`
    with stored as (
      select st.company_id, to_char(st.month, 'YYYY-MM') as month, ${sums('st')}
      from (${storedIn('status', range)}) st
      group by 1, 2
    )
    select c.id as "companyId", c.name, c.is_matriz as "isMatriz", c.is_filial as "isFilial",
      m.name as "matrizName", c.deleted_at is not null as "isRemoved", p.month, ${zeroSums('p')}
    from companies c
    left join companies m on m.id = c.matriz_id
    left join stored p on p.company_id = c.id
    where c.deleted_at is null or p.company_id is not null`);
  return rowsOf<CompanyMonthRow>(result);
}

/** A company's production at one hospital city in the period, and its live hospitals there. */
export interface LocatedRow extends SumsRow {
  companyId: string;
  /** The hospital's IBGE code; null for events without a hospital or of one without a code. */
  ibgeCode: string | null;
  liveHospitals: number;
  /** The IBGE table's name of the city (null when the table lacks the code). */
  ibgeName: string | null;
  /** The city as the hospitals' addresses write it. */
  addressCity: string | null;
}

/**
 * Production by company and hospital city (the 'hospital' grouping of the summaries joined to
 * the hospitals' addresses) beside each live company's live hospitals by city, in one statement.
 */
export async function locatedProduction(q: Queryable, range: MonthRange): Promise<LocatedRow[]> {
  const result = await q.execute(sql`
    with produced as (
      select st.company_id, nullif(h.address->>'ibgeCode', '') as code, min(h.address->>'city') as city, ${sums('st')}
      from (${storedIn('hospital', range)}) st
      left join hospitals h on st.key <> '' and h.id = nullif(st.key, '')::uuid
      group by 1, 2
    ), live as (
      select h.company_id, h.address->>'ibgeCode' as code, min(h.address->>'city') as city, count(*)::int as n
      from hospitals h
      join companies c on c.id = h.company_id and c.deleted_at is null
      where h.deleted_at is null and h.active and nullif(h.address->>'ibgeCode', '') is not null
      group by 1, 2
    ), located as (
      select coalesce(p.company_id, l.company_id) as company_id, coalesce(p.code, l.code) as code,
        coalesce(p.city, l.city) as city, coalesce(l.n, 0) as live_hospitals, ${zeroSums('p')}
      from produced p
      full join live l on l.company_id = p.company_id and l.code = p.code
    )
    select x.company_id as "companyId", x.code as "ibgeCode", x.live_hospitals as "liveHospitals",
      m.name as "ibgeName", x.city as "addressCity", x.count, x.produced, x.received, x.glosado, x."inProcessing"
    from located x
    left join ibge_municipalities m on m.code = x.code`);
  return rowsOf<LocatedRow>(result);
}

/** How many live companies there are. */
export async function liveCompanyCount(q: Queryable): Promise<number> {
  const result = await q.execute(sql`select count(*)::int as n from companies where deleted_at is null`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
