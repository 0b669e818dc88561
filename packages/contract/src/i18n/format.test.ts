import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fmt, formatMessage, MessageFormatError, parseMessage, placeholdersOf, type PlaceholderNames } from './format';

describe('formatMessage', () => {
  it.each([
    ['Sem parâmetros', {}, 'Sem parâmetros'],
    ['{count} transações', { count: '1.234' }, '1.234 transações'],
    ['{a} de {b} eventos corrigidos', { a: 3, b: 10 }, '3 de 10 eventos corrigidos'],
    ['Guia {guide}: {guide}', { guide: '77' }, 'Guia 77: 77'],
    ['{ spaced }', { spaced: 'x' }, 'x'],
    ['{count, plural, =1 {Corrigir 1 evento} other {Corrigir # eventos}}', { count: 1 }, 'Corrigir 1 evento'],
    ['{count, plural, =1 {Corrigir 1 evento} other {Corrigir # eventos}}', { count: 0 }, 'Corrigir 0 eventos'],
    ['{count, plural, =1 {Corrigir 1 evento} other {Corrigir # eventos}}', { count: 12 }, 'Corrigir 12 eventos'],
    ['{n, plural, =0 {nenhum} one {# item} other {# itens}} de {who}', { n: 0, who: 'Ana' }, 'nenhum de Ana'],
    ['{n, plural, one {# item} other {# itens}}', { n: 1 }, '1 item'],
    ['{n, plural, =1 {um evento} other {# eventos}}', { n: '1.000' }, '1.000 eventos'],
    ['{n, plural, =1 {um evento} other {# eventos}}', { n: '1' }, 'um evento'],
    ['{n, plural, =1 {um valor} other {# valores}}', { n: '1,5' }, '1,5 valores'],
    ['{kind, select, receipt {Recebido} glosa {Glosado} other {Outro}}', { kind: 'glosa' }, 'Glosado'],
    ['{kind, select, receipt {Recebido} other {Outro: {kind}}}', { kind: 'x' }, 'Outro: x'],
    ["D'Ávila {name}", { name: 'Ana' }, "D'Ávila Ana"],
  ])('%s with %j → %s', (template, params, expected) => {
    expect(formatMessage(template, params)).toBe(expected);
  });

  it('shows an absent parameter as its placeholder, never "undefined"', () => {
    expect(formatMessage('Guia {guide}', {})).toBe('Guia {guide}');
  });

  it.each([
    ['Abre { sem fechar', 'sem fechamento'],
    ['Fecha } sem abrir', 'sem abertura'],
    ['{1nome}', 'inválido'],
    ['{n, plural, one {x}}', 'other'],
    ['{n, number}', 'Parâmetro inválido'],
    ['{n, ordinal, other {x}}', 'desconhecido'],
    ['{n, plural, one {x {m, plural, other {y}}} other {z}}', 'dentro de outro'],
  ])('refuses %s', (template, reason) => {
    expect(() => parseMessage(template)).toThrow(MessageFormatError);
    expect(() => parseMessage(template)).toThrow(reason);
  });

  it('renders any text without braces unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[{}]/.test(s)),
        (text) => formatMessage(text) === text,
      ),
    );
  });

  it('substitutes any value verbatim (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, suffix) => {
        const safe = suffix.replace(/[{}]/g, '');
        return formatMessage(`{v}${safe}`, { v: value }) === `${value}${safe}`;
      }),
    );
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['texto', []],
    ['{a} e {b} e {a}', ['a', 'b']],
    ['{count, plural, =1 {um de {who}} other {# de {who}}} em {when}', ['count', 'who', 'when']],
  ])('%s → %j', (template, names) => {
    expect(placeholdersOf(template)).toEqual(names);
  });
});

describe('the typed fill', () => {
  it('asks for exactly the placeholders of the template', () => {
    expectTypeOf<PlaceholderNames<'{a} de {b}'>>().toEqualTypeOf<'a' | 'b'>();
    expectTypeOf<PlaceholderNames<'{n, plural, =1 {um} other {# itens}} de {who}'>>().toEqualTypeOf<'n' | 'who'>();
    expectTypeOf<PlaceholderNames<'sem nada'>>().toEqualTypeOf<never>();
    expect(fmt('{a} de {b}', { a: 1, b: 2 })).toBe('1 de 2');
    // @ts-expect-error — {b} is missing
    fmt('{a} de {b}', { a: 1 });
  });
});
