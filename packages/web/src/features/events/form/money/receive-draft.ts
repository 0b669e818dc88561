import {
  entryValueSchema,
  messages,
  type EventEntriesBody,
  type MoneyItemBalance,
  type TransactionActionValue,
  type TransactionTypeValue,
} from '@honora/contract';
import { centsText, toCents } from '@honora/domain';
import { moneyShown, moneyText } from '../../../../shared/forms/decimal-text';
import { checkGlosaInput } from '../../../../shared/money/glosa-input';
import { isPositive, itemKeyOf, itemLabelOf } from './money-items';

const m = messages.screens.money;

/** One line of the receive dialog: an item, what is open in it, the amount typed (pt-BR) and its action. */
export interface ReceiveRow {
  key: string;
  type: TransactionTypeValue;
  rowId: string | null;
  label: string;
  /** Decimal text; undefined for users without values. */
  open: string | undefined;
  amount: string;
  action: TransactionActionValue;
  /** The reasons of a glosa line (action Glosado): table-38 codes and a free text. */
  glosaCodes: string[];
  glosaReason: string;
}

/** Where a row's glosa reasons show their errors: `rowErrors[glosaErrorKey(row.key, 'glosaCodes')]`. */
export const glosaErrorKey = (rowKey: string, field: 'glosaCodes' | 'glosaReason'): string => `${rowKey}.${field}`;

/** A line that books a glosa asks for its reasons (decision 026). */
export const isGlosaRow = (row: Pick<ReceiveRow, 'action'>): boolean => row.action === 'Glosado';

export interface ReceiveDraft {
  date: string;
  typeOfPaymentId: string | null;
  rows: ReceiveRow[];
}

/** The dialog's first state: every item (procedure rows, complementation, co-participation, expenses), nothing typed. */
export function receiveDraftOf(items: readonly MoneyItemBalance[], today: string): ReceiveDraft {
  return {
    date: today,
    typeOfPaymentId: null,
    rows: items.map((item) => ({
      key: itemKeyOf(item.type, item.rowId),
      type: item.type,
      rowId: item.rowId,
      label: itemLabelOf(item),
      open: item.open,
      amount: '',
      action: 'Received',
      glosaCodes: [],
      glosaReason: '',
    })),
  };
}

/** The open value typed the pt-BR way ("1.234,56"), to fill a row; blank when nothing is open. */
export const openTyped = (row: ReceiveRow): string => (isPositive(row.open) ? moneyShown(row.open) : '');

export type ReceiveBody = Omit<EventEntriesBody, 'idempotencyKey'>;

export type ReceiveCheck =
  { ok: true; body: ReceiveBody } | { ok: false; rowErrors: Record<string, string>; formError: string | null };

type ReceiveEntry = ReceiveBody['entries'][number];

/** One row's entry, or its errors (under the amount, the glosa codes, the glosa text). */
function entryOf(row: ReceiveRow): { entry: ReceiveEntry } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = entryValueSchema.safeParse(moneyText(row.amount));
  if (!parsed.success) errors[row.key] = parsed.error.issues[0]?.message ?? m.errors.valueInvalid;
  const glosa = isGlosaRow(row) ? checkGlosaInput(row) : null;
  if (glosa && !glosa.ok) {
    if (glosa.errors.glosaCodes) errors[glosaErrorKey(row.key, 'glosaCodes')] = glosa.errors.glosaCodes;
    if (glosa.errors.glosaReason) errors[glosaErrorKey(row.key, 'glosaReason')] = glosa.errors.glosaReason;
  }
  if (!parsed.success || (glosa && !glosa.ok)) return { errors };
  const entry: ReceiveEntry = { type: row.type, rowId: row.rowId, action: row.action, value: parsed.data };
  return { entry: glosa?.ok ? { ...entry, ...glosa.fields } : entry };
}

/**
 * The body of POST /api/events/:id/transactions from what was typed: one entry per row with an
 * amount, each checked by the contract's own rule (never negative: "O valor recebido não pode
 * ser negativo"; at most 2 decimals; more than zero). Rows left blank are not posted. A glosa
 * line carries its table-38 codes (at least one) and its optional text (decision 026).
 */
export function checkReceive(draft: ReceiveDraft, version: number): ReceiveCheck {
  const rowErrors: Record<string, string> = {};
  const entries: ReceiveBody['entries'] = [];
  for (const row of draft.rows) {
    if (!row.amount.trim()) continue;
    const checked = entryOf(row);
    if ('errors' in checked) Object.assign(rowErrors, checked.errors);
    else entries.push(checked.entry);
  }
  const dateError = /^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? null : m.receive.dialog.dateRequired;
  if (Object.keys(rowErrors).length > 0 || dateError) return { ok: false, rowErrors, formError: dateError };
  if (entries.length === 0) return { ok: false, rowErrors, formError: m.errors.noEntries };
  return {
    ok: true,
    body: { version, date: draft.date, typeOfPaymentId: draft.typeOfPaymentId, entries },
  };
}

/** The sum of the valid amounts typed (decimal text), shown under the table. */
export function typedTotal(rows: readonly ReceiveRow[]): string {
  let total = 0n;
  for (const row of rows) {
    const parsed = entryValueSchema.safeParse(moneyText(row.amount));
    if (parsed.success) total += toCents(parsed.data);
  }
  return centsText(total);
}

/**
 * The API's field errors of the entries ("entries.2.value", "entries.2.glosaCodes") under the
 * rows and fields they name.
 */
export function rowErrorsOfApi(
  draft: ReceiveDraft,
  fields: readonly { path: string; message: string }[],
): Record<string, string> {
  const posted = draft.rows.filter((row) => row.amount.trim());
  const found: Record<string, string> = {};
  for (const field of fields) {
    const [, index, leaf] = /^entries\.(\d+)(?:\.(\w+))?/.exec(field.path) ?? [];
    const row = index === undefined ? undefined : posted[Number(index)];
    if (!row) continue;
    const key = leaf === 'glosaCodes' || leaf === 'glosaReason' ? glosaErrorKey(row.key, leaf) : row.key;
    if (!(key in found)) found[key] = field.message;
  }
  return found;
}
