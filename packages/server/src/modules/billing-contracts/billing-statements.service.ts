import { messages, msg, type BillingBaseLine, type BillingMonth, type BillingStatement } from '@honora/contract';
import {
  billingFee,
  brazilDate,
  centsText,
  coversMonth,
  formatMonth,
  statementDueOn,
  sumCents,
  toCents,
  type BillingFeeBase,
} from '@honora/domain';
import { lastDayOfMonth } from '@honora/domain/contracts/calendar';
import { billingContractStatements, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import { BILLING_CONTRACT_MODULE, contractAnswer, scopeOf } from './billing-contracts.service';
import {
  baseLines,
  companyStatements,
  liveContracts,
  nextStatementNumber,
  type BillingContractRow,
  type BillingStatementRow,
} from './billing-contracts.repository';
import { normalizeMoney } from './billing-money';

/**
 * The monthly statement of the billing contract (billing.md §2 BillingContract; decision 052): the
 * month's base by payer and the fee, previewed live and stored as computed when issued — only for
 * a month that has ended — due on the contract's day of the next month; ISSUED → PAID, or
 * CANCELLED with a reason. A company has one statement in force a month.
 */

const t = messages.screens.billingContract;
const e = t.errors;
const LOCK = 'billing-contract-statements';
const UNIQUE_IN_FORCE = 'billing_contract_statements_in_force_key';

const statementNotFound = () => new AppError('notFound', { message: msg(e, 'statementNotFound') });

/** The terms of a contract as a statement keeps them. */
const termsOf = (c: BillingContractRow): BillingStatement['terms'] => ({
  providerName: c.providerName,
  providerDocument: c.providerDocument,
  feeType: c.feeType as BillingStatement['terms']['feeType'],
  base: c.base as BillingStatement['terms']['base'],
  percent: c.percent === null ? null : String(Number(c.percent)),
  minimumFee: normalizeMoney(c.minimumFee),
  fixedFee: normalizeMoney(c.fixedFee),
  dueDay: c.dueDay,
});

/** The month's base by payer (largest first, then by name) and the fee the terms give it. */
async function computeMonth(tx: Tx, companyId: string, contract: BillingContractRow, month: string) {
  const terms = termsOf(contract);
  const rows =
    terms.feeType === 'PERCENT'
      ? await baseLines(tx, terms.base as BillingFeeBase, companyId, `${month}-01`, lastDayOfMonth(month))
      : [];
  const lines: BillingBaseLine[] = rows
    .map((r) => ({
      insurerId: r.insurer_id,
      insurer: r.insurer ?? t.noInsurer,
      items: r.items,
      value: centsText(toCents(r.value)),
    }))
    .sort((a, b) => Number(toCents(b.value) - toCents(a.value)) || a.insurer.localeCompare(b.insurer, 'pt-BR'));
  const base = sumCents(lines.map((l) => toCents(l.value)));
  const fee = billingFee(
    {
      feeType: terms.feeType,
      percent: terms.percent,
      minimumFee: terms.minimumFee === null ? null : toCents(terms.minimumFee),
      fixedFee: terms.fixedFee === null ? null : toCents(terms.fixedFee),
    },
    base,
  );
  return {
    terms,
    lines,
    baseTotal: centsText(base),
    byPercent: centsText(fee.byPercent),
    fee: centsText(fee.fee),
    minimumApplied: fee.minimumApplied,
    dueOn: statementDueOn(month, contract.dueDay),
  };
}

/** A stored statement as answered. */
export function statementAnswer(row: BillingStatementRow): BillingStatement {
  const terms = row.terms as BillingStatement['terms'];
  return {
    id: row.id,
    number: row.number,
    contractId: row.contractId,
    month: row.month.slice(0, 7),
    status: row.status as BillingStatement['status'],
    terms,
    baseTotal: centsText(toCents(row.baseTotal)),
    byPercent: centsText(toCents(row.byPercent)),
    fee: centsText(toCents(row.fee)),
    minimumApplied: terms.feeType === 'PERCENT' && toCents(row.fee) > toCents(row.byPercent),
    lines: row.lines as BillingBaseLine[],
    dueOn: row.dueOn,
    notes: row.notes,
    issuedAt: row.issuedAt.toISOString(),
    issuedByName: row.issuedByName,
    paidOn: row.paidOn,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

/** The live contract covering the month, with its count of statements in force. */
async function contractOfMonth(tx: Tx, companyId: string, month: string) {
  return (await liveContracts(tx, companyId)).find((r) => coversMonth(r.contract, month));
}

const today = () => brazilDate(new Date());

/** GET /api/billing-contract-statements/month?month: the month's contract, live base and fee, statement in force. */
export async function billingMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
): Promise<BillingMonth> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const found = await contractOfMonth(tx, companyId, month);
    const [statement] = await companyStatements(tx, companyId, eq(billingContractStatements.month, `${month}-01`)).then(
      (rows) => rows.filter((r) => r.status !== 'CANCELLED'),
    );
    const ended = month < today().slice(0, 7);
    if (!found)
      return {
        month,
        ended,
        contract: null,
        baseTotal: '0.00',
        byPercent: '0.00',
        fee: '0.00',
        minimumApplied: false,
        lines: [],
        dueOn: null,
        statement: statement ? statementAnswer(statement) : null,
      };
    const live = await computeMonth(tx, companyId, found.contract, month);
    return {
      month,
      ended,
      contract: contractAnswer(found.contract, found.statementsInForce),
      baseTotal: live.baseTotal,
      byPercent: live.byPercent,
      fee: live.fee,
      minimumApplied: live.minimumApplied,
      lines: live.lines,
      dueOn: live.dueOn,
      statement: statement ? statementAnswer(statement) : null,
    };
  });
}

