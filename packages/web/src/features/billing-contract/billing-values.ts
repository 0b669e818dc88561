import { billingTermsText, fmt, type BillingContract, type BillingStatement } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { formatCents, formatDate, formatDateTime, toCents } from '@honora/domain';
import { decimalShown } from '../../shared/forms/decimal-text';

/** How /client/BillingContract writes its contract and statements (billing.md §2 BillingContract). */

/** The API's exact money text "1500.00" → "R$ 1.500,00" (integer cents, never a float). */
export const moneyText = (text: string): string => formatCents(toCents(text));

/** "01/03/2026 a 31/12/2026", "Desde 01/03/2026, sem término". */
export function validityText(contract: Pick<BillingContract, 'startsOn' | 'endsOn'>): string {
  const start = formatDate(contract.startsOn);
  return contract.endsOn
    ? fmt(t.validityText, { start, end: formatDate(contract.endsOn) })
    : fmt(t.validityOpen, { start });
}

/**
 * The fee in words, the same text the PDF and the Excel print (decision 052): "6,5 % sobre Notas
 * fiscais emitidas no mês, mínimo de R$ 1.500,00" or "R$ 3.000,00 por mês".
 */
export const termsText = billingTermsText;

/** What the percentage gives: "R$ 1.463,14 (6,5 % da base)". */
export const byPercentText = (terms: Pick<BillingContract, 'percent'>, byPercent: string): string =>
  fmt(t.byPercentOf, { value: moneyText(byPercent), percent: decimalShown(terms.percent ?? '0') });

/** "Dia 10 do mês seguinte". */
export const dueDayText = (dueDay: number): string => fmt(t.dueDayText, { day: dueDay });

/** What a statement's status line says: issued on/by, paid on, or cancelled with its reason. */
export function statementStatusText(statement: BillingStatement): string {
  switch (statement.status) {
    case 'PAID':
      return fmt(t.paidOnText, { date: statement.paidOn ? formatDate(statement.paidOn) : '' });
    case 'CANCELLED':
      return fmt(t.cancelledText, { reason: statement.cancelReason ?? '' });
    case 'ISSUED':
      return issuedText(statement);
  }
}

/** "Emitida em 05/04/2027 10:30 por Carla". */
export const issuedText = (statement: Pick<BillingStatement, 'issuedAt' | 'issuedByName'>): string =>
  fmt(t.issuedOn, { date: formatDateTime(statement.issuedAt), name: statement.issuedByName ?? '—' });

/** The status badges' colours: issued waits (orange), paid green, cancelled grey. */
export const STATUS_COLORS: Record<BillingStatement['status'], string> = {
  ISSUED: 'orange',
  PAID: 'green',
  CANCELLED: 'gray',
};

/** The file a statement downloads as when the server names none: "fatura-faturamento-12-2027-03.pdf". */
export const fileNameOf = (statement: Pick<BillingStatement, 'number' | 'month'>, kind: 'pdf' | 'xlsx'): string =>
  `${fmt(t.file.fileName, { number: statement.number, month: statement.month.slice(0, 7) })}.${kind}`;
