import { billingTermsText, fmt, messages, type BillingBaseLine, type BillingStatement } from '@honora/contract';
import { brazilDateTime, formatDate, formatMonth } from '@honora/domain';
import { billingContractStatements, companies, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { buildXlsx, type SheetColumn } from '../../http/xlsx';
import { documentHeading, money, note, PageFlow, renderDocuments, type TableColumn } from '../transfers';
import { scopeOf } from './billing-contracts.service';
import { statementAnswer } from './billing-statements.service';

/**
 * A billing contract's statement for people (billing.md §2 BillingContract; decision 052): a PDF
 * and an Excel sheet of the statement as issued — names, real dates and numbers; the base by
 * payer with its total, and the fee on a row of its own kind (never summed with the base).
 */

const t = messages.screens.billingContract;
const f = t.file;

/** The statement and the company's name and CNPJ, or 404. */
async function loadStatement(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [row] = await tx.select().from(billingContractStatements).where(eq(billingContractStatements.id, id));
    if (!row || row.companyId !== companyId || row.deletedAt !== null)
      throw new AppError('notFound', { message: t.errors.statementNotFound });
    const [company] = await tx
      .select({ name: companies.name, cnpj: companies.cnpj })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { statement: statementAnswer(row), company: company ?? { name: '', cnpj: null } };
  });
}

/** "fatura-faturamento-12-03-2027". */
const fileNameOf = (s: BillingStatement) =>
  fmt(f.fileName, { number: s.number, month: `${s.month.slice(5)}-${s.month.slice(0, 4)}` });

/** The status line of a paid or cancelled statement (none while issued). */
function statusText(s: BillingStatement): string | null {
  if (s.status === 'PAID' && s.paidOn) return fmt(t.paidOnText, { date: formatDate(s.paidOn) });
  if (s.status === 'CANCELLED') return fmt(t.cancelledText, { reason: s.cancelReason ?? '' });
  return null;
}

/** GET /api/billing-contract-statements/:id/pdf. */
export async function statementPdf(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { statement, company } = await loadStatement(ctx, auth, access, id);
  const title = fmt(f.title, { number: statement.number });
  const heading = {
    company,
    title,
    receiver: statement.terms.providerName,
    period: `${f.month}: ${formatMonth(statement.month)}`,
  };
  const pdf = await renderDocuments([statement], { title, layout: 'portrait' }, (doc, s) => {
    const flow = new PageFlow(doc, (canvas) => documentHeading(canvas, heading));
    const facts = [
      `${f.provider}: ${s.terms.providerName}${s.terms.providerDocument ? ` — CNPJ ${s.terms.providerDocument}` : ''}`,
      `${f.terms}: ${billingTermsText(s.terms)}`,
      `${f.issuedOn}: ${brazilDateTime(new Date(s.issuedAt))}${s.issuedByName ? ` — ${s.issuedByName}` : ''}`,
      `${f.dueOn}: ${formatDate(s.dueOn)}`,
    ];
    const status = statusText(s);
    if (status) facts.push(`${t.status}: ${status}`);
    for (const fact of facts) flow.y = note(flow.canvas, flow.y, fact, 8);
    flow.y += 4;
    const columns: TableColumn[] = [
      { w: 0.6, label: t.payer },
      { w: 0.15, label: t.items, align: 'right' },
      { w: 0.25, label: t.value, align: 'right' },
    ];
    const feeRows =
      s.terms.feeType === 'PERCENT'
        ? [
            { values: [f.total, String(s.lines.reduce((n, l) => n + l.items, 0)), money(s.baseTotal)], bold: true },
            { values: [`${t.byPercent} (${billingTermsText(s.terms)})`, '', money(s.byPercent)] },
          ]
        : [];
    flow.rows(columns, [
      ...s.lines.map((l) => ({ values: [l.insurer, String(l.items), money(l.value)] })),
      ...feeRows,
      { values: [f.fee, '', money(s.fee)], bold: true },
    ]);
    if (s.minimumApplied) flow.y = note(flow.canvas, flow.y + 4, t.minimumApplied, 8);
    if (s.notes) flow.y = note(flow.canvas, flow.y + 4, `${t.notes}: ${s.notes}`, 8);
  });
  return { pdf, fileName: `${fileNameOf(statement)}.pdf` };
}

interface SheetRow {
  kind: 'base' | 'fee';
  line: BillingBaseLine | null;
  value: string;
}

/** GET /api/billing-contract-statements/:id/xlsx: one row per payer of the base, its total, and the fee's own row. */
export async function statementXlsx(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { statement: s } = await loadStatement(ctx, auth, access, id);
  const columns: SheetColumn<SheetRow>[] = [
    { header: f.line, width: 28, value: (r) => (r.kind === 'base' ? f.kindBase : f.kindFee) },
    { header: t.number, width: 8, kind: 'integer', value: () => s.number },
    { header: f.month, width: 12, kind: 'month', value: () => s.month },
    { header: f.provider, width: 30, value: () => s.terms.providerName },
    { header: t.status, width: 12, value: () => t.statuses[s.status] },
    { header: t.payer, width: 36, value: (r) => r.line?.insurer ?? billingTermsText(s.terms) },
    { header: t.items, width: 12, kind: 'integer', value: (r) => r.line?.items ?? null },
    { header: t.value, width: 16, kind: 'money', value: (r) => r.value },
    { header: f.dueOn, width: 12, kind: 'date', value: () => s.dueOn },
  ];
  const rows: SheetRow[] = [
    ...s.lines.map((line): SheetRow => ({ kind: 'base', line, value: line.value })),
    { kind: 'fee', line: null, value: s.fee },
  ];
  const xlsx = await buildXlsx(f.sheet, columns, rows, {
    groups: [{ key: 'base', label: f.total }],
    groupOf: (r) => (r.kind === 'base' ? 'base' : null),
  });
  return { xlsx, fileName: fileNameOf(s) };
}
