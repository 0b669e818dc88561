import {
  messages,
  msg,
  type Transfer,
  type transferComputeBodySchema,
  type transferListQuerySchema,
  type transferLockBodySchema,
} from '@honora/contract';
import { transfers, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import { brazilDate, centsText, monthAfter, toCents, transferActionProblem, type TransferAction } from '@honora/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { requireBillingAccess } from '../money';
import { nextSequential } from '../sequential';
import { taxRulesInForce } from '../taxes';
import {
  computeReceiver,
  DEFAULT_PROFILE,
  receiverKey,
  shareOpenEntries,
  storedLine,
  transferTotals,
} from './transfer-compute';
import * as repo from './transfers.repository';
import * as users from './user-transfers.repository';

const e = messages.screens.transfers.errors;
type ListQuery = z.output<typeof transferListQuerySchema>;
type ComputeBody = z.output<typeof transferComputeBodySchema>;
type LockBody = z.output<typeof transferLockBodySchema>;

export const monthOf = (date: string): string => date.slice(0, 7);

export function toTransfer(row: repo.TransferWithPaid): Transfer {
  return {
    id: row.id,
    companyId: row.companyId,
    code: row.code,
    month: monthOf(row.month),
    mode: row.mode,
    status: row.status,
    computedAt: row.computedAt.toISOString(),
    lockedAt: row.lockedAt?.toISOString() ?? null,
    lockedByName: row.lockedByName,
    entryCount: row.entryCount,
    receiverCount: row.receiverCount,
    paidCount: row.paidCount,
    fullValue: row.fullValue,
    companyShare: row.companyShare,
    discount: row.discount,
    totalTaxes: row.taxes,
    totalFees: row.fees,
    liquid: row.liquid,
  };
}

/** Why `action` is refused on the transfer (billing.md §8 finance messages), thrown as statusError. */
export function assertTransferAction(status: 'OPEN' | 'LOCKED', action: TransferAction, isPaid = false): void {
  const problem = transferActionProblem(status, action, isPaid);
  if (problem) throw new AppError('statusError', { message: msg(e, problem) });
}

export async function listTransfers(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items, total } = await repo.listTransfers(
      tx,
      access.companyIds,
      {
        from: query.from ? `${query.from}-01` : undefined,
        until: query.to ? `${monthAfter(query.to)}-01` : undefined,
        mode: query.mode,
      },
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: items.map(toTransfer), total };
  });
}

export async function transferOrFail(tx: Tx, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findTransfer(tx, access.companyIds, id, lock);
  if (!row) throw new AppError('notFound', { message: msg(e, 'notFound') });
  return row;
}

export async function getTransfer(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => toTransfer(await transferOrFail(tx, access, id)));
}

/**
 * (Re)computes an open transfer from the entries it would take now, with the taxes of its month,
 * keeping the discounts the manager set, and writes its receivers and totals.
 */
async function computeInto(tx: Tx, row: repo.TransferRow): Promise<void> {
  const month = monthOf(row.month);
  const where = repo.openEntriesWhere(row.companyId, month, row.mode);
  const [{ entries, teams }, rules, discounts] = await Promise.all([
    repo.openEntries(tx, where),
    taxRulesInForce(tx, row.companyId, month),
    users.discountsOf(tx, row.id),
  ]);
  const { receivers, companyShare } = shareOpenEntries(entries, teams);
  const ids = receivers.map((r) => r.receiverId);
  const [profiles, names] = await Promise.all([
    users.profilesOf(tx, row.companyId, ids),
    repo.receiverNames(tx, row.companyId, ids),
  ]);
  const profileOf = new Map(profiles.map((p) => [p.receiverId, p]));
  const computed = receivers.map((receiver) => {
    const discount = toCents(discounts.get(receiverKey(receiver.receiverType, receiver.receiverId)) ?? '0');
    try {
      return computeReceiver(month, receiver, profileOf.get(receiver.receiverId) ?? DEFAULT_PROFILE, discount, rules);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError('inputError', { message: msg(e, 'noTaxTable', { month }) });
      throw error;
    }
  });
  await users.saveComputation(
    tx,
    row.id,
    computed.map(({ month: m, personType, result }) => ({
      companyId: row.companyId,
      transferId: row.id,
      receiverId: m.receiverId,
      receiverType: m.receiverType,
      receiverName: names.get(m.receiverId) ?? m.receiverId,
      personType,
      entryCount: m.entryCount,
      fullValue: centsText(result.fullValue),
      discount: centsText(result.discount),
      value: centsText(result.receivedValue),
      valueBaseTransfer: centsText(result.valueBaseTransfer),
      valueBaseIR: centsText(result.valueBaseIR),
      totalTaxes: centsText(result.totalTaxes),
      totalFees: centsText(result.totalFees),
      withheldByPayer: centsText(result.withheldByPayerTotal),
      liquid: centsText(result.liquid),
      taxes: result.lines.map(storedLine),
      steps: result.steps as unknown as Record<string, unknown>[],
      byInsurer: Object.fromEntries([...m.byInsurer].map(([k, v]) => [k, centsText(v)])),
    })),
  );
  await repo.updateTransfer(tx, row.id, {
    ...transferTotals(computed),
    companyShare: centsText(companyShare),
    entryCount: entries.length,
    entriesHash: repo.entriesHash(entries.map((entry) => entry.id)),
    receiverCount: computed.length,
    computedAt: new Date(),
  });
}

