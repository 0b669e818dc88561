import { messages, msg, type incomeReportQuerySchema } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { centsText, sumCents, toCents, type Cents } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { findCompanySummary } from '../companies';
import { receiverEntries } from './transfer-entries';
import type { DocumentCompany, IncomeReportDocument, IncomeReportMonth, StatementDocument } from './transfer-documents';
import { incomeReportPdf, statementPdf } from './transfer-pdf';
import { transferOrFail } from './transfers.service';
import * as users from './user-transfers.repository';
import { detailOf, userTransferOrFail } from './user-transfers.service';

const e = messages.screens.transfers.errors;
type IncomeQuery = z.output<typeof incomeReportQuerySchema>;

export interface TransferFile {
  fileName: string;
  content: Buffer;
}

/** The documents carry money: a reader who may not see values gets none. */
function assertValues(access: RequestAccess): void {
  if (!access.canSeeValues) throw new AppError('permissionDenied', { message: msg(e, 'valuesHidden') });
}

async function companyOf(tx: Tx, companyId: string): Promise<DocumentCompany> {
  const company = await findCompanySummary(tx, companyId);
  return { name: company?.name ?? '', cnpj: company?.cnpj ?? null };
}

async function statementOf(tx: Tx, row: users.UserTransferWithTransfer, company: DocumentCompany) {
  const [detail, entries, [profile]] = await Promise.all([
    detailOf(tx, row),
    receiverEntries(tx, row),
    users.profilesOf(tx, row.companyId, [row.receiverId]),
  ]);
  const doc: StatementDocument = {
    company,
    receiverName: row.receiverName,
    receiverType: row.receiverType,
    personType: row.personType,
    cnpj: row.personType === 'PJ' ? (profile?.cnpj ?? null) : null,
    month: detail.month,
    mode: row.mode,
    code: row.code,
    status: row.status,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    entries,
    fullValue: row.fullValue,
    discount: row.discount,
    discountReason: row.discountReason,
    value: row.value,
    valueBaseTransfer: row.valueBaseTransfer,
    valueBaseIR: row.valueBaseIR,
    lines: detail.lines,
    totalTaxes: row.totalTaxes,
    totalFees: row.totalFees,
    withheldByPayer: row.withheldByPayer,
    liquid: row.liquid,
    payments: detail.payments.map((p) => ({ value: p.value ?? '0', paidDate: p.paidDate, invoice: p.invoice })),
  };
  return doc;
}

const fileSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();

/** One receiver's monthly statement (demonstrativo de repasse). */
export async function userTransferStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<TransferFile> {
  assertValues(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await userTransferOrFail(tx, auth, access, id);
    const doc = await statementOf(tx, row, await companyOf(tx, row.companyId));
    return {
      fileName: `demonstrativo-repasse-${doc.month}-${fileSlug(row.receiverName)}`,
      content: await statementPdf([doc]),
    };
  });
}

/** Every receiver's statement of a transfer, in one PDF (the manager's bulk download). */
export async function transferStatements(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<TransferFile> {
  assertValues(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const transfer = await transferOrFail(tx, access, id);
    const { items } = await users.listUserTransfers(
      tx,
      { companyIds: access.companyIds, transferId: id },
      { limit: 100_000, offset: 0 },
    );
    if (items.length === 0) throw new AppError('statusError', { message: msg(e, 'noStatements') });
    const company = await companyOf(tx, transfer.companyId);
    const docs: StatementDocument[] = [];
    for (const row of items) docs.push(await statementOf(tx, row, company));
    return {
      fileName: `demonstrativos-repasse-${transfer.month.slice(0, 7)}-${transfer.code}`,
      content: await statementPdf(docs),
    };
  });
}

const lineSum = (rows: readonly users.UserTransferWithTransfer[], match: (l: StoredLine) => boolean): Cents =>
  sumCents(rows.flatMap((r) => (r.taxes as unknown as StoredLine[]).filter(match).map((l) => toCents(l.value))));

interface StoredLine {
  identifier: string;
  kind: 'TAX' | 'FEE';
  value: string;
  withheldByPayer: boolean;
}

/** A month of the income report from the receiver's locked user transfers of that month. */
function reportMonth(rows: readonly users.UserTransferWithTransfer[]): Omit<IncomeReportMonth, 'month'> {
  const sum = (pick: (r: users.UserTransferWithTransfer) => string) => sumCents(rows.map((r) => toCents(pick(r))));
  const deducted = (l: StoredLine) => !l.withheldByPayer;
  const inss = lineSum(rows, (l) => deducted(l) && l.identifier === 'INSS');
  const irrf = lineSum(rows, (l) => deducted(l) && l.identifier === 'IR');
  return {
    gross: centsText(sum((r) => r.value)),
    fees: centsText(sum((r) => r.totalFees)),
    inss: centsText(inss),
    irrf: centsText(irrf),
    otherTaxes: centsText(sum((r) => r.totalTaxes) - inss - irrf),
    withheldByPayer: centsText(sum((r) => r.withheldByPayer)),
    liquid: centsText(sum((r) => r.liquid)),
  };
}

/**
 * The yearly income report (informe de rendimentos): per month, the locked transfers' gross,
 * fees, INSS, IRRF, other taxes and liquid of a receiver — a doctor's own, or, for a manager, one
 * receiver or every receiver of the year.
 */
export async function incomeReport(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: IncomeQuery,
): Promise<TransferFile> {
  assertValues(access);
  const receiverId = access.ownerOnly ? auth.userId : query.receiverId;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items } = await users.listUserTransfers(
      tx,
      {
        companyIds: access.companyIds,
        receiverId,
        from: `${query.year}-01-01`,
        until: `${query.year + 1}-01-01`,
        lockedOnly: true,
      },
      { limit: 1_000_000, offset: 0 },
    );
    if (items.length === 0) throw new AppError('statusError', { message: msg(e, 'noStatements') });
    const company = await companyOf(tx, auth.companyId!);
    const byReceiver = new Map<string, users.UserTransferWithTransfer[]>();
    for (const row of items) byReceiver.set(row.receiverId, [...(byReceiver.get(row.receiverId) ?? []), row]);
    const profiles = new Map(
      (await users.profilesOf(tx, auth.companyId!, [...byReceiver.keys()])).map((p) => [p.receiverId, p]),
    );
    const docs: IncomeReportDocument[] = [...byReceiver.values()]
      .sort((a, b) => a[0]!.receiverName.localeCompare(b[0]!.receiverName, 'pt-BR'))
      .map((rows) => {
        const months = [...new Set(rows.map((r) => r.month.slice(0, 7)))].sort();
        const profile = profiles.get(rows[0]!.receiverId);
        return {
          company,
          receiverName: rows[0]!.receiverName,
          personType: profile?.personType ?? 'PF',
          cnpj: profile?.personType === 'PJ' ? profile.cnpj : null,
          year: query.year,
          months: months.map((month) => ({
            month,
            ...reportMonth(rows.filter((r) => r.month.startsWith(month))),
          })),
          totals: reportMonth(rows),
        };
      });
    const who = receiverId && docs[0] ? `-${fileSlug(docs[0].receiverName)}` : '';
    return { fileName: `informe-rendimentos-${query.year}${who}`, content: await incomeReportPdf(docs) };
  });
}
