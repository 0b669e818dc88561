import type { AdminOcrFigures } from '@honora/contract';
import { compareText } from '@honora/domain';

/** What the figures are made of: counts, and the fields read of the guides confirmed (the accuracy's base). */
export interface OcrCounts {
  pages: number;
  fieldsRead: number;
  confirmed: number;
  confirmedFieldsRead: number;
  corrected: number;
  creditsUsed: number;
}

export const zeroCounts = (): OcrCounts => ({
  pages: 0,
  fieldsRead: 0,
  confirmed: 0,
  confirmedFieldsRead: 0,
  corrected: 0,
  creditsUsed: 0,
});

export function addCounts(a: OcrCounts, b: OcrCounts): OcrCounts {
  return {
    pages: a.pages + b.pages,
    fieldsRead: a.fieldsRead + b.fieldsRead,
    confirmed: a.confirmed + b.confirmed,
    confirmedFieldsRead: a.confirmedFieldsRead + b.confirmedFieldsRead,
    corrected: a.corrected + b.corrected,
    creditsUsed: a.creditsUsed + b.creditsUsed,
  };
}

/**
 * The accuracy by field of the guides confirmed (platform.md §2 DashboardOcr): 1 − corrected ÷
 * fields read, in percent rounded half-up to one decimal, in integers (no float drift at x,x5);
 * null when no field of a confirmed guide was read. A reviewer who corrected more fields than were
 * read (fields the reader missed) gives 0, never a negative accuracy.
 */
export function accuracyPercent(fieldsRead: number, corrected: number): number | null {
  if (fieldsRead <= 0) return null;
  const right = Math.max(0, fieldsRead - corrected);
  return Math.floor((right * 2000 + fieldsRead) / (2 * fieldsRead)) / 10;
}

/** The answer's figures of some counts. */
export function figuresOf(counts: OcrCounts): AdminOcrFigures {
  return {
    pages: counts.pages,
    confirmed: counts.confirmed,
    fieldsRead: counts.fieldsRead,
    corrected: counts.corrected,
    accuracy: accuracyPercent(counts.confirmedFieldsRead, counts.corrected),
    creditsUsed: counts.creditsUsed,
  };
}

/** The table's order: by month, then by company name (Brazilian collation). */
export const byMonthThenName = (
  a: { month: string; companyName: string },
  b: { month: string; companyName: string },
): number => a.month.localeCompare(b.month) || compareText(a.companyName, b.companyName);
