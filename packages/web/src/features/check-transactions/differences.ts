import { fmt, type TotalsDifference } from '@honora/contract';
import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { centsText, toCents } from '@honora/domain';

export type Difference = Pick<TotalsDifference, 'field' | 'stored' | 'ledger'> & {
  procedure?: TotalsDifference['procedure'] | undefined;
};

/** The field's label: an event value field, or a procedure row's column; an unknown one as the server names it. */
export function fieldLabel({ field, procedure }: Difference): string {
  if (!procedure) return t.fields[field] ?? field;
  return fmt(t.procedureField, {
    code: procedure.idProc,
    name: procedure.name,
    field: t.procedureFields[field] ?? field,
  });
}

/** A stable key of one difference (a procedure row's columns repeat the field names). */
export const differenceKey = (d: Difference) => (d.procedure ? `${d.procedure.rowId}:${d.field}` : d.field);

/** stored − ledger in cents (never through a float); empty when either is not a number. */
export function differenceOf({ stored, ledger }: Difference): string {
  try {
    return centsText(toCents(stored) - toCents(ledger));
  } catch {
    return '';
  }
}
