import {
  messages,
  msg,
  type ContractDetail,
  type ContractList,
  type ContractListQuery,
  type ContractSummary,
  type ContractValues,
} from '@honora/contract';
import {
  applyContractAction,
  contractFacts,
  formatCents,
  formatDate,
  generateInstallments,
  paymentPeriods,
  installmentDueOn,
  toCents,
  centsText,
  validateContractTerms,
  zonedDay,
  type CompanyModule,
  type ContractAction,
  type ContractRefusal,
  type ContractStatus,
  type ContractTerms,
  type ContractTermsProblem,
  type PaymentPeriod,
} from '@honora/domain';
import { contractInstallments, contracts, healthInsurers, hospitals, withTenant, type Tx } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, lockCompanyRule } from '../registries';
import { installmentStatuses, termsOf, toDetail, toSummary } from './contracts.mapper';
import {
  contractTypes,
  counterparts,
  listContractPage,
  liveInstallments,
  lockContract,
  namedContract,
  sameTypeContracts,
  type ContractRow,
} from './contracts.repository';

/** platform.md §6: contracts are their own module; residents never have it (residentDeniedModules). */
export const CONTRACTS_MODULE: CompanyModule = 'contracts';
/** Creating and changing contracts of a company one at a time: "the same negotiation twice" cannot be raced. */
const CONTRACTS_LOCK = 'contracts';

export const contractErrors = messages.screens.contracts.errors;
const e = contractErrors;

export const contractNotFound = () =>
  new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/** São Paulo's calendar day: the current flag and the overdue installments are of it. */
export const todayInSaoPaulo = () => zonedDay(Date.now());

/** A refusal of the states (decision 045) as the API's error. */
export function refusalError(refusal: ContractRefusal, unscheduled = 0n): AppError {
  if (refusal === 'installmentNotFound') return new AppError('notFound', { message: msg(e, 'installmentNotFound') });
  if (refusal === 'valueNotScheduled')
    return new AppError('statusError', { message: msg(e, 'valueNotScheduled', { value: formatCents(unscheduled) }) });
  if (refusal === 'reasonRequired') return AppError.field('inputError', 'reason', msg(e, 'reasonRequired'));
  return new AppError('statusError', { message: msg(e, refusal) });
}

/** The §5 problems as one input error, each on its field (the first one's text as the message). */
async function problemsError(tx: Tx, problems: readonly ContractTermsProblem[]): Promise<AppError> {
  const fields = [];
  for (const problem of problems) {
    if (problem.code === 'duplicateNegotiation' && problem.otherId) {
      const [other] = await tx.select().from(contracts).where(eq(contracts.id, problem.otherId));
      const params = { type: other!.type, start: formatDate(other!.startsOn), end: formatDate(other!.endsOn) };
      fields.push(fieldError(problem.path, msg(e, 'duplicateNegotiation', params)));
    } else if (problem.code !== 'duplicateNegotiation') {
      fields.push(fieldError(problem.path, msg(e, problem.code)));
    }
  }
  return new AppError('inputError', { fields, message: fields[0]!.message });
}

/** The counterparts named are the company's live hospitals and insurers. */
async function assertCounterparts(tx: Tx, companyId: string, body: ContractValues): Promise<void> {
  const known = async (table: typeof hospitals | typeof healthInsurers, id: string) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, companyId), isNull(table.deletedAt)));
    return row !== undefined;
  };
  if (body.insurerId && !(await known(healthInsurers, body.insurerId)))
    throw AppError.field('inputError', 'insurerId', msg(e, 'insurer'));
  if (body.hospitalId && !(await known(hospitals, body.hospitalId)))
    throw AppError.field('inputError', 'hospitalId', msg(e, 'hospital'));
}

const termsColumns = (body: ContractValues) => ({
  type: body.type,
  insurerId: body.insurerId,
  hospitalId: body.hospitalId,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  billingType: body.billingType,
  billingDay: body.billingDay,
  fixedValue: body.fixedValue,
  value: body.value,
  hoursPerPeriod: body.hoursPerPeriod,
  ratePerHour: body.ratePerHour,
  notes: body.notes,
});

function draftTerms(id: string | null, body: ContractValues): ContractTerms {
  const cents = (text: string | null) => (text === null ? null : toCents(text));
  return {
    id,
    ...termsColumns(body),
    value: cents(body.value),
    ratePerHour: cents(body.ratePerHour),
    installments: [],
  };
}

interface PlannedInstallment {
  dueOn: string;
  value: bigint;
  period: Pick<PaymentPeriod, 'startsOn' | 'endsOn'> | null;
}

/**
 * The installments to store: generated from the terms when the body has none (decision 045), or
 * the body's, each paying the payment period whose own due date it keeps (one typed by hand on
 * another day pays no particular period).
 */
function plannedInstallments(terms: ContractTerms, body: ContractValues): PlannedInstallment[] {
  if (body.installments === null) return generateInstallments(terms);
  const byDue = new Map(paymentPeriods(terms).map((p) => [installmentDueOn(p, terms.billingDay), p]));
  return body.installments.map((i) => ({
    dueOn: i.dueOn,
    value: toCents(i.value),
    period: byDue.get(i.dueOn) ?? null,
  }));
}

