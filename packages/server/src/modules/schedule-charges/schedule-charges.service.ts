import {
  messages,
  msg,
  type ScheduleCharge,
  type ScheduleChargeHospital,
  type ScheduleChargeLine,
  type ScheduleCharges,
  type ScheduleChargesQuery,
} from '@honora/contract';
import {
  centsText,
  chargeLines,
  chargeTotals,
  formatMonth,
  toCents,
  type ChargeLine,
  type ChargeSlot,
  type CompanyModule,
} from '@honora/domain';
import { lastDayOfMonth } from '@honora/domain/contracts/calendar';
import { contractInstallments, contracts, scheduleCharges, withTenant, type Tx } from '@honora/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import {
  companyHospital,
  contractsInForce,
  coveredSlots,
  isMonthClosed,
  monthCharges,
  type ChargeRow,
  type CoveredSlotRow,
} from './schedule-charges.repository';

/** platform.md §6 module scheduleCharge. */
export const SCHEDULE_CHARGE_MODULE: CompanyModule = 'scheduleCharge';
const CHARGES_LOCK = 'schedule-charges';
const UNIQUE_ISSUED = 'schedule_charges_issued_key';

const e = messages.screens.scheduleCharges.errors;
export const chargeNotFound = () =>
  new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/** The first and last days of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: lastDayOfMonth(month) };
}

const cents = (text: string | null) => (text === null ? null : toCents(text));

const toChargeSlot = (row: CoveredSlotRow): ChargeSlot => ({
  workplace: row.workplace,
  shift: row.shift,
  category: row.category,
  exclusive: row.exclusive,
  minutes: row.minutes,
  valuePerHour: cents(row.value_per_hour),
  onCallPercentage: row.on_call_percentage,
});

/** A statement's line as answered and stored: money as decimal text. */
const lineAnswer = (line: ChargeLine): ScheduleChargeLine => ({
  ...line,
  ratePerHour: centsText(line.ratePerHour),
  amount: centsText(line.amount),
});

type InForce = Awaited<ReturnType<typeof contractsInForce>>[number];

const contractRef = ({ contract, installment }: InForce) => ({
  id: contract.id,
  type: contract.type,
  installment: installment
    ? {
        id: installment.id,
        seq: installment.seq,
        dueOn: installment.dueOn,
        value: centsText(toCents(installment.value)),
      }
    : null,
});

/** The rate a contract gives slots whose shift has none: its rate per hour when it is paid by the hour. */
const contractRate = (c: InForce | undefined) =>
  c && !c.contract.fixedValue && c.contract.ratePerHour !== null ? toCents(c.contract.ratePerHour) : null;

/** The lines and totals of a hospital's covered slots under a contract (or none). */
function statementOf(slots: readonly CoveredSlotRow[], contract: InForce | undefined) {
  const lines = chargeLines(slots.map(toChargeSlot), contractRate(contract));
  return { lines, ...chargeTotals(lines) };
}

/** Stored statements as answered, with their contract and installment. */
async function chargeAnswers(tx: Tx, rows: readonly ChargeRow[], hospitalNames: ReadonlyMap<string, string>) {
  const contractIds = [...new Set(rows.flatMap((r) => (r.contractId ? [r.contractId] : [])))];
  const installmentIds = [...new Set(rows.flatMap((r) => (r.installmentId ? [r.installmentId] : [])))];
  const contractRows = contractIds.length
    ? await tx
        .select({ id: contracts.id, type: contracts.type })
        .from(contracts)
        .where(inArray(contracts.id, contractIds))
    : [];
  const installmentRows = installmentIds.length
    ? await tx.select().from(contractInstallments).where(inArray(contractInstallments.id, installmentIds))
    : [];
  const types = new Map(contractRows.map((c) => [c.id, c.type]));
  const installments = new Map(installmentRows.map((i) => [i.id, i]));
  return rows.map((row): ScheduleCharge => {
    const installment = row.installmentId ? installments.get(row.installmentId) : undefined;
    return {
      id: row.id,
      hospital: { id: row.hospitalId, name: hospitalNames.get(row.hospitalId) ?? '' },
      month: row.month.slice(0, 7),
      status: row.status as ScheduleCharge['status'],
      contract: row.contractId
        ? {
            id: row.contractId,
            type: types.get(row.contractId) ?? '',
            installment: installment
              ? {
                  id: installment.id,
                  seq: installment.seq,
                  dueOn: installment.dueOn,
                  value: centsText(toCents(installment.value)),
                }
              : null,
          }
        : null,
      minutes: Number(row.minutes),
      total: centsText(toCents(row.total)),
      lines: row.lines as ScheduleChargeLine[],
      notes: row.notes,
      issuedAt: row.issuedAt.toISOString(),
      issuedByName: row.issuedByName,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
    };
  });
}

