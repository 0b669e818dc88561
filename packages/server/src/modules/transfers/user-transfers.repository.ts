import { paymentsSplitted, receiverTaxProfiles, transfers, userTransfers, type Queryable } from '@honora/db';
import { and, asc, count, eq, getTableColumns, gte, ilike, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';

export type UserTransferRow = typeof userTransfers.$inferSelect;
export type UserTransferValues = Omit<
  typeof userTransfers.$inferInsert,
  'id' | 'invoice' | 'isPaid' | 'paidDate' | 'discountReason'
>;
export type ProfileRow = typeof receiverTaxProfiles.$inferSelect;

/** A user transfer with its transfer's code, month, mode and status. */
const withTransfer = {
  ...getTableColumns(userTransfers),
  code: transfers.code,
  month: transfers.month,
  mode: transfers.mode,
  status: transfers.status,
  lockedAt: transfers.lockedAt,
};
export type UserTransferWithTransfer = UserTransferRow & {
  code: number;
  month: string;
  mode: 'ALL' | 'RECEIVED' | 'RECURSED';
  status: 'OPEN' | 'LOCKED';
  lockedAt: Date | null;
};

const COMPUTED = [
  'receiverName',
  'personType',
  'entryCount',
  'fullValue',
  'discount',
  'value',
  'valueBaseTransfer',
  'valueBaseIR',
  'totalTaxes',
  'totalFees',
  'withheldByPayer',
  'liquid',
  'taxes',
  'steps',
  'byInsurer',
] as const;

/** Writes a computation: one row per receiver (kept: invoice, discount reason), the others removed. */
export async function saveComputation(q: Queryable, transferId: string, rows: readonly UserTransferValues[]) {
  const keep = rows.map((r) => `${r.receiverType}:${r.receiverId}`);
  await q
    .delete(userTransfers)
    .where(
      and(
        eq(userTransfers.transferId, transferId),
        keep.length > 0
          ? notInArray(sql`${userTransfers.receiverType} || ':' || ${userTransfers.receiverId}`, keep)
          : undefined,
      ),
    );
  const set = Object.fromEntries(
    COMPUTED.map((key) => [key, sql.raw(`excluded.${userTransfers[key].name}`)]),
  ) as Record<(typeof COMPUTED)[number], SQL>;
  for (let i = 0; i < rows.length; i += 500) {
    await q
      .insert(userTransfers)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [userTransfers.transferId, userTransfers.receiverId, userTransfers.receiverType],
        set,
      });
  }
}

/** The discounts the manager set on a transfer's receivers, by receiverKey. */
export async function discountsOf(q: Queryable, transferId: string) {
  const rows = await q
    .select({ type: userTransfers.receiverType, id: userTransfers.receiverId, discount: userTransfers.discount })
    .from(userTransfers)
    .where(eq(userTransfers.transferId, transferId));
  return new Map(rows.map((r) => [`${r.type}:${r.id}`, r.discount]));
}

export interface UserTransferFilters {
  companyIds: readonly string[];
  transferId?: string | undefined;
  receiverId?: string | undefined;
  /** Inclusive start and exclusive end of the transfers' months. */
  from?: string | undefined;
  until?: string | undefined;
  lockedOnly?: boolean;
  search?: string | undefined;
}

function where(f: UserTransferFilters): SQL {
  return and(
    inArray(userTransfers.companyId, [...f.companyIds]),
    eq(transfers.active, true),
    f.transferId ? eq(userTransfers.transferId, f.transferId) : undefined,
    f.receiverId ? eq(userTransfers.receiverId, f.receiverId) : undefined,
    f.from ? gte(transfers.month, f.from) : undefined,
    f.until ? lt(transfers.month, f.until) : undefined,
    f.lockedOnly ? eq(transfers.status, 'LOCKED') : undefined,
    f.search ? ilike(userTransfers.receiverName, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )!;
}

/** A page of user transfers: by name within a transfer, by month across transfers. */
export async function listUserTransfers(
  q: Queryable,
  f: UserTransferFilters,
  window: { limit: number; offset: number },
): Promise<{ items: UserTransferWithTransfer[]; total: number }> {
  const condition = where(f);
  const items = await q
    .select(withTransfer)
    .from(userTransfers)
    .innerJoin(transfers, eq(transfers.id, userTransfers.transferId))
    .where(condition)
    .orderBy(asc(transfers.month), asc(userTransfers.receiverName), asc(userTransfers.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q
    .select({ n: count() })
    .from(userTransfers)
    .innerJoin(transfers, eq(transfers.id, userTransfers.transferId))
    .where(condition);
  return { items: items as UserTransferWithTransfer[], total: total?.n ?? 0 };
}

export async function findUserTransfer(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
  lock = false,
): Promise<UserTransferWithTransfer | undefined> {
  const query = q
    .select(withTransfer)
    .from(userTransfers)
    .innerJoin(transfers, eq(transfers.id, userTransfers.transferId))
    .where(
      and(eq(userTransfers.id, id), inArray(userTransfers.companyId, [...companyIds]), eq(transfers.active, true)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row as UserTransferWithTransfer | undefined;
}

export async function updateUserTransfer(q: Queryable, id: string, values: Partial<typeof userTransfers.$inferInsert>) {
  await q.update(userTransfers).set(values).where(eq(userTransfers.id, id));
}

export async function paymentsOf(q: Queryable, userTransferId: string) {
  return q
    .select()
    .from(paymentsSplitted)
    .where(and(eq(paymentsSplitted.userTransferId, userTransferId), eq(paymentsSplitted.active, true)))
    .orderBy(asc(paymentsSplitted.paidDate), asc(paymentsSplitted.createdAt));
}

export async function insertPayments(q: Queryable, rows: (typeof paymentsSplitted.$inferInsert)[]) {
  await q.insert(paymentsSplitted).values(rows);
}

export async function cancelPayments(q: Queryable, userTransferId: string) {
  await q
    .update(paymentsSplitted)
    .set({ active: false })
    .where(and(eq(paymentsSplitted.userTransferId, userTransferId), eq(paymentsSplitted.active, true)));
}

export async function profilesOf(q: Queryable, companyId: string, receiverIds?: readonly string[]) {
  if (receiverIds && receiverIds.length === 0) return [];
  return q
    .select()
    .from(receiverTaxProfiles)
    .where(
      and(
        eq(receiverTaxProfiles.companyId, companyId),
        receiverIds ? inArray(receiverTaxProfiles.receiverId, [...receiverIds]) : undefined,
      ),
    );
}

export async function upsertProfile(
  q: Queryable,
  values: Pick<ProfileRow, 'companyId' | 'receiverId' | 'personType' | 'cnpj' | 'dependants' | 'inssOtherSources'>,
) {
  const [row] = await q
    .insert(receiverTaxProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: [receiverTaxProfiles.companyId, receiverTaxProfiles.receiverId],
      set: {
        personType: values.personType,
        cnpj: values.cnpj,
        dependants: values.dependants,
        inssOtherSources: values.inssOtherSources,
      },
    })
    .returning();
  return row!;
}