/** Checks the terms and installments against §5 and the company's other contracts; answers the installments to store. */
async function checkedInstallments(
  tx: Tx,
  companyId: string,
  id: string | null,
  body: ContractValues,
): Promise<PlannedInstallment[]> {
  await assertCounterparts(tx, companyId, body);
  const terms = draftTerms(id, body);
  const others = await sameTypeContracts(tx, companyId, body.type, id);
  const termsProblems = validateContractTerms(terms, others);
  if (termsProblems.length > 0) throw await problemsError(tx, termsProblems);
  const planned = plannedInstallments(terms, body);
  const withInstallments = { ...terms, installments: planned.map(({ dueOn, value }) => ({ dueOn, value })) };
  const problems = validateContractTerms(withInstallments);
  if (problems.length > 0) throw await problemsError(tx, problems);
  return planned;
}

/** Replaces the contract's live installments (soft-deleting the old, so the change log keeps them), in due order. */
async function writeInstallments(tx: Tx, row: ContractRow, planned: readonly PlannedInstallment[]): Promise<void> {
  await tx
    .update(contractInstallments)
    .set({ deletedAt: new Date() })
    .where(and(eq(contractInstallments.contractId, row.id), isNull(contractInstallments.deletedAt)));
  if (planned.length === 0) return;
  const ordered = [...planned].sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
  await tx.insert(contractInstallments).values(
    ordered.map((p, index) => ({
      companyId: row.companyId,
      contractId: row.id,
      seq: index + 1,
      dueOn: p.dueOn,
      value: centsText(p.value),
      periodStartsOn: p.period?.startsOn ?? null,
      periodEndsOn: p.period?.endsOn ?? null,
    })),
  );
}

/** The contract as answered after a write, read back in the same transaction. */
export async function detailOf(tx: Tx, id: string): Promise<ContractDetail> {
  const row = await namedContract(tx, id);
  if (!row) throw contractNotFound();
  return toDetail(row, (await liveInstallments(tx, [id])).get(id) ?? [], todayInSaoPaulo());
}

/** The selected company's live contract, locked; 404 otherwise (another company's is not told apart). */
export async function currentContract(tx: Tx, id: string, companyId: string): Promise<ContractRow> {
  const row = await lockContract(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw contractNotFound();
  return row;
}

/** GET /api/contracts: a page of the company's contracts, the types in use and the counterparts a contract may name. */
export async function listContracts(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ContractListQuery,
): Promise<ContractList> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    const { rows, total } = await listContractPage(tx, companyId, query, today);
    const installments = await liveInstallments(
      tx,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((row) => toSummary(row, installments.get(row.id) ?? [], today)),
      total,
      types: await contractTypes(tx, companyId),
      counterparts: await counterparts(tx, companyId),
    };
  });
}

export async function getContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ContractDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const row = await namedContract(tx, id);
    if (!row || row.companyId !== companyId || row.deletedAt !== null) throw contractNotFound();
    return toDetail(row, (await liveInstallments(tx, [id])).get(id) ?? [], todayInSaoPaulo());
  });
}

export async function createContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ContractValues,
): Promise<ContractDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, CONTRACTS_MODULE);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, CONTRACTS_LOCK, companyId);
    const planned = await checkedInstallments(tx, companyId, null, body);
    const [row] = await tx
      .insert(contracts)
      .values({ companyId, ...termsColumns(body) })
      .returning();
    await writeInstallments(tx, row!, planned);
    return detailOf(tx, row!.id);
  });
}

/** Changes an Open contract's terms and installments (decision 045: only an Open contract is edited). */
export async function updateContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ContractValues,
): Promise<ContractDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, CONTRACTS_LOCK, companyId);
    const current = await currentContract(tx, id, companyId);
    assertWritable(access, current.companyId, CONTRACTS_MODULE);
    await applyAction(tx, current, 'edit');
    const planned = await checkedInstallments(tx, companyId, id, body);
    const [row] = await tx.update(contracts).set(termsColumns(body)).where(eq(contracts.id, id)).returning();
    await writeInstallments(tx, row!, planned);
    return detailOf(tx, id);
  });
}

/** A contract action on the locked row: the status it leaves, or the refusal thrown. */
async function applyAction(tx: Tx, row: ContractRow, action: ContractAction) {
  const installments = (await liveInstallments(tx, [row.id])).get(row.id) ?? [];
  const facts = contractFacts(termsOf(row, installments), installmentStatuses(installments));
  const outcome = applyContractAction(row.status as ContractStatus, action, facts);
  if (!outcome.ok) throw refusalError(outcome.refusal, facts.unscheduledValue);
  return outcome.status;
}

/** bill (Open → WaitPayment) or reopen (WaitPayment → Open), decision 045. */
export async function moveContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  action: 'bill' | 'reopen',
): Promise<ContractDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentContract(tx, id, companyId);
    assertWritable(access, current.companyId, CONTRACTS_MODULE);
    const status = await applyAction(tx, current, action);
    await tx.update(contracts).set({ status }).where(eq(contracts.id, id));
    return detailOf(tx, id);
  });
}

/** Removes an Open contract (none of its installments can be Received) with its installments. */
export async function removeContract(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ContractSummary> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentContract(tx, id, companyId);
    assertWritable(access, current.companyId, CONTRACTS_MODULE);
    if (current.status !== 'Open') throw new AppError('statusError', { message: msg(e, 'removeNotOpen') });
    const row = await namedContract(tx, id);
    const installments = (await liveInstallments(tx, [id])).get(id) ?? [];
    await writeInstallments(tx, current, []);
    await tx.update(contracts).set({ deletedAt: new Date() }).where(eq(contracts.id, id));
    return toSummary(row!, installments, todayInSaoPaulo());
  });
}
