import {
  ADMIN_OCR_MAX_MONTHS,
  messages,
  msg,
  type AdminOcrDashboardQuery,
  type AdminOcrDashboardResponse,
} from '@honora/contract';
import { brazilDate, monthsOfPeriod, monthsSpanned, shiftMonth } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { addCounts, byMonthThenName, figuresOf, zeroCounts, type OcrCounts } from './ocr-dashboard-figures';
import { companyMonthCounts, type CompanyMonthCounts } from './ocr-dashboard.repository';

const d = messages.screens.ocr.dashboard;

/** The period read: 'YYYY-MM' at both ends, included. */
export interface OcrPeriod {
  from: string;
  to: string;
}

/**
 * The period of the query: by default the 12 months up to the current one in São Paulo (as
 * /admin/BI); the end may not come before the start, nor the period pass ADMIN_OCR_MAX_MONTHS.
 */
export function ocrPeriodOf(query: AdminOcrDashboardQuery, now: Date): OcrPeriod {
  const to = query.to ?? brazilDate(now).slice(0, 7);
  const from = query.from ?? shiftMonth(to, -11);
  const span = monthsSpanned(from, to);
  if (span < 1) throw AppError.field('inputError', 'to', msg(d, 'toBeforeFrom'));
  if (span > ADMIN_OCR_MAX_MONTHS) {
    throw AppError.field('inputError', 'from', msg(d, 'periodTooLong', { max: ADMIN_OCR_MAX_MONTHS }));
  }
  return { from, to };
}

const countsOf = (row: CompanyMonthCounts): OcrCounts => ({
  pages: row.pages,
  fieldsRead: row.fieldsRead,
  confirmed: row.confirmed,
  confirmedFieldsRead: row.confirmedFieldsRead,
  corrected: row.corrected,
  creditsUsed: row.creditsUsed,
});

/**
 * GET /api/admin/ocr-dashboard (platform.md §2 DashboardOcr): per company and month, the pages
 * recognized, the guides confirmed, the fields read and corrected, the accuracy by field and the
 * credits used; every month of the period for the chart, and the totals.
 */
export async function readOcrDashboard(
  ctx: AppContext,
  query: AdminOcrDashboardQuery,
  now = new Date(),
): Promise<AdminOcrDashboardResponse> {
  const period = ocrPeriodOf(query, now);
  const rows = await companyMonthCounts(ctx.db, {
    fromDay: `${period.from}-01`,
    afterDay: `${shiftMonth(period.to, 1)}-01`,
  });
  const byMonth = new Map(monthsOfPeriod(period.from, period.to).map((month) => [month, zeroCounts()]));
  for (const row of rows) {
    const current = byMonth.get(row.month);
    if (current) byMonth.set(row.month, addCounts(current, countsOf(row)));
  }
  const total = [...byMonth.values()].reduce(addCounts, zeroCounts());
  return {
    ...period,
    rows: rows
      .map((row) => ({
        companyId: row.companyId,
        companyName: row.companyName,
        month: row.month,
        ...figuresOf(countsOf(row)),
      }))
      .sort(byMonthThenName),
    months: [...byMonth].map(([month, counts]) => ({ month, ...figuresOf(counts) })),
    totals: figuresOf(total),
  };
}
