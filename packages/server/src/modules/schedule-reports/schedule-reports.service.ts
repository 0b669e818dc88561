import {
  SCHEDULE_REPORT_HOLES_MAX,
  timeOfMinute,
  type ScheduleReport,
  type ScheduleReportHole,
  type ScheduleReportQuery,
  type ScheduleReportTotals,
} from '@honora/contract';
import { shiftTimes, zonedDay, zonedInstant, type CompanyModule } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import {
  doctorFigures,
  openPlaces,
  workplaceFigures,
  type DoctorFiguresRow,
  type HoleRow,
  type WorkplaceFiguresRow,
} from './schedule-reports.repository';

/** platform.md §6: the schedule reports are the module schedule's (action list). */
export const SCHEDULE_MODULE: CompanyModule = 'schedule';

const DAY_MS = 86_400_000;

/** The period of a report: 'YYYY-MM' both, and its first and last day. */
export interface ReportPeriod {
  from: string;
  until: string;
  first: string;
  last: string;
  /** Days from `first` to `last`, both included. */
  days: number;
}

/**
 * The months asked for (the contract checked their order and span): without either, the current
 * month in São Paulo (`today`, 'YYYY-MM-DD'); with only one, that month alone.
 */
export function reportPeriod(query: ScheduleReportQuery, today: string): ReportPeriod {
  const current = today.slice(0, 7);
  const from = query.from ?? query.until ?? current;
  const until = query.until ?? query.from ?? current;
  const [year, month] = until.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${from}-01`;
  const last = `${until}-${String(lastDay).padStart(2, '0')}`;
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
  return { from, until, first, last, days };
}

/** Minutes as hours with 2 decimals (450 → 7.5; 20 → 0.33). */
export const hoursOf = (minutes: number): number => Math.round((minutes * 100) / 60) / 100;

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** An open place as answered: its instants from its shift on its São Paulo day (decision 043). */
function toHole(row: HoleRow): ScheduleReportHole {
  const span = shiftTimes(row.day, timeOfMinute(row.startMinute), timeOfMinute(row.endMinute), zonedInstant);
  return {
    day: row.day,
    workplaceName: row.workplaceName,
    shiftName: row.shiftName,
    startsAt: new Date(span.start).toISOString(),
    endsAt: new Date(span.end).toISOString(),
    position: row.position,
  };
}

function totalsOf(
  doctors: readonly DoctorFiguresRow[],
  workplaces: readonly WorkplaceFiguresRow[],
  holes: number,
): ScheduleReportTotals {
  const cells = sum(workplaces, (w) => w.cells);
  const filled = sum(workplaces, (w) => w.filled);
  return {
    doctors: doctors.filter((d) => d.slots > 0).length,
    slots: sum(doctors, (d) => d.slots),
    hours: hoursOf(sum(doctors, (d) => d.minutes)),
    onCallHours: hoursOf(sum(doctors, (d) => d.onCallMinutes)),
    nights: sum(doctors, (d) => d.nights),
    weekends: sum(doctors, (d) => d.weekends),
    swapped: sum(doctors, (d) => d.received),
    cells,
    filled,
    open: cells - filled,
    holes,
  };
}

/**
 * GET /api/schedule-reports: the period's roster by doctor (fairness), by workplace (coverage)
 * and its open places from today on in the published months (platform.md §2 ReportsSchedule).
 * Three grouped queries in one tenant transaction, so the blocks agree with one another.
 */
export async function getScheduleReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleReportQuery,
): Promise<ScheduleReport> {
  const companyId = auth.companyId as string;
  const today = zonedDay(Date.now());
  const period = reportPeriod(query, today);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const doctors = await doctorFigures(tx, companyId, period);
    const workplaces = await workplaceFigures(tx, companyId, { ...period, count: period.days });
    const holesFrom = today > period.first ? today : period.first;
    const holes =
      holesFrom > period.last
        ? []
        : await openPlaces(tx, companyId, { first: holesFrom, last: period.last }, SCHEDULE_REPORT_HOLES_MAX + 1);
    return {
      from: period.from,
      until: period.until,
      doctors: doctors.map(({ minutes, onCallMinutes, ...doctor }) => ({
        ...doctor,
        hours: hoursOf(minutes),
        onCallHours: hoursOf(onCallMinutes),
      })),
      workplaces: workplaces.map(({ minutes, ...place }) => ({
        ...place,
        open: place.cells - place.filled,
        hours: hoursOf(minutes),
      })),
      holes: holes.slice(0, SCHEDULE_REPORT_HOLES_MAX).map(toHole),
      holesTruncated: holes.length > SCHEDULE_REPORT_HOLES_MAX,
      totals: totalsOf(doctors, workplaces, holes[0]?.total ?? 0),
    };
  });
}
