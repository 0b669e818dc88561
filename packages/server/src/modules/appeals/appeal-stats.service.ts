import { fmt, messages, msg, type AppealStatsRow } from '@honora/contract';
import { withTenant } from '@honora/db';
import {
  APPEAL_STATS_MAX_MONTHS,
  appealStatsRatios,
  averageDaysToAnswer,
  centsText,
  compareText,
  statsMonthRange,
  sumCents,
  toCents,
  type AppealStatsSums,
  type MonthRange,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import * as stats from './appeal-stats.repository';
import { companyOf } from './appeals.service';

/**
 * The managers' numbers (the appeals' indicators), per insurer and month of the procedure, for
 * the selected company: produced, glosado (the glosa initially booked: appeal-stats.repository.ts
 * `ledgerByMonth`), appealed, recovered, their shares (domain appeal-stats.ts) and the average
 * days from sending an appeal to its answer. Only the company's active events count; all of it
 * is money, so a reader who may not see values is refused.
 */

const fe = messages.screens.appeals.files.errors;
const sh = messages.screens.appeals.files.sheet;

export interface AppealStatsQuery {
  from: string;
  to: string;
  healthInsuranceId?: string | undefined;
}

/** The period's days, or the field error of a period refused (from after to; more than 24 months). */
function rangeOf(query: AppealStatsQuery): MonthRange {
  const range = statsMonthRange(query.from, query.to);
  if ('problem' in range) {
    throw range.problem === 'inverted'
      ? AppError.field('inputError', 'from', msg(fe, 'periodInverted'))
      : AppError.field('inputError', 'to', msg(fe, 'periodTooLong', { max: APPEAL_STATS_MAX_MONTHS }));
  }
  return range;
}

/** A sheet row: an insurer's month, or the totals (no month). */
type SheetRow = Omit<AppealStatsRow, 'month'> & { month: string | null };

interface Group extends AppealStatsSums {
  healthInsuranceId: string;
  month: string;
  /** Days to the answer of each answered appeal, by appeal id (an appeal counts once). */
  days: Map<string, number>;
}

function rowOf(group: Group, name: string): AppealStatsRow {
  return {
    healthInsuranceId: group.healthInsuranceId,
    healthInsuranceName: name,
    month: group.month,
    produced: centsText(group.produced),
    glosado: centsText(group.glosado),
    appealed: centsText(group.appealed),
    recovered: centsText(group.recovered),
    ...appealStatsRatios(group),
    averageDaysToAnswer: averageDaysToAnswer([...group.days.values()]),
  };
}

/** The whole period's sums: shares of the sums, the average over every answered appeal once. */
function totalOf(groups: readonly Group[]): SheetRow {
  const sum = (pick: (g: Group) => bigint) => sumCents(groups.map(pick));
  const all: Group = {
    healthInsuranceId: '',
    month: '',
    produced: sum((g) => g.produced),
    glosado: sum((g) => g.glosado),
    appealed: sum((g) => g.appealed),
    recovered: sum((g) => g.recovered),
    days: new Map(groups.flatMap((g) => [...g.days])),
  };
  return { ...rowOf(all, sh.total), month: null };
}

/** Reads the four sums and merges them by insurer and month. */
async function loadGroups(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: AppealStatsQuery) {
  if (!access.canSeeValues) throw new AppError('permissionDenied', { message: msg(fe, 'valuesDenied') });
  const range = rangeOf(query);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const scope = { companyId: companyOf(auth), range, healthInsuranceId: query.healthInsuranceId };
    const [produced, ledger, appealed, answered] = await Promise.all([
      stats.producedByMonth(tx, scope),
      stats.ledgerByMonth(tx, scope),
      stats.appealedByMonth(tx, scope),
      stats.answeredAppeals(tx, scope),
    ]);
    const groups = new Map<string, Group>();
    const groupOf = (r: { healthInsuranceId: string; month: string }) => {
      const key = `${r.healthInsuranceId}|${r.month}`;
      let group = groups.get(key);
      if (!group) {
        group = { ...r, produced: 0n, glosado: 0n, appealed: 0n, recovered: 0n, days: new Map() };
        groups.set(key, group);
      }
      return group;
    };
    for (const r of produced) groupOf(r).produced = toCents(r.value);
    for (const r of appealed) groupOf(r).appealed = toCents(r.value);
    for (const r of ledger) {
      const group = groupOf(r);
      group.recovered = toCents(r.recovered);
      group.glosado = toCents(r.glosas) + group.recovered;
    }
    for (const r of answered) groupOf(r).days.set(r.appealId, r.days);
    const names = await stats.insurerNames(tx, [...new Set([...groups.values()].map((g) => g.healthInsuranceId))]);
    const rows = [...groups.values()]
      .map((g) => rowOf(g, names.get(g.healthInsuranceId) ?? ''))
      .sort((x, y) => compareText(x.healthInsuranceName, y.healthInsuranceName) || x.month.localeCompare(y.month));
    return { rows, total: totalOf([...groups.values()]) };
  });
}

/** GET /api/appeals/stats — per insurer and month of the procedure, sorted by insurer name and month. */
export async function appealStats(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: AppealStatsQuery) {
  const { rows } = await loadGroups(ctx, auth, access, query);
  return { rows };
}

const c = sh.columns;
const COLUMNS: SheetColumn<SheetRow>[] = [
  { header: c.insurer, width: 32, value: (r) => r.healthInsuranceName },
  { header: c.month, width: 10, kind: 'month', value: (r) => r.month },
  { header: c.produced, width: 16, kind: 'money', value: (r) => r.produced },
  { header: c.glosado, width: 16, kind: 'money', value: (r) => r.glosado },
  { header: c.appealed, width: 16, kind: 'money', value: (r) => r.appealed },
  { header: c.recovered, width: 16, kind: 'money', value: (r) => r.recovered },
  { header: c.glosaRate, width: 14, kind: 'percent', value: (r) => r.glosaRate },
  { header: c.appealedShare, width: 16, kind: 'percent', value: (r) => r.appealedShare },
  { header: c.recoveredShare, width: 18, kind: 'percent', value: (r) => r.recoveredShare },
  { header: c.averageDays, width: 18, kind: 'decimal', value: (r) => r.averageDaysToAnswer },
];

/**
 * GET /api/appeals/stats/export — the same rows in Excel (names, not ids; months as dates shown
 * mm/aaaa; R$ and percent cells), then the period's totals row: its shares are those of the
 * sums (never an average of the rows' shares).
 */
export async function appealStatsSheet(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: AppealStatsQuery,
): Promise<{ fileName: string; content: Buffer }> {
  const { rows, total } = await loadGroups(ctx, auth, access, query);
  const content = await buildXlsx<SheetRow>(sh.name, COLUMNS, [...rows, total]);
  return { fileName: fmt(sh.fileName, { from: query.from, to: query.to }), content };
}