/** GET /api/billing-contract-statements: every statement, newest month first. */
export async function listBillingStatements(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => ({
    items: (await companyStatements(tx, companyId)).map(statementAnswer),
  }));
}

/** POST /api/billing-contract-statements: the statement of an ended month, stored as computed now. */
export async function issueBillingStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { month: string; notes: string | null },
): Promise<BillingStatement> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, BILLING_CONTRACT_MODULE);
  if (body.month >= today().slice(0, 7)) throw AppError.field('inputError', 'month', msg(e, 'futureMonth'));
  try {
    return await withTenant(ctx.db, tenant, async (tx) => {
      await lockCompanyRule(tx, LOCK, companyId);
      const found = await contractOfMonth(tx, companyId, body.month);
      if (!found) throw AppError.field('inputError', 'month', msg(e, 'noContract', { month: formatMonth(body.month) }));
      const live = await computeMonth(tx, companyId, found.contract, body.month);
      const [row] = await tx
        .insert(billingContractStatements)
        .values({
          companyId,
          contractId: found.contract.id,
          number: await nextStatementNumber(tx, companyId),
          month: `${body.month}-01`,
          terms: live.terms,
          baseTotal: live.baseTotal,
          byPercent: live.byPercent,
          fee: live.fee,
          lines: live.lines,
          dueOn: live.dueOn,
          notes: body.notes,
          issuedBy: auth.userId,
          issuedByName: auth.userName,
        })
        .returning();
      return statementAnswer(row!);
    });
  } catch (error) {
    if (!isUniqueViolation(error, UNIQUE_IN_FORCE)) throw error;
    const number = await withTenant(ctx.db, tenant, async (tx) => {
      const rows = await companyStatements(tx, companyId, eq(billingContractStatements.month, `${body.month}-01`));
      return rows.find((r) => r.status !== 'CANCELLED')?.number ?? '';
    });
    throw new AppError('statusError', { message: msg(e, 'alreadyIssued', { month: formatMonth(body.month), number }) });
  }
}

type Change = (row: BillingStatementRow) => Partial<typeof billingContractStatements.$inferInsert>;

/** Locks a statement of the company and applies a change to it. */
async function changeStatement(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string, change: Change) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [current] = await tx
      .select()
      .from(billingContractStatements)
      .where(eq(billingContractStatements.id, id))
      .for('update');
    if (!current || current.companyId !== companyId || current.deletedAt !== null) throw statementNotFound();
    assertWritable(access, current.companyId, BILLING_CONTRACT_MODULE);
    const [row] = await tx
      .update(billingContractStatements)
      .set(change(current))
      .where(eq(billingContractStatements.id, id))
      .returning();
    return statementAnswer(row!);
  });
}

/** POST /:id/pay: an issued statement is paid on a day — not in the future, not before its month. */
export function payBillingStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  paidOn: string,
) {
  return changeStatement(ctx, auth, access, id, (row) => {
    if (row.status !== 'ISSUED') throw new AppError('statusError', { message: msg(e, 'notIssued') });
    if (paidOn > today()) throw AppError.field('inputError', 'paidOn', msg(e, 'futurePayment'));
    if (paidOn < row.month) throw AppError.field('inputError', 'paidOn', msg(e, 'beforeIssue'));
    return { status: 'PAID', paidOn, paidByName: auth.userName };
  });
}

/** POST /:id/unpay: a paid statement waits again (the change log keeps the payment). */
export function unpayBillingStatement(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return changeStatement(ctx, auth, access, id, (row) => {
    if (row.status !== 'PAID') throw new AppError('statusError', { message: msg(e, 'notPaid') });
    return { status: 'ISSUED', paidOn: null, paidByName: null };
  });
}

/** POST /:id/cancel: an issued (unpaid) statement is cancelled with its reason; the month may be issued again. */
export function cancelBillingStatement(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  reason: string,
) {
  return changeStatement(ctx, auth, access, id, (row) => {
    if (row.status !== 'ISSUED') throw new AppError('statusError', { message: msg(e, 'notIssued') });
    return { status: 'CANCELLED', cancelledAt: new Date(), cancelledByName: auth.userName, cancelReason: reason };
  });
}
