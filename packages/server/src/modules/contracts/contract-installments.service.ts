import { msg, type ContractDetail, type PeriodOfPayment, type PeriodOfPaymentQuery } from '@honora/contract';
import { applyInstallmentAction, centsText, toCents, type InstallmentAction } from '@honora/domain';
import { lastDayOfMonth } from '@honora/domain/contracts/calendar';
import { contractInstallments, contracts, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { assertWritable } from '../registries';
import { installmentStatuses, toSummary } from './contracts.mapper';
import { installmentsDue, liveInstallments } from './contracts.repository';
import {
  CONTRACTS_MODULE,
  contractErrors as e,
  currentContract,
  detailOf,
  refusalError,
  scopeOf,
  todayInSaoPaulo,
} from './contracts.service';

export type InstallmentMove =
  | { action: 'receive'; receivedOn: string; note: string | null }
  | { action: Extract<InstallmentAction, 'reverse'>; reason: string };

/**
 * Receives an installment (WaitPayment → Received; the last one closes the contract) or reverses
 * its receipt with a reason (a Closed contract goes back to WaitPayment), decision 045. The
 * contract's row is locked first, so two receipts of one contract run one after the other.
 */
export async function moveInstallment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  contractId: string,
  installmentId: string,
  move: InstallmentMove,
): Promise<ContractDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  if (move.action === 'receive' && move.receivedOn > todayInSaoPaulo())
    throw AppError.field('inputError', 'receivedOn', msg(e, 'receivedInFuture'));
  return withTenant(ctx.db, tenant, async (tx) => {
    const contract = await currentContract(tx, contractId, companyId);
    assertWritable(access, contract.companyId, CONTRACTS_MODULE);
    const installments = (await liveInstallments(tx, [contractId])).get(contractId) ?? [];
    const index = installments.findIndex((i) => i.id === installmentId);
    const outcome = applyInstallmentAction({
      contractStatus: contract.status as ContractDetail['status'],
      installments: installmentStatuses(installments),
      index,
      action: move.action,
      reason: move.action === 'reverse' ? move.reason : null,
    });
    if (!outcome.ok) throw refusalError(outcome.refusal);
    const receipt =
      move.action === 'receive'
        ? { status: 'Received', receivedOn: move.receivedOn, receiptNote: move.note }
        : { status: 'WaitPayment', receivedOn: null, receiptNote: null, reversalReason: move.reason };
    await tx.update(contractInstallments).set(receipt).where(eq(contractInstallments.id, installmentId));
    if (outcome.contractStatus !== contract.status)
      await tx.update(contracts).set({ status: outcome.contractStatus }).where(eq(contracts.id, contractId));
    return detailOf(tx, contractId);
  });
}

/** GET /api/contract-installments (/client/periodOfPayment): the installments due in the months, with totals. */
export async function periodOfPayment(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: PeriodOfPaymentQuery,
): Promise<PeriodOfPayment> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await installmentsDue(tx, companyId, `${query.from}-01`, lastDayOfMonth(query.to), query.status);
    const totals = { expected: 0n, received: 0n, pending: 0n, overdue: 0n };
    const items = rows.map(({ installment: i, contract }) => {
      const value = toCents(i.value);
      const overdue = i.status === 'WaitPayment' && i.dueOn < today;
      totals.expected += value;
      if (i.status === 'Received') totals.received += value;
      else totals.pending += value;
      if (overdue) totals.overdue += value;
      const summary = toSummary(contract, [], today);
      return {
        id: i.id,
        seq: i.seq,
        dueOn: i.dueOn,
        value: centsText(value),
        status: i.status as PeriodOfPayment['items'][number]['status'],
        periodStartsOn: i.periodStartsOn,
        periodEndsOn: i.periodEndsOn,
        receivedOn: i.receivedOn,
        receiptNote: i.receiptNote,
        reversalReason: i.reversalReason,
        contract: {
          id: summary.id,
          type: summary.type,
          insurer: summary.insurer,
          hospital: summary.hospital,
          status: summary.status,
        },
        overdue,
      };
    });
    return {
      items,
      totals: {
        expected: centsText(totals.expected),
        received: centsText(totals.received),
        pending: centsText(totals.pending),
        overdue: centsText(totals.overdue),
      },
      today,
    };
  });
}
