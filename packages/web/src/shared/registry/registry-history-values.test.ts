import { describe, expect, it } from 'vitest';
import { historyFieldLabel, historyValue } from './registry-history-values';

describe('historyValue', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    [true, 'Sim'],
    [false, 'Não'],
    ['Cardiologia', 'Cardiologia'],
    [0, '0'],
    [1234.5, '1234.5'],
    [{ city: 'São Paulo', state: 'SP' }, '{"city":"São Paulo","state":"SP"}'],
    [['a', 'b'], '["a","b"]'],
  ])('%j reads %s', (value, expected) => {
    expect(historyValue(value)).toBe(expected);
  });
});

describe('historyFieldLabel', () => {
  it.each([
    ['hospitals', 'created_at', 'Criado em'],
    ['surgeons', 'deleted_at', 'Excluído em'],
    ['surgeons', 'a_column_nobody_labelled', 'a_column_nobody_labelled'],
  ])('%s.%s is %s', (table, column, expected) => {
    expect(historyFieldLabel(table, column)).toBe(expected);
  });

  it('labels every column of the moved registries', () => {
    for (const [table, column] of [
      ['hospitals', 'name'],
      ['hospitals', 'cnpj'],
      ['hospitals', 'address'],
      ['surgeons', 'crm'],
      ['surgeons', 'crm_state'],
      ['surgeons', 'specialty'],
    ] as const) {
      expect(historyFieldLabel(table, column)).not.toBe(column);
    }
  });
});
