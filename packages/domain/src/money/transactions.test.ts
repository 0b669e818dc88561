import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIVER_TYPE,
  DEFAULT_TRANSACTION_TYPE,
  FINALIZE_WITH,
  isActiveTransaction,
  isOpenForCharge,
  missingTransactionFields,
  TRANSACTION_ACTIONS,
  TRANSACTION_REQUIRED_FIELDS,
  TRANSACTION_TYPES,
  type TransactionAction,
  type TransactionRequiredField,
} from './transactions';

describe('the ledger vocabulary (billing.md §3 Transaction)', () => {
  it('has the spec’s actions, types and defaults', () => {
    expect(TRANSACTION_ACTIONS).toEqual(['Received', 'Losed', 'Glosado', 'Discounted']);
    expect(TRANSACTION_TYPES).toEqual(['PROCEDURE', 'COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE']);
    expect(DEFAULT_TRANSACTION_TYPE).toBe('PROCEDURE');
    expect(DEFAULT_RECEIVER_TYPE).toBe('anesthetist');
    expect(FINALIZE_WITH).toEqual(['none', 'received', 'lost', 'glosa', 'forced']);
  });
});

describe('missingTransactionFields (billing.md §5 "rejected for the SQL copy")', () => {
  const complete: Record<TransactionRequiredField, unknown> = {
    id: 't1',
    action: 'Received',
    companyId: 'c1',
    creationDate: '2025-01-02T10:00:00.000Z',
    date: '2025-01-02',
    userId: 'u1',
    userName: 'Ana',
    type: 'PROCEDURE',
  };

  it('a complete transaction lacks nothing', () => {
    expect(missingTransactionFields(complete)).toEqual([]);
  });

  it('requires exactly id, action, company, creation date, date, user, user name and type', () => {
    expect(TRANSACTION_REQUIRED_FIELDS).toEqual([
      'id',
      'action',
      'companyId',
      'creationDate',
      'date',
      'userId',
      'userName',
      'type',
    ]);
  });

  describe.each(TRANSACTION_REQUIRED_FIELDS)('%s', (field) => {
    it.each([
      ['absent', undefined],
      ['null', null],
      ['empty', ''],
      ['blank', '  \t'],
    ])('%s → missing', (_label, value) => {
      const transaction: Partial<Record<TransactionRequiredField, unknown>> = { ...complete };
      if (value === undefined) delete transaction[field];
      else transaction[field] = value;
      expect(missingTransactionFields(transaction)).toEqual([field]);
    });
  });

  it('lists every missing field in the spec’s order', () => {
    expect(missingTransactionFields({})).toEqual([...TRANSACTION_REQUIRED_FIELDS]);
    expect(missingTransactionFields({ ...complete, userName: null, id: '' })).toEqual(['id', 'userName']);
  });

  it('a present non-text value (a Date, a number) is not missing', () => {
    expect(missingTransactionFields({ ...complete, creationDate: new Date(0), date: 0 })).toEqual([]);
  });
});

describe('isActiveTransaction / isOpenForCharge (billing.md §4 Transaction)', () => {
  it.each([
    [null, null, true],
    ['orig', null, false],
    [null, 'counter', false],
    ['orig', 'counter', false],
  ])('canceledId %s, canceledById %s → active %s', (canceledId, canceledById, active) => {
    expect(isActiveTransaction({ canceledId, canceledById })).toBe(active);
  });

  const cases: [string | null, string | null, string | null, TransactionAction, boolean][] = [
    [null, null, null, 'Received', true],
    [null, null, 'transfer', 'Received', false],
    ['orig', null, null, 'Received', false],
    [null, 'counter', null, 'Received', false],
    [null, null, null, 'Losed', false],
    [null, null, null, 'Glosado', false],
    [null, null, null, 'Discounted', false],
  ];
  it.each(cases)(
    'canceledId %s, canceledById %s, transferId %s, %s → open for a charge %s',
    (canceledId, canceledById, transferId, action, open) => {
      expect(isOpenForCharge({ canceledId, canceledById, transferId, action })).toBe(open);
    },
  );
});
