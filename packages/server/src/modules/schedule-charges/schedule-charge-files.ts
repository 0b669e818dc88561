import { fmt, messages, type ScheduleCharge, type ScheduleChargeLine } from '@honora/contract';
import { brazilDateTime, formatDate, formatMonth } from '@honora/domain';
import { companies, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import { documentHeading, money, note, PageFlow, percent, renderDocuments, type TableColumn } from '../transfers';
import { loadCharge, scopeOf } from './schedule-charges.service';

/**
 * A charge statement for people (platform.md §2 ScheduleCharge; decision 048): a PDF to send the
 * hospital and an Excel sheet, both of the statement as issued — names, real dates and numbers,
 * a total row; a cancelled statement says so.
 */

const t = messages.screens.scheduleCharges;
const f = t.file;
const categories = messages.screens.schedules.slotCategories as Record<string, string>;

/** Minutes as decimal hours with 2 places ("12.50"), the Excel's and the PDF's hours. */
const hoursOf = (minutes: number) => (minutes / 60).toFixed(2);
const hoursText = (minutes: number) => hoursOf(minutes).replace('.', ',');
const categoryText = (code: string) => categories[code] ?? code;

/** The company's name and CNPJ for the heading. */
async function companyOf(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [row] = await tx
      .select({ name: companies.name, cnpj: companies.cnpj })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? { name: '', cnpj: null };
  });
}

function contractText(charge: ScheduleCharge): string {
  return charge.contract?.type ?? t.noContract;
}

function installmentText(charge: ScheduleCharge): string {
  const i = charge.contract?.installment;
  return i ? fmt(t.installmentText, { seq: i.seq, due: formatDate(i.dueOn) }) : t.noInstallment;
}

/** The file's name: "Cobrança Hospital X 03-2027". */
export function chargeFileName(charge: ScheduleCharge): string {
  return `${f.title} ${charge.hospital.name} ${charge.month.slice(5)}-${charge.month.slice(0, 4)}`;
}

/** GET /api/schedule-charges/:id/pdf. */
export async function chargePdf(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { charge, monthText } = await loadCharge(ctx, auth, access, id);
  const company = await companyOf(ctx, auth, access);
  const heading = { company, title: f.title, receiver: charge.hospital.name, period: `${f.month}: ${monthText}` };
  const pdf = await renderDocuments([charge], { title: f.title, layout: 'landscape' }, (doc, c) => {
    const flow = new PageFlow(doc, (canvas) => documentHeading(canvas, heading));
    const facts = [
      `${f.contract}: ${contractText(c)}`,
      `${f.installment}: ${installmentText(c)}`,
      `${f.issued}: ${brazilDateTime(new Date(c.issuedAt))}${c.issuedByName ? ` — ${c.issuedByName}` : ''}`,
    ];
    if (c.status === 'CANCELLED' && c.cancelledAt)
      facts.push(fmt(f.cancelledNote, { date: brazilDateTime(new Date(c.cancelledAt)), reason: c.cancelReason ?? '' }));
    for (const fact of facts) flow.y = note(flow.canvas, flow.y, fact, 8);
    flow.y += 4;
    const l = t.lines;
    const columns: TableColumn[] = [
      { w: 0.22, label: l.workplace },
      { w: 0.18, label: l.shift },
      { w: 0.12, label: l.category },
      { w: 0.07, label: l.slots, align: 'right' },
      { w: 0.09, label: l.hours, align: 'right' },
      { w: 0.11, label: l.rate, align: 'right' },
      { w: 0.08, label: l.share, align: 'right' },
      { w: 0.13, label: l.amount, align: 'right' },
    ];
    flow.rows(columns, [
      ...c.lines.map((line) => ({
        values: [
          line.workplace,
          line.shift,
          categoryText(line.category),
          String(line.slots),
          hoursText(line.minutes),
          line.rateSource === 'none' ? l.rateSources.none : money(line.ratePerHour),
          percent(line.share),
          money(line.amount),
        ],
      })),
      {
        values: [
          f.totalRow,
          '',
          '',
          String(c.lines.reduce((s, x) => s + x.slots, 0)),
          hoursText(c.minutes),
          '',
          '',
          money(c.total),
        ],
        bold: true,
      },
    ]);
    if (c.notes) {
      flow.y += 4;
      flow.y = note(flow.canvas, flow.y, `${f.notes}: ${c.notes}`, 8);
    }
  });
  return { pdf, fileName: `${chargeFileName(charge)}.pdf` };
}

interface SheetRow {
  charge: ScheduleCharge;
  line: ScheduleChargeLine;
}

/** GET /api/schedule-charges/:id/xlsx: one row per line, with the hospital, month, contract and installment in words; a total row. */
export async function chargeXlsx(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { charge } = await loadCharge(ctx, auth, access, id);
  const l = t.lines;
  const columns: SheetColumn<SheetRow>[] = [
    { header: f.hospital, width: 32, value: (r) => r.charge.hospital.name },
    { header: f.month, width: 12, kind: 'month', value: (r) => r.charge.month },
    { header: f.contract, width: 26, value: (r) => contractText(r.charge) },
    { header: f.installment, width: 28, value: (r) => installmentText(r.charge) },
    { header: l.workplace, width: 32, value: (r) => r.line.workplace },
    { header: l.shift, width: 24, value: (r) => r.line.shift },
    { header: l.category, width: 14, value: (r) => categoryText(r.line.category) },
    { header: l.slots, width: 8, kind: 'integer', value: (r) => r.line.slots },
    { header: l.hours, width: 10, kind: 'decimal', value: (r) => hoursOf(r.line.minutes) },
    { header: l.rate, width: 14, kind: 'money', value: (r) => r.line.ratePerHour },
    { header: l.rateSource, width: 12, value: (r) => l.rateSources[r.line.rateSource] },
    { header: l.share, width: 10, kind: 'percent', value: (r) => Number(r.line.share) / 100 },
    { header: l.amount, width: 16, kind: 'money', value: (r) => r.line.amount },
  ];
  const rows = charge.lines.map((line) => ({ charge, line }));
  const sheetName = fmt(f.sheetName, { month: formatMonth(charge.month).replace('/', '-') });
  const xlsx = await buildXlsx(sheetName, columns, rows, { groups: [{ key: 'total', label: f.total }] });
  return { xlsx, fileName: chargeFileName(charge) };
}
