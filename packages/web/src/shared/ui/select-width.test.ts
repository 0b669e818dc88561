import { describe, expect, it } from 'vitest';
import { selectWidth } from './select-width';

describe('selectWidth', () => {
  it.each([
    [['Data do procedimento', 'Data de criação'], 200, 'clamp(200px, calc(17.5ch + 3.5rem), 100%)'],
    [['Não prontos para faturar'], 220, 'clamp(220px, calc(21ch + 3.5rem), 100%)'],
    [['Ação'], 180, 'clamp(180px, calc(3.5ch + 3.5rem), 100%)'],
    [[], 220, 'clamp(220px, calc(0ch + 3.5rem), 100%)'],
    [[null, undefined, 'Todos'], 160, 'clamp(160px, calc(4.375ch + 3.5rem), 100%)'],
  ])('%j, at least %i px → %s', (labels, min, width) => {
    expect(selectWidth(labels, min)).toBe(width);
  });
});
