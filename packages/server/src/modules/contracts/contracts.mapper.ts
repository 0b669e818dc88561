import type { ContractDetail, ContractInstallment, ContractSummary } from '@honora/contract';
import {
  centsText,
  contractFacts,
  contractHoursValue,
  isContractCurrent,
  paymentPeriods,
  remainingHoursValue,
  toCents,
  type BillingType,
  type ContractStatus,
  type ContractTerms,
  type InstallmentStatus,
} from '@honora/domain';
import type { ContractRow, InstallmentRow, NamedContractRow } from './contracts.repository';

/** Stored rows ↔ the domain's terms and the API's answers (decision 045: money in cents, text at the edges). */

const cents = (text: string | null) => (text === null ? null : toCents(text));

/** The domain's terms of a stored contract and its live installments. */
export function termsOf(row: ContractRow, installments: readonly InstallmentRow[]): ContractTerms {
  return {
    id: row.id,
    type: row.type,
    insurerId: row.insurerId,
    hospitalId: row.hospitalId,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    billingType: row.billingType as BillingType,
    billingDay: row.billingDay,
    fixedValue: row.fixedValue,
    value: cents(row.value),
    hoursPerPeriod: row.hoursPerPeriod,
    ratePerHour: cents(row.ratePerHour),
    installments: installments.map((r) => ({ dueOn: r.dueOn, value: toCents(r.value) })),
  };
}

export const installmentStatuses = (rows: readonly InstallmentRow[]) => rows.map((r) => r.status as InstallmentStatus);

function toInstallment(row: InstallmentRow): ContractInstallment {
  return {
    id: row.id,
    seq: row.seq,
    dueOn: row.dueOn,
    value: centsText(toCents(row.value)),
    status: row.status as InstallmentStatus,
    periodStartsOn: row.periodStartsOn,
    periodEndsOn: row.periodEndsOn,
    receivedOn: row.receivedOn,
    receiptNote: row.receiptNote,
    reversalReason: row.reversalReason,
  };
}

/** The list's answer of a contract: its terms, status, current flag and the installments' totals. */
export function toSummary(
  row: NamedContractRow,
  installments: readonly InstallmentRow[],
  today: string,
): ContractSummary {
  let total = 0n;
  let received = 0n;
  let receivedCount = 0;
  let nextDueOn: string | null = null;
  for (const installment of installments) {
    const value = toCents(installment.value);
    total += value;
    if (installment.status === 'Received') {
      received += value;
      receivedCount += 1;
    } else if (nextDueOn === null || installment.dueOn < nextDueOn) nextDueOn = installment.dueOn;
  }
  const money = (text: string | null) => (text === null ? null : centsText(toCents(text)));
  return {
    id: row.id,
    type: row.type,
    insurer: row.insurerId ? { id: row.insurerId, name: row.insurerName ?? '' } : null,
    hospital: row.hospitalId ? { id: row.hospitalId, name: row.hospitalName ?? '' } : null,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    billingType: row.billingType as BillingType,
    billingDay: row.billingDay,
    fixedValue: row.fixedValue,
    value: money(row.value),
    hoursPerPeriod: row.hoursPerPeriod,
    ratePerHour: money(row.ratePerHour),
    notes: row.notes,
    status: row.status as ContractStatus,
    current: isContractCurrent(row, today),
    installmentsCount: installments.length,
    receivedCount,
    totalValue: centsText(total),
    receivedValue: centsText(received),
    nextDueOn,
  };
}

/** A contract as its screen shows it: with the installments, periods and the §5 values. */
export function toDetail(
  row: NamedContractRow,
  installments: readonly InstallmentRow[],
  today: string,
): ContractDetail {
  const terms = termsOf(row, installments);
  const facts = contractFacts(terms, installmentStatuses(installments));
  return {
    ...toSummary(row, installments, today),
    installments: installments.map(toInstallment),
    periods: paymentPeriods(terms).map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
    hoursValue: centsText(contractHoursValue(terms)),
    remainingHoursValue: centsText(remainingHoursValue(terms)),
    unscheduledValue: centsText(facts.unscheduledValue),
  };
}
