import type { HelpEntries } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { paragraphsOf, screenHelpOf } from '../../shared/help/help-text';
import { filterFaq } from './faq-filter';

const entry = (id: string, title: string, body: string, kind: 'FAQ' | 'HELP' = 'FAQ') => ({
  id,
  categoryId: 'c',
  categoryName: 'C',
  kind,
  title,
  body,
  screenPath: kind === 'HELP' ? '/client/events' : null,
});

const faq: HelpEntries = {
  categories: [
    {
      id: 'a',
      name: 'Glosas',
      position: 1,
      items: [entry('1', 'O que é uma glosa?', 'Valor não pago pelo convênio.')],
    },
    { id: 'b', name: 'Lotes', position: 2, items: [entry('2', 'Como envio um lote?', 'Gere o XML TISS.')] },
  ],
};

describe('filterFaq', () => {
  it.each([
    ['', ['1', '2']],
    ['   ', ['1', '2']],
    ['GLOSA', ['1']],
    ['convenio', ['1']],
    ['xml tiss', ['2']],
    ['é', ['1', '2']],
    ['nada disso', []],
  ])('%j keeps %j, accents and case aside', (search, ids) => {
    const kept = filterFaq(faq, search);
    expect(kept.categories.flatMap((c) => c.items.map((i) => i.id))).toEqual(ids);
    expect(kept.categories.every((c) => c.items.length > 0)).toBe(true);
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphsOf('Um.\nAinda um.\n\n  \nDois.\n\n')).toEqual(['Um.\nAinda um.', 'Dois.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('screenHelpOf', () => {
  it('takes the first HELP article, or null', () => {
    expect(screenHelpOf(undefined)).toBeNull();
    expect(screenHelpOf(faq)).toBeNull();
    const help = { categories: [{ ...faq.categories[0]!, items: [entry('3', 'Ajuda', 'Texto', 'HELP')] }] };
    expect(screenHelpOf(help)?.id).toBe('3');
  });
});
