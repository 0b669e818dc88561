import { toCents } from '../money/cents';
import { formatCents, formatDate, formatNumber, formatPercent } from './format';

/** How a report's column is written (the screen, the PDF and the Excel read the same kinds). */
export type ReportCellKind = 'text' | 'integer' | 'money' | 'percent' | 'decimal' | 'date';

/**
 * A report's cell as people read it, the same on the screen and in the PDF: money "R$ 1.234,56"
 * (decimal text, never floating point), counts and days "1.234,5", ratios "12,3%", days
 * dd/mm/aaaa; nothing for an empty cell.
 */
export function reportCellText(kind: ReportCellKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatCents(toCents(String(value)));
    case 'integer':
    case 'decimal':
      return formatNumber(Number(value));
    case 'percent':
      return formatPercent(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'text':
      return String(value);
  }
}
