import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsRule } from '../validation/form-rules';
import { suggestInitials } from './initials';

describe('suggestInitials', () => {
  it.each<[string | null | undefined, string | null]>([
    ['Bruno Anestesista', 'BA'],
    ['Gabriela Residente', 'GR'],
    ['Ângela Maria de Souza', 'AMS'],
    ['Maria da Silva', 'MS'],
    ['João dos Santos e Oliveira Neto', 'JSO'],
    ['  élcio   ávila  ', 'EA'],
    ["Pedro d'Ávila", 'PA'],
    ['Xuxa', 'XU'],
    ['ß ß', 'SSS'],
    ['X', null],
    ['', null],
    ['123 456', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (name, initials) => {
    expect(suggestInitials(name)).toBe(initials);
  });

  it('always suggests what the initials rule accepts, in capitals without accents', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const initials = suggestInitials(name);
        if (initials === null) return;
        expect(initialsRule(initials)).toBe(true);
        expect(initials).toBe(initials.toUpperCase());
        expect(initials.normalize('NFD')).toBe(initials);
      }),
    );
  });
});
