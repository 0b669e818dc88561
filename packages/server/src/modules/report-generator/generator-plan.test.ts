import { fmt, messages, reportDefinitionSchema, type ReportDefinitionInput } from '@honora/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { planOf } from './generator-plan';
import { rowsSql, totalsSql } from './generator-query';

const e = messages.screens.reportsGenerator.errors;
const custom = new Map(Array.from({ length: 11 }, (_, i) => [`f${i}`, `Campo ${i}`]));
const scope = { companyIds: ['00000000-0000-4000-8000-000000000001'], ownUserId: null, showsValues: true };
const plan = (input: ReportDefinitionInput, showsValues = true) =>
  planOf(reportDefinitionSchema.parse(input), custom, { ...scope, showsValues });
const dialect = new PgDialect();

/** The refusal of a definition: its field path and message. */
function refusal(input: ReportDefinitionInput): { path: string | undefined; message: string } {
  try {
    plan(input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { path: error.fields?.[0]?.path, message: error.message };
  }
  throw new Error('accepted');
}

const conditions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ field: `custom:f${i}`, op: 'equals' as const, value: 'x' }));

describe('planOf: the whitelist of the report generator (decision 036)', () => {
  it.each([
    [{ columns: ['numGuide'] }, 'event'],
    [{ columns: ['numGuide', 'custom:f1'] }, 'event'],
    [{ columns: ['numGuide', 'procedureCode'] }, 'procedure'],
    [{ columns: ['insurerName'], conditions: [{ field: 'procedureName', op: 'contains', value: 'x' }] }, 'procedure'],
    [{ columns: ['transactionValue', 'patientName'] }, 'transaction'],
  ] as const)('%j reads %s rows', (input, level) => {
    expect(plan(input as unknown as ReportDefinitionInput).level).toBe(level);
  });

  it.each([
    [
      { columns: ['numGuide', 'id; drop table events'] },
      'definition.columns.1',
      fmt(e.unknownField, { field: 'id; drop table events' }),
    ],
    [{ columns: ['custom:other'] }, 'definition.columns.0', fmt(e.unknownCustomField, { field: 'custom:other' })],
    [{ columns: ['__proto__'] }, 'definition.columns.0', fmt(e.unknownField, { field: '__proto__' })],
    [
      { columns: ['numGuide'], conditions: [{ field: 'events.secret', op: 'equals', value: 'x' }] },
      'definition.conditions.0.field',
      fmt(e.unknownField, { field: 'events.secret' }),
    ],
    [
      { columns: ['numGuide'], conditions: [{ field: 'dtProcedure', op: 'equals', value: 'x' }] },
      'definition.conditions.0.field',
      fmt(e.notText, { field: 'dtProcedure' }),
    ],
    [
      { columns: ['numGuide'], conditions: conditions(11) },
      'definition.conditions',
      fmt(e.tooManyCustomFilters, { max: '10', count: '11' }),
    ],
    [{ columns: ['procedureCode', 'transactionValue'] }, 'definition.columns', e.mixedLevels],
    [
      { columns: ['numGuide'], groupBy: 'insurerName' },
      'definition.groupBy',
      fmt(e.notShown, { field: 'insurerName' }),
    ],
    [
      { columns: ['totalProduced'], groupBy: 'totalProduced' },
      'definition.groupBy',
      fmt(e.notText, { field: 'totalProduced' }),
    ],
    [
      { columns: ['numGuide'], sort: [{ field: 'nope', direction: 'asc' }] },
      'definition.sort.0.field',
      fmt(e.unknownField, { field: 'nope' }),
    ],
    [
      { columns: ['numGuide'], from: '2026-02-01', until: '2026-01-01' },
      'definition.until',
      messages.screens.events.production.untilBeforeFrom,
    ],
  ] as const)('refuses %j at %s', (input, path, message) => {
    expect(refusal(input as unknown as ReportDefinitionInput)).toEqual({ path, message });
  });

  it('accepts 10 custom-field filters, and leaves money out without values', () => {
    expect(plan({ columns: ['numGuide'], conditions: conditions(10) }).conditions).toHaveLength(10);
    const hidden = plan(
      { columns: ['insurerName', 'totalProduced'], sort: [{ field: 'totalProduced', direction: 'desc' }] },
      false,
    );
    expect(hidden.columns.map((c) => c.key)).toEqual(['insurerName']);
    expect(hidden.sort).toEqual([]);
  });
});

describe('the SQL of a plan', () => {
  it('carries every user value as a parameter and aliases columns by position', () => {
    const built = plan({
      columns: ['insurerName', 'custom:f1', 'totalProduced'],
      conditions: [{ field: 'custom:f2', op: 'contains', value: "x'; drop table events; --" }],
      statuses: ['WaitPayment'],
      groupBy: 'insurerName',
      sort: [{ field: 'totalProduced', direction: 'desc' }],
      from: '2026-01-01',
    });
    const query = dialect.sqlToQuery(rowsSql(built, { limit: 10, offset: 0 }));
    expect(query.sql).not.toContain('drop table');
    expect(query.sql).not.toMatch(/f1|f2|WaitPayment|2026/);
    expect(query.params).toEqual(
      expect.arrayContaining(['f1', 'f2', "x'; drop table events; --", 'WaitPayment', '2026-01-01', 10, 0]),
    );
    expect(query.sql).toContain('union all');
    expect(query.sql).toMatch(/order by __g asc nulls last, __sub, __s0 desc nulls last, __id/);
    expect(dialect.sqlToQuery(totalsSql(built)).sql).toContain('sum(c2)');
  });

  it('reads ledger entries by their date and procedure rows by the procedure date', () => {
    const entries = dialect.sqlToQuery(
      rowsSql(plan({ columns: ['transactionValue'], from: '2026-01-01' }), { limit: 1, offset: 0 }),
    );
    expect(entries.sql).toContain('t.date >= $');
    expect(entries.sql).not.toContain('union all');
    const procedures = dialect.sqlToQuery(
      rowsSql(plan({ columns: ['procedureValue'], from: '2026-01-01' }), { limit: 1, offset: 0 }),
    );
    expect(procedures.sql).toContain('events.dt_procedure >= $');
    expect(procedures.sql).toContain('p.deleted_at is null');
  });
});
