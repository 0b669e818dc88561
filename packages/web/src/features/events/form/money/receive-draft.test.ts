import { messages, type MoneyItemBalance } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  checkReceive,
  glosaErrorKey,
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
    filled.rows[1] = { ...filled.rows[1]!, action: 'Glosado', glosaCodes: ['1834'] };
    const result = checkReceive(filled, 7);
    expect(result).toEqual({
      ok: true,
      body: {
        version: 7,
        date: '2026-11-20',
        typeOfPaymentId: null,
        entries: [
          { type: 'PROCEDURE', rowId: ROW_A, action: 'Received', value: '600' },
          {
            type: 'PROCEDURE',
            rowId: ROW_B,
            action: 'Glosado',
            value: '1234.56',
            glosaCodes: ['1834'],
            glosaReason: null,
          },
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

describe('checkReceive: the reasons of a glosa line (decision 026)', () => {
  const draft = receiveDraftOf(items, '2026-11-20');
  const glosa = (over: Partial<ReceiveDraft['rows'][number]>) =>
    typed(
      { ...draft, rows: draft.rows.map((row, i) => (i === 0 ? { ...row, action: 'Glosado', ...over } : row)) },
      {
        0: '255,00',
      },
    );

  it('starts every row without codes or text', () => {
    expect(draft.rows.every((r) => r.glosaCodes.length === 0 && r.glosaReason === '')).toBe(true);
  });

  it('asks for at least one table-38 code, under the codes field of the row', () => {
    const result = checkReceive(glosa({}), 7);
    expect(result).toEqual({
      ok: false,
      rowErrors: { [glosaErrorKey(draft.rows[0]!.key, 'glosaCodes')]: m.errors.glosaReasonRequired },
      formError: null,
    });
  });

  it('refuses a code that is not 4 digits, more than 10 codes and a text over 500 characters', () => {
    const key = draft.rows[0]!.key;
    const bad = checkReceive(glosa({ glosaCodes: ['18'], glosaReason: 'x'.repeat(501) }), 7);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.rowErrors[glosaErrorKey(key, 'glosaCodes')]).toBe(m.errors.glosaCodeInvalid);
    expect(bad.rowErrors[glosaErrorKey(key, 'glosaReason')]).toBeDefined();
    const many = checkReceive(glosa({ glosaCodes: Array.from({ length: 11 }, (_, i) => String(1000 + i)) }), 7);
    expect(many.ok).toBe(false);
  });

  it('posts the codes and the trimmed text with the glosa entry', () => {
    const result = checkReceive(glosa({ glosaCodes: ['1834', '1705'], glosaReason: '  Porte cobrado a maior ' }), 7);
    expect(result.ok && result.body.entries).toEqual([
      {
        type: 'PROCEDURE',
        rowId: ROW_A,
        action: 'Glosado',
        value: '255',
        glosaCodes: ['1834', '1705'],
        glosaReason: 'Porte cobrado a maior',
      },
    ]);
  });

  it('leaves the reasons out of a line that is not a glosa (chosen, then changed back)', () => {
    const result = checkReceive(glosa({ action: 'Received', glosaCodes: ['1834'], glosaReason: 'x' }), 7);
    expect(result.ok && result.body.entries).toEqual([
      { type: 'PROCEDURE', rowId: ROW_A, action: 'Received', value: '255' },
    ]);
  });

  it('shows both the amount error and the codes error of one row', () => {
    const result = checkReceive(typed(glosa({}), { 0: '-1' }), 7);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.rowErrors).sort()).toEqual(
      [draft.rows[0]!.key, glosaErrorKey(draft.rows[0]!.key, 'glosaCodes')].sort(),
    );
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

  it('puts the glosa reason refusal of the API under the codes field of the row it names', () => {
    const found = rowErrorsOfApi(draft, [
      { path: 'entries.0.glosaCodes', message: m.errors.glosaReasonRequired },
      { path: 'entries.1.glosaReason', message: 'y' },
    ]);
    expect(found).toEqual({
      [glosaErrorKey(draft.rows[0]!.key, 'glosaCodes')]: m.errors.glosaReasonRequired,
      [glosaErrorKey(draft.rows[1]!.key, 'glosaReason')]: 'y',
    });
  });
});
