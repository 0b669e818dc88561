import { messages, msg, type BillingContract, type BillingContractInput } from '@honora/contract';
import { coversMonth, formatMonth, overlappingMonths, type CompanyModule } from '@honora/domain';
import { billingContracts, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, lockCompanyRule } from '../registries';
import { normalizeMoney } from './billing-money';
import { liveContracts, lockedContract, monthsInForce, type BillingContractRow } from './billing-contracts.repository';

/**
 * The group's contracts with its billing company (billing.md §2 BillingContract; decision 052).
 * Module `contracts` (platform.md §6: residents are denied contracts): list to see, write to
 * create and change, rm to remove. Saves take the company's lock, so two contracts sharing a
 * month cannot both pass.
 */

export const BILLING_CONTRACT_MODULE: CompanyModule = 'contracts';
const LOCK = 'billing-contracts';
const e = messages.screens.billingContract.errors;

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

export const contractNotFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** A stored contract as answered. */
export function contractAnswer(row: BillingContractRow, statementsInForce: number): BillingContract {
  return {
    id: row.id,
    providerName: row.providerName,
    providerDocument: row.providerDocument,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    feeType: row.feeType as BillingContract['feeType'],
    base: row.base as BillingContract['base'],
    percent: row.percent === null ? null : String(Number(row.percent)),
    minimumFee: normalizeMoney(row.minimumFee),
    fixedFee: normalizeMoney(row.fixedFee),
    dueDay: row.dueDay,
    notes: row.notes,
    statementsInForce,
  };
}

/** GET /api/billing-contracts. */
export async function listBillingContracts(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await liveContracts(tx, companyId);
    return { items: rows.map((r) => contractAnswer(r.contract, r.statementsInForce)) };
  });
}

/** The columns a body writes (the CNPJ kept as typed, its digits checked by the schema). */
const columnsOf = (body: BillingContractInput) => ({
  providerName: body.providerName,
  providerDocument: body.providerDocument,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  feeType: body.feeType,
  base: body.base,
  percent: body.percent,
  minimumFee: body.minimumFee,
  fixedFee: body.fixedFee,
  dueDay: body.dueDay,
  notes: body.notes,
});

/** Decision 051: one contract a month — refuse a validity that shares a month with another live contract. */
async function assertNoOverlap(tx: Tx, companyId: string, body: BillingContractInput, selfId: string | null) {
  const others = (await liveContracts(tx, companyId)).map((r) => r.contract).filter((c) => c.id !== selfId);
  const other = overlappingMonths(body, others);
  if (!other) return;
  const month = [body.startsOn, other.startsOn].sort()[1]!.slice(0, 7);
  throw AppError.field(
    'inputError',
    'startsOn',
    msg(e, 'overlap', { provider: other.providerName, month: formatMonth(month) }),
  );
}

/** POST /api/billing-contracts. */
export async function createBillingContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: BillingContractInput,
): Promise<BillingContract> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, BILLING_CONTRACT_MODULE);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    await assertNoOverlap(tx, companyId, body, null);
    const [row] = await tx
      .insert(billingContracts)
      .values({ companyId, ...columnsOf(body) })
      .returning();
    return contractAnswer(row!, 0);
  });
}

/**
 * PUT /api/billing-contracts/:id. The terms may change (issued statements keep the terms they
 * were issued with); the validity must keep covering every month with a statement in force.
 */
export async function updateBillingContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: BillingContractInput,
): Promise<BillingContract> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, BILLING_CONTRACT_MODULE);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    if (!(await lockedContract(tx, companyId, id))) throw contractNotFound();
    const months = await monthsInForce(tx, id);
    const uncovered = months.find((m) => !coversMonth(body, m.slice(0, 7)));
    if (uncovered)
      throw AppError.field(
        'inputError',
        'startsOn',
        msg(e, 'validityLocked', { month: formatMonth(uncovered.slice(0, 7)) }),
      );
    await assertNoOverlap(tx, companyId, body, id);
    const [row] = await tx.update(billingContracts).set(columnsOf(body)).where(eq(billingContracts.id, id)).returning();
    return contractAnswer(row!, months.length);
  });
}

/** DELETE /api/billing-contracts/:id: only a contract without statements in force (cancelled ones stay in history). */
export async function removeBillingContract(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, BILLING_CONTRACT_MODULE);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, LOCK, companyId);
    if (!(await lockedContract(tx, companyId, id))) throw contractNotFound();
    if ((await monthsInForce(tx, id)).length > 0)
      throw new AppError('statusError', { message: msg(e, 'hasStatements') });
    await tx.update(billingContracts).set({ deletedAt: new Date() }).where(eq(billingContracts.id, id));
    return { ok: true as const };
  });
}
