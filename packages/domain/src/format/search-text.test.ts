import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './search-text';

describe('search text', () => {
  it.each([
    ['Convênios', 'convenios'],
    ['  ÁVILA  ', 'avila'],
    ['Fábio Faturista', 'fabio faturista'],
    ['Ação', 'acao'],
  ])('folds %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each<[string, string[], boolean]>([
    ['convenio', ['Convênios'], true],
    ['CONV', ['healthInsurances', 'Convênios'], true],
    ['insur', ['healthInsurances', 'Convênios'], true],
    ['', ['qualquer'], true],
    ['   ', [], true],
    ['escala', ['Eventos', 'events'], false],
  ])('%j in %j → %s', (search, texts, expected) => {
    expect(matchesSearch(search, ...texts)).toBe(expected);
  });
});
