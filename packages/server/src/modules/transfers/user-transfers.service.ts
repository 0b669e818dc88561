import {
  messages,
  msg,
  TRANSFER_LIMITS,
  type UserTransfer,
  type UserTransferDetail,
  type userTransferDiscountBodySchema,
  type userTransferListQuerySchema,
  type userTransferPaymentBodySchema,
} from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { centsText, formatCents, splitProblems, toCents } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { requireBillingAccess } from '../money';
import { receiverEntries } from './transfer-entries';
import { assertTransferAction, monthOf, recomputeTransfer } from './transfers.service';
import * as repo from './transfers.repository';
import * as users from './user-transfers.repository';

const e = messages.screens.transfers.errors;
type ListQuery = z.output<typeof userTransferListQuerySchema>;
type DiscountBody = z.output<typeof userTransferDiscountBodySchema>;
type PaymentBody = z.output<typeof userTransferPaymentBodySchema>;

export function toUserTransfer(row: users.UserTransferWithTransfer): UserTransfer {
  return {
    id: row.id,
    transferId: row.transferId,
    code: row.code,
    month: monthOf(row.month),
    mode: row.mode,
    status: row.status,
    receiverId: row.receiverId,
    receiverType: row.receiverType,
    receiverName: row.receiverName,
    personType: row.personType,
    entryCount: row.entryCount,
    fullValue: row.fullValue,
    discount: row.discount,
    discountReason: row.discountReason,
    value: row.value,
    valueBaseTransfer: row.valueBaseTransfer,
    valueBaseIR: row.valueBaseIR,
    totalTaxes: row.totalTaxes,
    totalFees: row.totalFees,
    withheldByPayer: row.withheldByPayer,
    liquid: row.liquid,
    invoice: row.invoice,
    isPaid: row.isPaid,
    paidDate: row.paidDate,
  };
}

/** A doctor (readOwn) sees only their own receipts, and only of locked transfers. */
const ownScope = (auth: AuthSession, access: RequestAccess) =>
  access.ownerOnly ? { receiverId: auth.userId, lockedOnly: true } : { lockedOnly: false };

export async function listUserTransfers(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  const own = ownScope(auth, access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items, total } = await users.listUserTransfers(
      tx,
      {
        companyIds: access.companyIds,
        transferId: query.transferId,
        receiverId: own.receiverId ?? query.receiverId,
        from: query.year ? `${query.year}-01-01` : undefined,
        until: query.year ? `${query.year + 1}-01-01` : undefined,
        lockedOnly: own.lockedOnly,
        search: query.search,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: items.map(toUserTransfer), total };
  });
}

/** A user transfer the request may see (a doctor: their own, locked); locked for update when it changes. */
export async function userTransferOrFail(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  lock = false,
): Promise<users.UserTransferWithTransfer> {
  const row = await users.findUserTransfer(tx, access.companyIds, id, lock);
  const own = ownScope(auth, access);
  if (!row || (own.receiverId && (row.receiverId !== own.receiverId || row.status !== 'LOCKED'))) {
    throw new AppError('notFound', { message: msg(e, 'receiverNotFound') });
  }
  return row;
}

async function insurerNames(tx: Tx, ids: readonly string[]) {
  const names = await repo.insurerNames(tx, ids);
  return (id: string) => names.get(id) ?? '';
}

export async function detailOf(tx: Tx, row: users.UserTransferWithTransfer): Promise<UserTransferDetail> {
  const byInsurer = Object.entries(row.byInsurer);
  const nameOf = await insurerNames(
    tx,
    byInsurer.map(([id]) => id).filter((id) => id !== ''),
  );
  const payments = await users.paymentsOf(tx, row.id);
  return {
    ...toUserTransfer(row),
    lines: row.taxes as UserTransferDetail['lines'],
    steps: row.steps as UserTransferDetail['steps'],
    byInsurer: byInsurer.map(([id, value]) => ({ healthInsuranceId: id, name: nameOf(id), value })),
    payments: payments.map((p) => ({ id: p.id, value: p.value, paidDate: p.paidDate, invoice: p.invoice })),
  };
}

