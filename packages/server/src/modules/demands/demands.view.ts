import {
  messages,
  msg,
  timeOfMinute,
  type Demand,
  type DemandApplication,
  type DemandDetail,
  type OpenDemand,
  type ScheduleTagColor,
  type SlotCategory,
} from '@honora/contract';
import {
  demandCoverage,
  demandState,
  formatDate,
  zonedDay,
  type DemandApplicationStatus,
  type DemandPriority,
  type DemandStatus,
} from '@honora/domain';
import type { Tx } from '@honora/db';
import * as repo from './demands.repository';

/** The demands as answered (decision 049): their terms, state and coverage on the roster's line. */

const t = messages.screens.demands;
export const today = () => zonedDay(Date.now());

/** "Hospital Central — Noite" of a demand. */
export const demandLabel = (row: Pick<repo.DemandRow, 'workplaceName' | 'shiftName'>) =>
  msg(t, 'line', { workplace: row.workplaceName, shift: row.shiftName }).text;

/** "10/03/2027 a 16/03/2027". */
export const rangeText = (startsOn: string, endsOn: string) =>
  msg(t, 'range', { start: formatDate(startsOn), end: formatDate(endsOn) }).text;

function termsOf(row: repo.DemandRow) {
  return {
    id: row.id,
    workplace: { id: row.workplaceId, name: row.workplaceName },
    shift: {
      id: row.shiftId,
      name: row.shiftName,
      start: timeOfMinute(row.startMinute),
      end: timeOfMinute(row.endMinute),
      slotCategory: row.slotCategory as SlotCategory,
    },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    doctorsNeeded: row.doctorsNeeded,
    requiredTag:
      row.requiredTagId && row.requiredTagName
        ? { id: row.requiredTagId, name: row.requiredTagName, color: row.requiredTagColor as ScheduleTagColor }
        : null,
    priority: row.priority as DemandPriority,
    description: row.description,
  };
}

/** The demand's coverage from the doctors its line has each day (line → day → count). */
export const coverageOf = (row: repo.DemandRow, placed: ReadonlyMap<string, ReadonlyMap<string, number>>) =>
  demandCoverage(row, (row.lineId ? placed.get(row.lineId) : undefined) ?? new Map());

/** The demands as the list answers them: coverage of each from one query, pending applications from another. */
export async function demandsAnswer(tx: Tx, rows: readonly repo.DemandRow[]): Promise<Demand[]> {
  if (rows.length === 0) return [];
  const from = rows.reduce((min, r) => (r.startsOn < min ? r.startsOn : min), rows[0]!.startsOn);
  const to = rows.reduce((max, r) => (r.endsOn > max ? r.endsOn : max), rows[0]!.endsOn);
  const lineIds = [...new Set(rows.flatMap((r) => (r.lineId ? [r.lineId] : [])))];
  const placed = await repo.placedCounts(tx, lineIds, from, to);
  const pending = await repo.pendingCounts(
    tx,
    rows.map((r) => r.id),
  );
  const now = today();
  return rows.map((row) => {
    const coverage = coverageOf(row, placed);
    return {
      ...termsOf(row),
      lineId: row.lineId,
      status: row.status as DemandStatus,
      state: demandState(row.status as DemandStatus, coverage.days, now),
      coverage: { filled: coverage.filled, needed: coverage.needed },
      pending: pending.get(row.id) ?? 0,
      createdByName: row.createdByName,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const applicationOf = (row: repo.ApplicationRow): DemandApplication => ({
  id: row.id,
  doctor: { id: row.doctorId, name: row.doctorName, initials: row.doctorInitials },
  day: row.day,
  status: row.status as DemandApplicationStatus,
  changedByName: row.changedByName,
  changedAt: new Date(row.changedAt).toISOString(),
});

/** A demand with its days: coverage, the doctors on its line and the applications of each day. */
export async function demandDetail(tx: Tx, row: repo.DemandRow): Promise<DemandDetail> {
  const [demand] = await demandsAnswer(tx, [row]);
  const placed = row.lineId ? await repo.placedDoctors(tx, row.lineId, row.startsOn, row.endsOn) : [];
  const applications = await repo.applicationsOf(tx, row.id);
  const counts = new Map<string, number>();
  for (const p of placed) counts.set(p.day, (counts.get(p.day) ?? 0) + 1);
  const coverage = demandCoverage(row, counts);
  return {
    ...demand!,
    days: coverage.days.map((day) => ({
      ...day,
      doctors: placed.filter((p) => p.day === day.day).map(({ id, name, initials }) => ({ id, name, initials })),
      applications: applications.filter((a) => a.day === day.day).map(applicationOf),
    })),
  };
}

/**
 * An open demand as a doctor sees it: the days from today on still open or that he applied to,
 * with his latest application of each day (`mine`, in arrival order).
 */
export function openDemandOf(
  row: repo.DemandRow,
  placed: ReadonlyMap<string, ReadonlyMap<string, number>>,
  mine: readonly repo.ApplicationRow[],
): OpenDemand {
  const now = today();
  const latest = new Map(mine.filter((a) => a.demandId === row.id).map((a) => [a.day, a]));
  const days = coverageOf(row, placed).days.filter(
    (day) => day.day >= now && (day.filled < day.needed || latest.has(day.day)),
  );
  return {
    ...termsOf(row),
    days: days.map((day) => {
      const application = latest.get(day.day);
      return {
        ...day,
        application: application ? { id: application.id, status: application.status as DemandApplicationStatus } : null,
      };
    }),
  };
}

/** The refusal's words for a state or an application's status, as the screens name them. */
export const stateText = (state: keyof typeof t.states) => t.states[state];
export const applicationStatusText = (status: keyof typeof t.applicationStatuses) => t.applicationStatuses[status];