/** Recomputes an open transfer (a receiver's discount changed). */
export async function recomputeTransfer(tx: Tx, transferId: string): Promise<void> {
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, transferId)).for('update');
  assertTransferAction(row!.status, 'change');
  await computeInto(tx, row!);
}

/** Answers the transfer as stored now. */
const answer = async (tx: Tx, access: RequestAccess, id: string) => toTransfer(await transferOrFail(tx, access, id));

/** The month must have started (São Paulo calendar). */
function assertStarted(month: string): void {
  if (month > monthOf(brazilDate(new Date()))) throw AppError.field('inputError', 'month', msg(e, 'futureMonth'));
}

/**
 * Computes the month's transfer in a mode, creating it on first use (billing.md §3; decision 031).
 * Of two managers computing the same month at once, one creates it (the partial unique index) and
 * the other waits for it and recomputes it: there is only ever one.
 */
export async function computeTransfer(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: ComputeBody) {
  requireBillingAccess(access);
  assertStarted(body.month);
  const companyId = auth.companyId!;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    let row = await repo.lockMonthTransfer(tx, companyId, body.month, body.mode);
    if (!row) {
      const code = await nextSequential(tx, { id: companyId, table: 'transfers', field: 'code' }, ctx.log, {
        isTaken: (n) => repo.codeTaken(tx, companyId, n),
        maxUsed: () => repo.maxCode(tx, companyId),
      });
      row =
        (await repo.insertTransfer(tx, { companyId, code, month: body.month, mode: body.mode })) ??
        (await repo.lockMonthTransfer(tx, companyId, body.month, body.mode));
      if (!row) throw new AppError('statusError', { message: msg(e, 'computeBusy') });
    }
    assertTransferAction(row.status, 'change');
    await computeInto(tx, row);
    return answer(tx, access, row.id);
  });
}

/**
 * Locks the transfer (billing.md §4 OPEN → LOCKED) as the manager saw it: the same computation
 * (computedAt), and its id stamped on exactly the receipts it computed — only receipts no other
 * transfer took, so none sits in two. A receipt posted, cancelled or taken by another transfer
 * since refuses the lock (transferStale) and nothing changes.
 */
export async function lockTransfer(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: LockBody,
) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await transferOrFail(tx, access, id, true);
    assertTransferAction(row.status, 'lock');
    const stale = () => new AppError('statusError', { message: msg(e, 'transferStale') });
    if (new Date(body.computedAt).getTime() !== row.computedAt.getTime()) throw stale();
    const where = repo.openEntriesWhere(row.companyId, monthOf(row.month), row.mode);
    const stamped = await repo.stampEntries(tx, where, id);
    if (stamped.length !== row.entryCount || repo.entriesHash(stamped) !== row.entriesHash) throw stale();
    await repo.updateTransfer(tx, id, { status: 'LOCKED', lockedAt: new Date(), lockedByName: auth.userName });
    return answer(tx, access, id);
  });
}

/** Unlocks a transfer none of whose receivers is paid: its entries are free again. */
export async function unlockTransfer(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await transferOrFail(tx, access, id, true);
    assertTransferAction(row.status, 'unlock');
    if (row.paidCount > 0) throw new AppError('statusError', { message: msg(e, 'transferHasPayments') });
    await repo.unstampEntries(tx, id);
    await repo.updateTransfer(tx, id, { status: 'OPEN', lockedAt: null, lockedByName: null });
    return answer(tx, access, id);
  });
}

/** Discards an open transfer: the month can be computed again from scratch. */
export async function discardTransfer(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  requireBillingAccess(access);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await transferOrFail(tx, access, id, true);
    assertTransferAction(row.status, 'change');
    await repo.updateTransfer(tx, id, { active: false });
    return toTransfer({ ...row, active: false });
  });
}
