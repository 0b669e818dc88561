import { describe, expect, it } from 'vitest';
import { fmt, messages } from '..';
import {
  AUTO_FIX_ERROR_VALUES,
  FINALIZE_WITH_VALUES,
  MONEY_ACTION_VALUES,
  RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
} from '../../money/money-values';

const m = messages.screens.money;

describe('money catalog (billing.md §8)', () => {
  it.each([
    ['statusInvalid', 'Status inválido para esta operação'],
    ['statusInvalidFinalize', 'Status inválido para finalizar o evento'],
    ['attendanceFeeOpen', 'Realizado partcialmente, não pode ser finalizado com co-participativo em aberto'],
  ] as const)('%s is the spec’s text verbatim', (key, text) => {
    expect(m.errors[key]).toBe(text);
  });

  // The domain's refusal codes (money/ledger.ts MoneyPlanRefusal and FinishPlan, events/machine.ts
  // for the money actions) and the §8 finance messages: each has a text.
  it.each([
    'itemNotFound',
    'nothingOpen',
    'unknownAction',
    'notBalanced',
    'attendanceFeeOpen',
    'statusInvalid',
    'statusInvalidFinalize',
    'locked',
    'inactive',
    'transferLocked',
    'receivedValueNegative',
    'paidValueNegative',
    'needEventsToExport',
    'selectInsurerFirst',
    'selectInsurerAnesthetistOrBatch',
    'transferMustBeLocked',
    'idempotencyMismatch',
  ] as const)('%s has a message', (key) => {
    expect(m.errors[key]).toMatch(/\S/);
  });

  it('every value of the ledger’s lists has a label', () => {
    const lists: [readonly string[], Record<string, string>][] = [
      [TRANSACTION_ACTION_VALUES, m.actions],
      [TRANSACTION_TYPE_VALUES, m.types],
      [RECEIVER_TYPE_VALUES, m.receiverTypes],
      [MONEY_ACTION_VALUES, m.moneyActions],
      [FINALIZE_WITH_VALUES, m.finalizeWith],
      [AUTO_FIX_ERROR_VALUES, m.autoFixErrors],
    ];
    for (const [values, labels] of lists) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const value of values) expect(labels[value]).toMatch(/\S/);
    }
  });

  it('the message texts with values', () => {
    expect(fmt(m.errors.missingFields, { fields: 'id, userName' })).toBe(
      'Transação rejeitada: faltam os campos id, userName',
    );
    expect(fmt(m.errors.tooManyTransactions, { max: 499 })).toBe('No máximo 499 transações por operação');
  });
});
