import { messages, type MoneyItemBalance, type TransactionTypeValue } from '@honora/contract';

const types = messages.screens.money.types;

/** The key that ties a transaction to its item (a procedure row by id; the other kinds one each). */
export const itemKeyOf = (type: TransactionTypeValue, rowId: string | null): string =>
  type === 'PROCEDURE' ? `PROCEDURE:${rowId ?? ''}` : type;

/** How the screen names an item: the procedure's code and name, or the kind (Complementação, Co-participação, Despesas). */
export function itemLabelOf(item: Pick<MoneyItemBalance, 'type' | 'label'>): string {
  if (item.type === 'PROCEDURE') return item.label.trim() || types.PROCEDURE;
  return types[item.type];
}

/** The names of the event's items by key, for the transactions list (an unknown row still shows its kind). */
export function itemLabels(
  items: readonly MoneyItemBalance[],
): (type: TransactionTypeValue, rowId: string | null) => string {
  const byKey = new Map(items.map((item) => [itemKeyOf(item.type, item.rowId), itemLabelOf(item)]));
  return (type, rowId) => byKey.get(itemKeyOf(type, rowId)) ?? types[type];
}

/** True when the decimal text is more than zero ("0.00", "", undefined are not). */
export const isPositive = (text: string | undefined): boolean =>
  text !== undefined && /^\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text);