export async function getUserTransfer(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) =>
    detailOf(tx, await userTransferOrFail(tx, auth, access, id)),
  );
}

export async function userTransferEntries(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  window: { page: number; pageSize: number },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await userTransferOrFail(tx, auth, access, id);
    const all = await receiverEntries(tx, row);
    const start = (window.page - 1) * window.pageSize;
    return { items: all.slice(start, start + window.pageSize), total: all.length };
  });
}

/**
 * The manager's discount on a receiver of an open transfer (0 ≤ discount ≤ full value): the
 * receiver is recomputed with it when the transfer is computed again, which happens at once.
 */
export async function setDiscount(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: DiscountBody,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await userTransferOrFail(tx, auth, access, id, true);
    assertTransferAction(row.status, 'change');
    const discount = toCents(body.discount);
    if (discount > toCents(row.fullValue)) {
      throw AppError.field(
        'inputError',
        'discount',
        msg(e, 'discountAboveFull', { value: formatCents(toCents(row.fullValue)) }),
      );
    }
    if (discount > 0n && !body.reason) throw AppError.field('inputError', 'reason', msg(e, 'discountReasonRequired'));
    await users.updateUserTransfer(tx, id, {
      discount: centsText(discount),
      discountReason: discount > 0n ? body.reason : null,
    });
    await recomputeTransfer(tx, row.transferId);
    return detailOf(tx, await userTransferOrFail(tx, auth, access, id));
  });
}

/**
 * Pays a receiver of a locked transfer in parts (paymentsSplitted) summing exactly to the liquid
 * (billing.md §3 split payments; §8 "transfer must be locked"). The last part's date is the paid date.
 */
export async function payUserTransfer(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: PaymentBody,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await userTransferOrFail(tx, auth, access, id, true);
    assertTransferAction(row.status, 'pay', row.isPaid);
    const liquid = toCents(row.liquid);
    if (liquid === 0n) throw new AppError('statusError', { message: msg(e, 'nothingToPay') });
    const parts = body.parts.map((p) => toCents(p.value));
    const [problem] = splitProblems(liquid, parts);
    if (problem?.code === 'splitNotPositive') {
      throw AppError.field(
        'inputError',
        `parts.${problem.index}.value`,
        msg(e, 'splitNotPositive', { n: problem.index + 1 }),
      );
    }
    if (problem?.code === 'splitSum') {
      const values = { sum: formatCents(problem.sum), liquid: formatCents(liquid) };
      throw AppError.field('inputError', 'parts', msg(e, 'splitSum', values));
    }
    if (problem) throw AppError.field('inputError', 'parts', msg(e, 'splitEmpty'));
    await users.insertPayments(
      tx,
      body.parts.map((p) => ({
        companyId: row.companyId,
        transferId: row.transferId,
        userTransferId: row.id,
        receiverId: row.receiverId,
        value: p.value,
        paidDate: p.paidDate,
        invoice: p.invoice,
      })),
    );
    const paidDate = body.parts
      .map((p) => p.paidDate)
      .sort()
      .at(-1)!;
    const invoices = [...new Set(body.parts.map((p) => p.invoice).filter((i): i is string => i !== null))];
    await users.updateUserTransfer(tx, id, {
      isPaid: true,
      paidDate,
      invoice: invoices.join(', ').slice(0, TRANSFER_LIMITS.invoice * 4) || null,
    });
    return detailOf(tx, await userTransferOrFail(tx, auth, access, id));
  });
}

/** Cancels a receiver's payment (its parts stay in the history, inactive). */
export async function cancelUserTransferPayment(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await userTransferOrFail(tx, auth, access, id, true);
    assertTransferAction(row.status, 'pay');
    if (!row.isPaid) throw new AppError('statusError', { message: msg(e, 'notPaid') });
    await users.cancelPayments(tx, id);
    await users.updateUserTransfer(tx, id, { isPaid: false, paidDate: null, invoice: null });
    return detailOf(tx, await userTransferOrFail(tx, auth, access, id));
  });
}
