import {
  fmt,
  messages,
  type ScheduleReport,
  type ScheduleReportDoctor,
  type ScheduleReportWorkplace,
} from '@honora/contract';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';

const m = messages.screens.scheduleReports;

/** One row of the sheet: a doctor's or a workplace's (buildXlsx writes one sheet, so "Tipo" tells them apart). */
type Row = ({ kind: 'doctor' } & ScheduleReportDoctor) | ({ kind: 'workplace' } & ScheduleReportWorkplace);

const ofDoctor =
  (value: (d: ScheduleReportDoctor) => number | string | null) =>
  (row: Row): number | string | null =>
    row.kind === 'doctor' ? value(row) : null;
const ofWorkplace =
  (value: (w: ScheduleReportWorkplace) => number) =>
  (row: Row): number | null =>
    row.kind === 'workplace' ? value(row) : null;

/** For people: names, not ids; counts and hours as numbers a spreadsheet adds up. */
const columns: SheetColumn<Row>[] = [
  { header: m.kind, width: 10, value: (row) => (row.kind === 'doctor' ? m.kindDoctor : m.kindWorkplace) },
  { header: m.name, width: 36, value: (row) => row.name },
  { header: m.initials, width: 8, value: ofDoctor((d) => d.initials) },
  {
    header: m.slots,
    width: 10,
    kind: 'integer',
    value: (row) => (row.kind === 'doctor' ? row.slots : row.cells),
  },
  { header: m.hours, width: 10, kind: 'decimal', value: (row) => row.hours },
  { header: m.onCallHours, width: 12, kind: 'decimal', value: ofDoctor((d) => d.onCallHours) },
  { header: m.nights, width: 10, kind: 'integer', value: ofDoctor((d) => d.nights) },
  { header: m.weekends, width: 12, kind: 'integer', value: ofDoctor((d) => d.weekends) },
  { header: m.received, width: 12, kind: 'integer', value: ofDoctor((d) => d.received) },
  { header: m.given, width: 12, kind: 'integer', value: ofDoctor((d) => d.given) },
  { header: m.filled, width: 12, kind: 'integer', value: ofWorkplace((w) => w.filled) },
  { header: m.open, width: 12, kind: 'integer', value: ofWorkplace((w) => w.open) },
];

/** The report as one sheet: the doctors by name, then the workplaces by name. */
export function buildScheduleReportSheet(report: ScheduleReport): Promise<Buffer> {
  const rows: Row[] = [
    ...report.doctors.map((d) => ({ kind: 'doctor' as const, ...d })),
    ...report.workplaces.map((w) => ({ kind: 'workplace' as const, ...w })),
  ];
  return buildXlsx(m.sheetName, columns, rows);
}

/** The file's name: the period's months ("relatorio-da-escala-2026-11-a-2027-01"). */
export const scheduleReportFileName = (report: Pick<ScheduleReport, 'from' | 'until'>) =>
  fmt(m.exportFileName, { from: report.from, until: report.until });
