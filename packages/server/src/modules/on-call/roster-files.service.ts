import { fmt, messages, timeOfMinute } from '@honora/contract';
import { addDays, brazilDateTime, formatDate } from '@honora/domain';
import { companies, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import { documentHeading, PageFlow, renderDocuments, type TableColumn } from '../transfers';
import { lineLabel } from './roster-rules';
import type { DoctorRow, LineRow } from './roster.repository';
import { loadRoster } from './roster.service';

/**
 * The month's roster for people (platform.md §2 onCallSchedule: export and print; decision 043):
 * an Excel sheet of every line, and a PDF per workplace to pin on a wall. Names, never ids;
 * real dates; an open position says so.
 */

const m = messages.screens.onCallSchedule;
const weekdays = m.weekdays;

interface DayRow {
  day: string;
  /** By line id: the doctors of the line's positions, in order ("" for an open one). */
  cells: Map<string, string[]>;
}

/** The month's lines, its days with who is in each position, and the company's name. */
async function monthSheet(ctx: AppContext, auth: AuthSession, access: RequestAccess, month: string) {
  const companyId = auth.companyId as string;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const roster = await loadRoster(tx, companyId, month);
    const [company] = await tx
      .select({ name: companies.name, cnpj: companies.cnpj })
      .from(companies)
      .where(eq(companies.id, companyId));
    const people = new Map<string, DoctorRow>([...roster.doctors, ...roster.formerDoctors].map((d) => [d.id, d]));
    const days: DayRow[] = [];
    for (let day = roster.first; day <= roster.last; day = addDays(day, 1)) {
      days.push({ day, cells: new Map(roster.lines.map((l) => [l.id, Array<string>(l.positions).fill('')])) });
    }
    for (const slot of roster.slots) {
      const row = days.find((d) => d.day === slot.day);
      const cell = row?.cells.get(slot.lineId);
      if (!cell || slot.position >= cell.length || !slot.doctorId) continue;
      cell[slot.position] = people.get(slot.doctorId)?.name ?? '';
    }
    return { lines: roster.lines, days, company: company ?? { name: '', cnpj: null } };
  });
}

const weekdayOf = (day: string) => weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
const cellText = (names: readonly string[]) => names.map((n) => n || m.openSlot).join(' / ');
const timesOf = (line: LineRow) =>
  fmt(m.lineTimes, { start: timeOfMinute(line.startMinute), end: timeOfMinute(line.endMinute) });

/** GET /api/on-call/months/:month/export: one row a day, one column a line. */
export async function exportRosterMonth(ctx: AppContext, auth: AuthSession, access: RequestAccess, month: string) {
  const { lines, days } = await monthSheet(ctx, auth, access, month);
  const columns: SheetColumn<DayRow>[] = [
    { header: m.day, width: 12, kind: 'date', value: (r) => r.day },
    { header: m.weekday, width: 6, value: (r) => weekdayOf(r.day) },
    ...lines.map((line): SheetColumn<DayRow> => ({
      header: `${lineLabel(line)} (${timesOf(line)})`,
      width: 30 + 10 * (line.positions - 1),
      value: (r) => cellText(r.cells.get(line.id) ?? []),
    })),
  ];
  return buildXlsx(fmt(m.sheetName, { month: `${month.slice(5)}-${month.slice(0, 4)}` }), columns, days);
}

/**
 * GET /api/on-call/months/:month/print: a landscape PDF, one document per workplace (or only the
 * one asked), its lines as columns and the days as rows. 404 for a workplace without lines.
 */
export async function printRosterMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  workplaceId: string | null,
) {
  const { lines, days, company } = await monthSheet(ctx, auth, access, month);
  const places = [...new Map(lines.map((l) => [l.workplaceId, l.workplaceName])).entries()].filter(
    ([id]) => workplaceId === null || id === workplaceId,
  );
  if (places.length === 0) throw new AppError('notFound', { message: m.printNothing });
  const title = fmt(m.printTitle, { month: `${month.slice(5)}/${month.slice(0, 4)}` });
  const at = brazilDateTime(new Date());
  return renderDocuments(places, { title, layout: 'landscape' }, (doc, [placeId, placeName]) => {
    const own = lines.filter((l) => l.workplaceId === placeId);
    const heading = { company, title, receiver: placeName, period: fmt(m.printedAt, { at }) };
    const flow = new PageFlow(doc, (canvas) => documentHeading(canvas, heading));
    const dayWidth = 0.12;
    const columns: TableColumn[] = [
      { w: dayWidth, label: m.day },
      ...own.map((line) => ({ w: (1 - dayWidth) / own.length, label: `${line.shiftName} (${timesOf(line)})` })),
    ];
    flow.rows(
      columns,
      days.map((row) => ({
        values: [
          `${formatDate(row.day)} ${weekdayOf(row.day)}`,
          ...own.map((l) => cellText(row.cells.get(l.id) ?? [])),
        ],
      })),
    );
  });
}
