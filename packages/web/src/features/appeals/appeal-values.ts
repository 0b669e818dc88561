import { formatMoneyText } from '../../shared/pricing/decimal-format';

/**
 * Whether the answer carries money: the server strips the appeal's values for users who may not
 * see them (readValues), so an appeal without totalGlosado means "hide the value columns".
 */
export const carriesValues = (record: { totalGlosado?: string | undefined }): boolean =>
  typeof record.totalGlosado === 'string';

/** Decimal text as money ("R$ 1.234,56"); a dash when the value was stripped. */
export const moneyOf = (text: string | undefined): string => (text === undefined ? '—' : formatMoneyText(text));
