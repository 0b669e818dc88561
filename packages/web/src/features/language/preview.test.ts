import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths';
import { draftProblem, exampleValue, previewCases } from './preview';
import { placeOf } from './where';

describe('the Language preview (decision 062)', () => {
  it('fills placeholders with example values', () => {
    expect(previewCases('Guia {guide} de {name}')).toEqual([
      { name: null, value: null, text: 'Guia 123456 de Maria Silva' },
    ]);
    expect(exampleValue('count')).toBe(3);
    expect(exampleValue('whatever')).toBe('«whatever»');
  });

  it('shows every case of a plural and of a select', () => {
    const plural = previewCases('{count, plural, =0 {Nada} =1 {Um evento} other {# eventos}}');
    expect(plural.map((c) => [c.value, c.text])).toEqual([
      [0, 'Nada'],
      [1, 'Um evento'],
      [5, '5 eventos'],
    ]);
    const select = previewCases('{kind, select, a {Tipo A} other {Outro}}');
    expect(select.map((c) => c.text)).toEqual(['Tipo A', 'Outro']);
  });

  it.each([
    ['Editar {version}', 'Alterar {version}', null],
    ['Editar {version}', '   ', { kind: 'empty' }],
    ['Editar {version}', 'Alterar', { kind: 'placeholders', expected: '{version}' }],
    ['Editar {version}', 'Alterar {versao}', { kind: 'placeholders', expected: '{version}' }],
    ['Versões', 'Versões {x}', { kind: 'noPlaceholders' }],
  ])('checks %j → %j as the server does', (shipped, draft, problem) => {
    expect(draftProblem(shipped, draft)).toEqual(problem);
  });

  it('refuses a draft that does not parse', () => {
    expect(draftProblem('Editar {version}', 'Editar {version')).toMatchObject({ kind: 'syntax' });
  });

  it('says where a key appears', () => {
    expect(placeOf('screens.releases.releasesTitle')).toEqual({ area: 'screens.releases', path: paths.adminReleases });
    expect(placeOf('screens.money.check.title')).toEqual({
      area: 'screens.money.check',
      path: paths.toolsCheckTransactions,
    });
    expect(placeOf('errors.notFound')).toEqual({ area: 'errors', path: null });
    expect(placeOf('screens.nothing.title')).toEqual({ area: 'screens.nothing', path: null });
  });
});
