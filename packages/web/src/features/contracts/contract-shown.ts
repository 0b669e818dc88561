import { fmt, type ContractInstallment, type ContractSummary } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { formatDate } from '@honora/domain';
import { decimalShown, moneyShown } from '../../shared/forms/decimal-text';

/** How the contract screens write a contract (platform.md §3 Contract; decision 045). */

/** Money as shown: "R$ 1.234,56" on one line; none: blank. */
export function moneyOf(text: string | null | undefined): string {
  const shown = moneyShown(text);
  return shown === '' ? '' : `R$\u00a0${shown}`;
}

/** A calendar day 'YYYY-MM-DD' as DD/MM/AAAA; none: a dash. */
export const dateOf = (day: string | null | undefined): string => (day ? formatDate(day) : '—');

/** "01/03/2027 a 29/02/2028". */
export const rangeOf = (startsOn: string, endsOn: string): string =>
  fmt(t.validityRange, { start: dateOf(startsOn), end: dateOf(endsOn) });

/** The hospital and/or the insurer the contract is with. */
export function counterpartOf(contract: Pick<ContractSummary, 'hospital' | 'insurer'>): string {
  return [contract.hospital?.name, contract.insurer?.name].filter(Boolean).join(' · ');
}

/** The mode and its amounts: "Valor fixo: R$ 12.000,00" or "40 h × R$ 150,00 por período". */
export function modeOf(
  contract: Pick<ContractSummary, 'fixedValue' | 'value' | 'hoursPerPeriod' | 'ratePerHour'>,
): string {
  if (contract.fixedValue) return fmt(t.fixedValueOf, { value: moneyOf(contract.value ?? '0') });
  return fmt(t.hoursTimesRate, {
    hours: decimalShown(contract.hoursPerPeriod ?? '0'),
    rate: moneyOf(contract.ratePerHour ?? '0'),
  });
}

/** "1 de 12 recebida(s)". */
export const receivedOf = (contract: Pick<ContractSummary, 'receivedCount' | 'installmentsCount'>): string =>
  fmt(t.installmentsCount, { received: contract.receivedCount, count: contract.installmentsCount });

/** The payment period an installment pays; one added by hand pays none: a dash. */
export function periodOf(installment: Pick<ContractInstallment, 'periodStartsOn' | 'periodEndsOn'>): string {
  const { periodStartsOn: start, periodEndsOn: end } = installment;
  return start && end ? rangeOf(start, end) : '—';
}

/** The status badges' colours: open blue, waiting for payment orange, closed green. */
export const STATUS_COLORS: Record<ContractSummary['status'], string> = {
  Open: 'blue',
  WaitPayment: 'orange',
  Closed: 'green',
};

export const INSTALLMENT_COLORS: Record<ContractInstallment['status'], string> = {
  WaitPayment: 'orange',
  Received: 'green',
};
