import { fmt, type ScheduleChargeHospital, type ScheduleChargeLine } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { formatCents, formatDate, formatDateTime, toCents } from '@honora/domain';

/** Money text "1234.50" → "R$ 1.234,50". */
export const moneyText = (text: string): string => formatCents(toCents(text));

/** Minutes as hours "36h00". */
export function hoursText(minutes: number): string {
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

/** "30%", "33,5%". */
export const shareText = (share: string): string => `${share.replace('.', ',')}%`;

type ContractRef = ScheduleChargeHospital['contracts'][number];

/** "3ª parcela, vencimento 10/04/2027", or that there is none. */
export const installmentText = (contract: ContractRef | null | undefined): string => {
  const i = contract?.installment;
  return i ? fmt(t.installmentText, { seq: i.seq, due: formatDate(i.dueOn) }) : t.noInstallment;
};

/**
 * The contract a hospital's figures are priced under: the issued statement's, else the first in
 * force (the server prices the preview under it and issues under it when it is the only one).
 */
export function contractOf(row: ScheduleChargeHospital): ContractRef | null {
  return row.issued ? row.issued.contract : (row.contracts[0] ?? null);
}

/** The figures shown for a hospital: the issued statement's when there is one, else the roster's now. */
export function figuresOf(row: ScheduleChargeHospital): {
  minutes: number;
  total: string;
  lines: ScheduleChargeLine[];
} {
  return row.issued ?? { minutes: row.minutes, total: row.total, lines: row.lines };
}

/** "Emitido em 05/04/2027 10:30 por Carla", "Não emitido". */
export function statusText(row: ScheduleChargeHospital): string {
  if (!row.issued) return t.statuses.NONE;
  return fmt(t.issuedOn, { date: formatDateTime(row.issued.issuedAt), name: row.issued.issuedByName ?? '' });
}

/** Whether any line has no rate (neither the shift nor a contract by the hour gives one). */
export const hasLineWithoutRate = (lines: readonly ScheduleChargeLine[]): boolean =>
  lines.some((l) => l.rateSource === 'none');
