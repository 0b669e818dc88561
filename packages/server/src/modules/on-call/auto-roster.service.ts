import {
  formatMessage,
  messages,
  msg,
  UNFILLED_REASON_CODES,
  type AutoRosterBody,
  type AutoRosterProposal,
} from '@honora/contract';
import { addDays, nationalHolidaysBetween, zonedDay } from '@honora/domain';
import {
  DEFAULT_ROSTER_TIME_LIMIT_MS,
  type RosterProposal,
  type UnfilledReason,
} from '@honora/domain/schedules/auto-roster/types';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable } from '../registries';
import { historyOf, owedInMonth, placeableLines } from './auto-roster.repository';
import { autoRosterInput, type Cell } from './auto-roster-input';
import { dayPreferencesOf } from './day-preferences.service';
import { solveAutoRoster } from './auto-roster-solve';
import * as repo from './roster.repository';
import { assertMonthOpen, loadRoster, ON_CALL_MODULE } from './roster.service';

/**
 * POST /api/on-call/months/:month/auto-roster (decision 046 "In the app"): the solver's proposal
 * for the month's open places from today on, within every rule of the grid, with why each place
 * left open stays so and the score of each goal. Nothing is written (platform.md §4: nothing is
 * published, nor placed, without a person). Refused like a placement by hand: a closed month, a
 * month published by someone else.
 */

const e = messages.screens.onCallSchedule.errors;
const r = messages.screens.onCallSchedule.autoRoster.reasons;
/** The months before the proposal's whose nights and weekends count toward fairness. */
export const HISTORY_MONTHS = 3;

/** 'YYYY-MM' `n` months before `month`. */
export function monthsBefore(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Why a place stays open, most doctors first, each rule told in pt-BR (the line's tag named). */
export function reasonsOf(reasons: Partial<Record<UnfilledReason, number>>, tag: string) {
  return UNFILLED_REASON_CODES.filter((code) => (reasons[code] ?? 0) > 0)
    .map((code) => ({ code, count: reasons[code] as number }))
    .sort((a, b) => b.count - a.count)
    .map(({ code, count }) => ({ code, count, text: formatMessage(r[code], { count, tag }) }));
}

export async function proposeAutoRoster(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  body: AutoRosterBody,
): Promise<AutoRosterProposal> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  // Read in one transaction, solved after it ends: no transaction stays open for the seconds of a solve.
  const read = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const header = await repo.findMonth(tx, companyId, `${month}-01`);
    assertMonthOpen(header, month, auth);
    const placeable = new Set((await placeableLines(tx, companyId)).map((l) => l.id));
    const wanted = body.lineIds ? new Set(body.lineIds) : null;
    for (const id of wanted ?? []) {
      if (!placeable.has(id)) throw AppError.field('inputError', 'lineIds', msg(e, 'line'));
    }
    const roster = await loadRoster(tx, companyId, month);
    const first = `${month}-01`;
    const since = `${monthsBefore(month, HISTORY_MONTHS)}-01`;
    const history = await historyOf(tx, companyId, since, addDays(first, -1), nationalHolidaysBetween(since, first));
    const owed = await owedInMonth(tx, companyId, month, first, roster.last);
    const lines = roster.lines.filter((l) => placeable.has(l.id) && (wanted === null || wanted.has(l.id)));
    const candidates = roster.doctors.filter((d) => !d.isResident).map((d) => d.id);
    const preferences = await dayPreferencesOf(tx, companyId, candidates, roster.first, roster.last);
    return { version: header?.version ?? 0, roster, lines, history, owed, candidates, preferences };
  });

  const { roster, lines, candidates, preferences } = read;
  const targets = new Map(candidates.filter((id) => read.owed.has(id)).map((id) => [id, read.owed.get(id)!]));
  const today = zonedDay(Date.now());
  const { input, cells } = autoRosterInput({
    roster,
    lines,
    from: today > roster.first ? today : roster.first,
    month,
    candidates,
    history: read.history,
    // Brazil's national holidays of the month and the days after it the roster reads (decision 046).
    holidays: nationalHolidaysBetween(roster.first, addDays(roster.last, 7)),
    targets,
    preferences,
    timeLimitMs: DEFAULT_ROSTER_TIME_LIMIT_MS,
  });
  const proposal = await solveAutoRoster(input, ctx.log);
  return answerOf(proposal, cells, read, {
    month,
    candidates: candidates.length,
    withTarget: targets.size,
    withPreferences: preferences.size,
  });
}

type Roster = Awaited<ReturnType<typeof loadRoster>>;

function answerOf(
  proposal: RosterProposal,
  cells: ReadonlyMap<string, Cell>,
  read: { version: number; roster: Roster; lines: Roster['lines'] },
  facts: { month: string; candidates: number; withTarget: number; withPreferences: number },
): AutoRosterProposal {
  const order = new Map(read.lines.map((l, i) => [l.id, i]));
  const byCell = (a: Cell, b: Cell) =>
    (order.get(a.lineId) ?? 0) - (order.get(b.lineId) ?? 0) ||
    (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
    a.position - b.position;
  const names = new Map(read.roster.doctors.map((d) => [d.id, d.name]));
  const tags = new Map(read.lines.map((l) => [l.id, l.requiredTagName ?? '']));
  const { status, elapsedMs, dropped: _dropped, ...goals } = proposal.scores;
  return {
    month: facts.month,
    version: read.version,
    placements: proposal.assignments
      .map((a) => ({ ...cells.get(a.slotId)!, doctorId: a.doctorId, doctorName: names.get(a.doctorId) ?? '' }))
      .sort(byCell),
    unfilled: proposal.unfilled
      .map((u) => {
        const cell = cells.get(u.slotId)!;
        return { ...cell, reasons: reasonsOf(u.reasons, tags.get(cell.lineId) ?? '') };
      })
      .sort(byCell),
    scores: { ...goals, status, elapsedMs: Math.round(elapsedMs) },
    candidates: facts.candidates,
    withTarget: facts.withTarget,
    withPreferences: facts.withPreferences,
  };
}
