import { POST_SLUG_PATTERN } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf (decision 058)', () => {
  it('suggests a valid slug from a pt-BR title', () => {
    expect(slugOf('Glosas: como recorrer à operadora?')).toBe('glosas-como-recorrer-a-operadora');
    expect(slugOf('  Escala de Plantão 2026 ')).toBe('escala-de-plantao-2026');
    for (const title of ['Ação!', 'x'.repeat(300), 'a -- b']) expect(slugOf(title)).toMatch(POST_SLUG_PATTERN);
    expect(slugOf('!!!')).toBe('');
  });
});
