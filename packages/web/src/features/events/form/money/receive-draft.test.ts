import { messages, type MoneyItemBalance } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  checkReceive,
  openTyped,
  receiveDraftOf,
  rowErrorsOfApi,
  typedTotal,
  type ReceiveDraft,
} from './receive-draft';

const m = messages.screens.money;
const ROW_A = '11111111-1111-4111-8111-111111111111';
const ROW_B = '22222222-2222-4222-8222-222222222222';

const item = (over: Partial<MoneyItemBalance>): MoneyItemBalance => ({
  type: 'PROCEDURE',
  rowId: ROW_A,
  label: '30602246 — Reconstrução mamária',
  value: '1000.00',
  received: '0.00',
  loss: '0.00',
  glosado: '0.00',
  discount: '0.00',
  over: '0.00',
  open: '1000.00',
  ...over,
});

const items = [
  item({}),
  item({ rowId: ROW_B, label: '31003079 — Apendicectomia', value: '500.00', open: '200.00', received: '300.00' }),
  item({ type: 'COMPLEMENTATION', rowId: null, label: '', value: '0.00', open: '0.00' }),
  item({ type: 'ATTENDANCEFEE', rowId: null, label: '', value: '50.00', open: '50.00' }),
];

const typed = (draft: ReceiveDraft, amounts: Record<number, string>): ReceiveDraft => ({
  ...draft,
  rows: draft.rows.map((row, i) => (amounts[i] === undefined ? row : { ...row, amount: amounts[i]! })),
});

describe('receiveDraftOf', () => {
  it('has one row per item, named like the screen names it, nothing typed, action Recebido', () => {
    const draft = receiveDraftOf(items, '2026-11-20');
    expect(draft.rows.map((r) => r.label)).toEqual([
      '30602246 — Reconstrução mamária',
      '31003079 — Apendicectomia',
      m.types.COMPLEMENTATION,
      m.types.ATTENDANCEFEE,
    ]);
    expect(draft.rows.every((r) => r.amount === '' && r.action === 'Received')).toBe(true);
    expect(draft.date).toBe('2026-11-20');
  });

  it('fills a row with what is open, the pt-BR way', () => {
    const draft = receiveDraftOf([item({ open: '1234.5' }), item({ open: '0.00' })], '2026-11-20');
    expect(draft.rows.map(openTyped)).toEqual(['1.234,50', '']);
  });
});

describe('checkReceive', () => {
  const draft = receiveDraftOf(items, '2026-11-20');

  it('posts only the rows with an amount, as decimal text, with the version, date and type of payment', () => {
    const filled = typed({ ...draft, typeOfPaymentId: null }, { 0: '600', 1: '1.234,56' });
    filled.rows[1]!.action = 'Glosado';
    const result = checkReceive(filled, 7);
    expect(result).toEqual({
      ok: true,
      body: {
        version: 7,
        date: '2026-11-20',
        typeOfPaymentId: null,
        entries: [
          { type: 'PROCEDURE', rowId: ROW_A, action: 'Received', value: '600' },
          { type: 'PROCEDURE', rowId: ROW_B, action: 'Glosado', value: '1234.56' },
        ],
      },
    });
  });

  it('refuses a negative amount with the spec message, under its row', () => {
    const result = checkReceive(typed(draft, { 0: '-10,00', 1: '5' }), 7);
    expect(result).toEqual({
      ok: false,
      rowErrors: { [draft.rows[0]!.key]: m.errors.receivedValueNegative },
      formError: null,
    });
  });

  it('refuses zero and more than 2 decimals', () => {
    const result = checkReceive(typed(draft, { 0: '0', 1: '1,234' }), 7);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rowErrors[draft.rows[0]!.key]).toBe(m.errors.valueZero);
    expect(result.rowErrors[draft.rows[1]!.key]).toBe(m.errors.valueInvalid);
  });

  it('asks for at least one amount and for the date', () => {
    expect(checkReceive(draft, 7)).toEqual({ ok: false, rowErrors: {}, formError: m.errors.noEntries });
    expect(checkReceive({ ...typed(draft, { 0: '1' }), date: '' }, 7)).toEqual({
      ok: false,
      rowErrors: {},
      formError: m.receive.dialog.dateRequired,
    });
  });
});

describe('typedTotal and rowErrorsOfApi', () => {
  const draft = typed(receiveDraftOf(items, '2026-11-20'), { 1: '100,10', 3: '50', 0: 'abc' });

  it('adds the valid amounts without floats', () => {
    expect(typedTotal(draft.rows)).toBe('150.10');
  });

  it('puts an entry error of the API under the row it names (counting only the posted rows)', () => {
    const found = rowErrorsOfApi(draft, [{ path: 'entries.2.value', message: 'x' }]);
    expect(found).toEqual({ [draft.rows[3]!.key]: 'x' });
  });
});
