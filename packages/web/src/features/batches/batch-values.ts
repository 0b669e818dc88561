import { formatMoneyText } from '../../shared/pricing/decimal-format';

/**
 * Whether the answer carries money: the server strips every total* field for users who may not
 * see values (hasValues routes), so a record without totalProduced means "hide the value columns".
 */
export function carriesValues(record: { totalProduced?: string | undefined } | undefined): boolean {
  return typeof record?.totalProduced === 'string';
}

/** Decimal text as money ("R$ 1.234,56"); nothing when the value was stripped. */
export function moneyOf(text: string | undefined): string {
  return text === undefined ? '' : formatMoneyText(text);
}
