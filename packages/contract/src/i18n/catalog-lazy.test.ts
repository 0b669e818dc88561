import { afterEach, describe, expect, it } from 'vitest';
import { clearMessageOverrides, messageByKey, mountLazyTexts, setLazyTextMounts, setMessageOverrides } from './catalog';

afterEach(() => clearMessageOverrides());

/**
 * A screen's own texts in the web (decisions 029, 062): the module hands its nodes to the catalog
 * and the bootstrap says where they sit; an administrator's text then reaches them, whichever of
 * the two came first.
 */
describe('lazily loaded screen texts', () => {
  it('apply an edit installed after the screen loaded', () => {
    const screen = { title: 'Título', nested: { line: 'Linha {n}' } };
    mountLazyTexts({ lazyFirstMessages: screen });
    setLazyTextMounts({ lazyFirstMessages: 'lazyTest.first' });
    expect(setMessageOverrides({ 'lazyTest.first.title': 'Outro título' })).toEqual([]);
    expect(screen.title).toBe('Outro título');
    expect(messageByKey('lazyTest.first.nested.line', { n: 2 })).toBe('Linha 2');
    clearMessageOverrides();
    expect(screen.title).toBe('Título');
  });

  it('apply an edit installed before the screen loaded, checked like any edit', () => {
    const problems = setMessageOverrides({
      'lazyTest.second.title': 'Novo',
      'lazyTest.second.line': 'Sem marcador',
    });
    expect(problems.map((p) => p.reason)).toEqual(['unknownKey', 'unknownKey']);
    setLazyTextMounts({ lazySecondMessages: 'lazyTest.second' });
    const screen = { title: 'Velho', line: 'Linha {n}' };
    mountLazyTexts({ lazySecondMessages: screen });
    expect(screen.title).toBe('Novo');
    expect(screen.line).toBe('Linha {n}');
  });

  it('leaves a node without a known place as shipped', () => {
    const screen = { title: 'Fica' };
    mountLazyTexts({ lazyUnknownMessages: screen });
    setMessageOverrides({ 'lazyTest.unknown.title': 'Muda' });
    expect(screen.title).toBe('Fica');
  });
});
