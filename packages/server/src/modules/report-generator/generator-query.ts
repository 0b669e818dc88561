import { CUSTOM_FIELD_PREFIX, type GeneratorFieldKey } from '@honora/contract';
import { rowsOf, type Queryable } from '@honora/db';
import { sql, type SQL } from 'drizzle-orm';
import { ownEvent } from '../events';
import { customFieldSql, FIELD_SQL, fromClause, LEVEL_DATE, LEVEL_ID } from './generator-fields';
import type { GeneratorPlan } from './generator-plan';

/**
 * The SQL of a built report (decision 036). Columns are aliased by position (`c0`, `c1`…), so
 * no user text names an identifier; every value is a parameter. A grouped report is one
 * ordered statement of the detail rows and, after each group's rows, the group's subtotal row
 * (`__sub` = 1: its money summed by the database, the group's text in the grouping column),
 * so an export job's pages read it by offset like any other.
 */

/** One row as the database answers it: the cells by alias and whether it is a subtotal. */
export type GeneratorQueryRow = Record<string, string | number | null> & { __sub: number };

export const fieldSql = (key: string): SQL =>
  key.startsWith(CUSTOM_FIELD_PREFIX)
    ? customFieldSql(key.slice(CUSTOM_FIELD_PREFIX.length))
    : FIELD_SQL[key as GeneratorFieldKey];

/** A list of values as one SQL array of parameters. */
const arrayOf = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]`;

/** The session's events (its companies, its own events for "own" members), the filters and the conditions. */
function whereOf(plan: GeneratorPlan): SQL {
  const { filters } = plan;
  const date = LEVEL_DATE[plan.level];
  const companies = sql`any(${arrayOf(plan.companyIds)}::uuid[])`;
  const parts: SQL[] = [sql`events.company_id = ${companies}`, sql`events.active`];
  // A procedure row and a ledger entry carry their event's company: naming it lets the planner
  // read the company's rows by its index (transactions by company and date) instead of all of them.
  if (plan.level === 'procedure') parts.push(sql`p.company_id = ${companies}`);
  if (plan.level === 'transaction') parts.push(sql`t.company_id = ${companies}`);
  if (plan.ownUserId) parts.push(ownEvent(plan.ownUserId));
  if (filters.from) parts.push(sql`${date} >= ${filters.from}`);
  if (filters.until) parts.push(sql`${date} <= ${filters.until}`);
  if (filters.healthInsuranceId) parts.push(sql`events.health_insurance_id = ${filters.healthInsuranceId}`);
  if (filters.hospitalId) parts.push(sql`events.hospital_id = ${filters.hospitalId}`);
  if (filters.anesthetistId) parts.push(sql`events.anesthetist_id = ${filters.anesthetistId}`);
  if (filters.statuses.length) parts.push(sql`events.status = any(${arrayOf(filters.statuses)}::text[])`);
  for (const condition of plan.conditions) {
    const field = fieldSql(condition.field);
    parts.push(
      condition.op === 'equals'
        ? sql`lower(${field}) = lower(${condition.value})`
        : sql`strpos(lower(${field}), lower(${condition.value})) > 0`,
    );
  }
  return sql.join(parts, sql` and `);
}

const alias = (i: number) => sql.raw(`c${i}`);
const indexOf = (plan: GeneratorPlan, key: string) => plan.columns.findIndex((column) => column.key === key);

/** The scoped rows with their cells (money as numeric, to sum and sort), the group and the row's id. */
function baseOf(plan: GeneratorPlan): SQL {
  const cells = plan.columns.map((column, i) => sql`${fieldSql(column.key)} as ${alias(i)}`);
  const group = plan.groupBy ? fieldSql(plan.groupBy) : sql`null::text`;
  return sql`select ${sql.join(cells, sql`, `)}, ${group} as __g, ${LEVEL_ID[plan.level]} as __id
    from ${fromClause(plan.level)} where ${whereOf(plan)}`;
}

/** The detail rows and, when grouped, one subtotal row a group — not yet ordered. */
function unionOf(plan: GeneratorPlan): SQL {
  const sortCells = [0, 1].map((i) => {
    const item = plan.sort[i];
    return item
      ? sql`${alias(indexOf(plan, item.field))} as __s${sql.raw(String(i))}`
      : sql`null as __s${sql.raw(String(i))}`;
  });
  const cells = plan.columns.map((column, i) =>
    column.kind === 'money' ? sql`${alias(i)}::text as ${alias(i)}` : sql`${alias(i)}`,
  );
  const details = sql`select ${sql.join(cells, sql`, `)}, __g, 0 as __sub, ${sql.join(sortCells, sql`, `)}, __id from base`;
  if (!plan.groupBy) return details;
  const groupIndex = indexOf(plan, plan.groupBy);
  const sums = plan.columns.map((column, i) => {
    if (i === groupIndex) return sql`__g as ${alias(i)}`;
    if (column.kind === 'money') return sql`coalesce(sum(${alias(i)}), 0)::text as ${alias(i)}`;
    return sql`null as ${alias(i)}`;
  });
  return sql`${details} union all
    select ${sql.join(sums, sql`, `)}, __g, 1 as __sub, null, null, null from base group by __g`;
}

/** The order: the group (none last) with its subtotal after its rows, the chosen sorts, the row's id. */
function orderOf(plan: GeneratorPlan): SQL {
  const parts: SQL[] = [];
  if (plan.groupBy) parts.push(sql`__g asc nulls last`, sql`__sub`);
  plan.sort.forEach((item, i) =>
    parts.push(sql`__s${sql.raw(String(i))} ${sql.raw(item.direction === 'desc' ? 'desc' : 'asc')} nulls last`),
  );
  parts.push(sql`__id`);
  return sql.join(parts, sql`, `);
}

/** Every row of the report in order, as one statement (an export job reads it once, through a cursor). */
export const orderedRowsSql = (plan: GeneratorPlan): SQL =>
  sql`with base as (${baseOf(plan)}) select * from (${unionOf(plan)}) r order by ${orderOf(plan)}`;

/** The report's rows in order, a window of them (the preview's first rows, a small export). */
export function rowsSql(plan: GeneratorPlan, window: { limit: number; offset: number }): SQL {
  return sql`${orderedRowsSql(plan)} limit ${window.limit} offset ${window.offset}`;
}

/** How many rows the report writes (details and subtotals). */
export const countSql = (plan: GeneratorPlan): SQL =>
  sql`with base as (${baseOf(plan)}) select count(*)::int as n from (${unionOf(plan)}) r`;

/** The grand total: detail rows and each money column's sum (exact decimal text). */
export function totalsSql(plan: GeneratorPlan): SQL {
  const sums = plan.columns.map((column, i) =>
    column.kind === 'money' ? sql`, coalesce(sum(${alias(i)}), 0)::text as ${alias(i)}` : sql``,
  );
  return sql`with base as (${baseOf(plan)}) select count(*)::int as __n${sql.join(sums, sql``)} from base`;
}

export async function readRows(q: Queryable, plan: GeneratorPlan, window: { limit: number; offset: number }) {
  return rowsOf<GeneratorQueryRow>(await q.execute(rowsSql(plan, window)));
}

export async function countRows(q: Queryable, plan: GeneratorPlan): Promise<number> {
  return rowsOf<{ n: number }>(await q.execute(countSql(plan)))[0]!.n;
}

export async function readTotals(q: Queryable, plan: GeneratorPlan) {
  return rowsOf<Record<string, string | number | null> & { __n: number }>(await q.execute(totalsSql(plan)))[0]!;
}