/** GET /api/schedule-charges?month: each hospital's covered hours and amount, its contracts and statements. */
export async function listScheduleCharges(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleChargesQuery,
): Promise<ScheduleCharges> {
  const { companyId, tenant } = scopeOf(auth, access);
  const { first, last } = monthDays(query.month);
  return withTenant(ctx.db, tenant, async (tx) => {
    const slots = await coveredSlots(tx, companyId, first, last);
    const charges = await monthCharges(tx, companyId, first);
    const names = new Map(slots.map((s) => [s.hospital_id, s.hospital_name]));
    for (const charge of charges)
      if (!names.has(charge.hospitalId)) {
        const hospital = await companyHospital(tx, companyId, charge.hospitalId);
        names.set(charge.hospitalId, hospital?.name ?? '');
      }
    const inForce = await contractsInForce(tx, companyId, [...names.keys()], first, last);
    const answers = await chargeAnswers(tx, charges, names);
    const hospitals = [...names.entries()]
      .sort(([, a], [, b]) => a.localeCompare(b, 'pt-BR'))
      .map(([id, name]): ScheduleChargeHospital => {
        const own = slots.filter((s) => s.hospital_id === id);
        const contractsOf = inForce.filter((c) => c.contract.hospitalId === id);
        const statement = statementOf(own, contractsOf[0]);
        return {
          hospital: { id, name },
          minutes: statement.minutes,
          slots: own.length,
          total: centsText(statement.total),
          lines: statement.lines.map(lineAnswer),
          contracts: contractsOf.map(contractRef),
          issued: answers.find((c) => c.hospital.id === id && c.status === 'ISSUED') ?? null,
          cancelled: answers.filter((c) => c.hospital.id === id && c.status === 'CANCELLED'),
        };
      });
    return { month: query.month, closed: await isMonthClosed(tx, companyId, first), hospitals };
  });
}

/**
 * POST /api/schedule-charges: the hospital's statement of a closed month, stored as computed now
 * (decision 048), linked to its contract in force (the one asked, or the only one) and the
 * installment whose period holds the month. One issued statement per hospital and month.
 */
export async function issueScheduleCharge(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { hospitalId: string; month: string; contractId: string | null; notes: string | null },
): Promise<ScheduleCharge> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, SCHEDULE_CHARGE_MODULE);
  const { first, last } = monthDays(body.month);
  try {
    return await withTenant(ctx.db, tenant, async (tx) => {
      await lockCompanyRule(tx, CHARGES_LOCK, companyId);
      const hospital = await companyHospital(tx, companyId, body.hospitalId);
      if (!hospital) throw AppError.field('inputError', 'hospitalId', msg(e, 'hospital'));
      if (!(await isMonthClosed(tx, companyId, first)))
        throw new AppError('statusError', { message: msg(e, 'monthNotClosed') });
      const slots = await coveredSlots(tx, companyId, first, last, hospital.id);
      if (slots.length === 0) throw new AppError('statusError', { message: msg(e, 'nothingCovered') });
      const inForce = await contractsInForce(tx, companyId, [hospital.id], first, last);
      let contract: InForce | undefined;
      if (body.contractId) {
        contract = inForce.find((c) => c.contract.id === body.contractId);
        if (!contract) throw AppError.field('inputError', 'contractId', msg(e, 'contract'));
      } else if (inForce.length > 1) {
        throw AppError.field('inputError', 'contractId', msg(e, 'chooseContract'));
      } else contract = inForce[0];
      const statement = statementOf(slots, contract);
      const [row] = await tx
        .insert(scheduleCharges)
        .values({
          companyId,
          hospitalId: hospital.id,
          month: first,
          contractId: contract?.contract.id ?? null,
          installmentId: contract?.installment?.id ?? null,
          minutes: String(statement.minutes),
          total: centsText(statement.total),
          lines: statement.lines.map(lineAnswer),
          notes: body.notes,
          issuedBy: auth.userId,
          issuedByName: auth.userName,
        })
        .returning();
      return (await chargeAnswers(tx, [row!], new Map([[hospital.id, hospital.name]])))[0]!;
    });
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_ISSUED))
      throw new AppError('statusError', { message: msg(e, 'alreadyIssued') });
    throw error;
  }
}

/** POST /api/schedule-charges/:id/cancel: an issued statement is cancelled with its reason (kept in history). */
export async function cancelScheduleCharge(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  reason: string,
): Promise<ScheduleCharge> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [current] = await tx.select().from(scheduleCharges).where(eq(scheduleCharges.id, id)).for('update');
    if (!current || current.companyId !== companyId || current.deletedAt !== null) throw chargeNotFound();
    assertWritable(access, current.companyId, SCHEDULE_CHARGE_MODULE);
    if (current.status !== 'ISSUED') throw new AppError('statusError', { message: msg(e, 'notIssued') });
    const [row] = await tx
      .update(scheduleCharges)
      .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledByName: auth.userName, cancelReason: reason })
      .where(and(eq(scheduleCharges.id, id), isNull(scheduleCharges.deletedAt)))
      .returning();
    const hospital = await companyHospital(tx, companyId, row!.hospitalId);
    return (await chargeAnswers(tx, [row!], new Map([[row!.hospitalId, hospital?.name ?? '']])))[0]!;
  });
}

/** One statement with what its files show: the company, the hospital, the month in words. */
export async function loadCharge(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [row] = await tx.select().from(scheduleCharges).where(eq(scheduleCharges.id, id));
    if (!row || row.companyId !== companyId || row.deletedAt !== null) throw chargeNotFound();
    const hospital = await companyHospital(tx, companyId, row.hospitalId);
    const [charge] = await chargeAnswers(tx, [row], new Map([[row.hospitalId, hospital?.name ?? '']]));
    return { charge: charge!, monthText: formatMonth(charge!.month) };
  });
}
