import { describe, expect, it } from 'vitest';
import { reportCellText, type ReportCellKind } from './report-cell';

describe('reportCellText', () => {
  it.each<[ReportCellKind, string | number | null, string]>([
    ['money', '1234.56', 'R$ 1.234,56'],
    ['money', '0.00', 'R$ 0,00'],
    ['money', '-5.5', '-R$ 5,50'],
    ['integer', 12345, '12.345'],
    ['decimal', 12.5, '12,5'],
    ['percent', 0.3355, '33,6%'],
    ['percent', 0, '0%'],
    ['date', '2026-11-26', '26/11/2026'],
    ['text', 'Unimed', 'Unimed'],
    ['percent', null, ''],
    ['money', '', ''],
  ])('%s %s → %s', (kind, value, text) => {
    expect(reportCellText(kind, value)).toBe(text);
  });
});
