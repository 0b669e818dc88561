import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnIndex,
  columnRefKey,
  customFieldBodySchema,
  customFieldOptionsProblem,
  eventFieldCatalog,
  eventFieldsFor,
  financialItemGroupBodySchema,
  formatColumnRef,
  isCustomFieldKey,
  itemCodesProblem,
  mandatoryFieldsBodySchema,
  mandatoryFieldsProblem,
  normalizeSpreadsheetColumns,
  parseColumnRef,
  spreadsheetConfigBodySchema,
} from '../billing-settings';

describe('custom field key', () => {
  it.each([
    ['a', true],
    ['numeroSala', true],
    ['sala_2', true],
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
    ['Sala', false],
    ['2sala', false],
    ['_sala', false],
    ['número', false],
    ['sala-2', false],
    ['sala 2', false],
    ['', false],
  ])('%s → %s', (key, ok) => {
    expect(isCustomFieldKey(key)).toBe(ok);
  });
});

describe('custom field options', () => {
  it.each([
    ['select', [], 'Informe ao menos uma opção'],
    ['select', ['Sim', 'Não'], null],
    ['select', ['Sala 1', ' sala 1 '], 'Opção repetida: sala 1'],
    ['select', Array.from({ length: 101 }, (_, i) => `o${i}`), 'No máximo 100 opções'],
    ['text', [], null],
    ['number', ['ignored'], null],
  ] as const)('%s %j → %s', (type, options, problem) => {
    expect(customFieldOptionsProblem(type, options)).toBe(problem);
  });

  it('drops options of a type that takes none and defaults the flags', () => {
    const parsed = customFieldBodySchema.parse({
      entity: 'event',
      key: 'sala',
      label: ' Sala ',
      type: 'text',
      options: ['a'],
    });
    expect(parsed).toEqual({
      entity: 'event',
      key: 'sala',
      label: 'Sala',
      type: 'text',
      options: [],
      filterable: false,
      required: false,
      position: 0,
      active: true,
    });
  });

  it('places each problem under its field', () => {
    const result = customFieldBodySchema.safeParse({
      entity: 'event',
      key: 'Sala',
      label: '',
      type: 'select',
      options: [],
      position: -1,
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      key: 'Use letras sem acento, números e _, começando por letra minúscula (até 40 caracteres)',
      label: 'Esse campo é requerido',
      position: 'Informe um valor entre 0 e 9999',
    });
  });
});

describe('event field catalog', () => {
  it('names every field once, with a label, applying to at least one type', () => {
    const keys = eventFieldCatalog.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const field of eventFieldCatalog) {
      expect(field.label.length).toBeGreaterThan(0);
      expect(field.appliesTo.length).toBeGreaterThan(0);
    }
  });

  it('shows consult fields on Consulta only and the billing period on Honorário only', () => {
    const keysOf = (type: 'Honorario' | 'SPSADT' | 'Consulta') => eventFieldsFor(type).map((f) => f.key);
    expect(keysOf('Consulta')).toContain('codeProcedureConsult');
    expect(keysOf('SPSADT')).not.toContain('codeProcedureConsult');
    expect(keysOf('Honorario')).toContain('startDateBilling');
    expect(keysOf('Consulta')).not.toContain('startDateBilling');
    for (const type of ['Honorario', 'SPSADT', 'Consulta'] as const) {
      expect(keysOf(type)).toEqual(expect.arrayContaining(['numGuide', 'patientId', 'password', 'anesthesiaStart']));
    }
  });

  it.each([
    [[], undefined, null],
    [['numGuide', 'password'], 'Honorario', null],
    [['voar'], undefined, 'Campo desconhecido: voar'],
    [['numGuide', 'numGuide'], undefined, 'Campo repetido: Número da guia'],
    [['codeProcedureConsult'], 'SPSADT', 'O campo Código do procedimento da consulta não se aplica a SP/SADT'],
    [['codeProcedureConsult'], 'Consulta', null],
  ] as const)('%j for %s → %s', (fields, type, problem) => {
    expect(mandatoryFieldsProblem(fields, type)).toBe(problem);
  });

  it('refuses unknown fields in the body under "fields"', () => {
    const result = mandatoryFieldsBodySchema.safeParse({ fields: ['numGuide', 'naoExiste'] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['fields'], message: 'Campo desconhecido: naoExiste' }),
    ]);
  });
});

describe('financial item codes', () => {
  it.each([
    ['EXPENSE', ['01', '02', '03', '05', '07', '08'], null],
    ['EXPENSE', ['04'], 'Código de despesa inválido: 04 (use 01, 02, 03, 05, 07 ou 08)'],
    ['EXPENSE', ['1'], 'Código de despesa inválido: 1 (use 01, 02, 03, 05, 07 ou 08)'],
    ['EXPENSE', ['01', '01'], 'Código repetido: 01'],
    ['EXPENSE', [], 'Esse campo é requerido'],
    ['REVENUE', ['HON-01', '90123456', 'a.b_c'], null],
    ['REVENUE', ['com espaço'], 'Código inválido: com espaço (até 20 letras, números, ponto, hífen ou _)'],
    ['DISCOUNT', ['x'.repeat(21)], `Código inválido: ${'x'.repeat(21)} (até 20 letras, números, ponto, hífen ou _)`],
    ['DISCOUNT', Array.from({ length: 201 }, (_, i) => `c${i}`), 'No máximo 200 códigos'],
  ] as const)('%s %j → %s', (kind, codes, problem) => {
    expect(itemCodesProblem(kind, codes)).toBe(problem);
  });

  it('trims codes before judging them', () => {
    const parsed = financialItemGroupBodySchema.parse({ name: 'Gases', itemCodes: [' 01 '] });
    expect(parsed).toMatchObject({ kind: 'EXPENSE', itemCodes: ['01'], description: null, active: true });
  });
});

describe('spreadsheet columns', () => {
  it.each([
    ['A', { kind: 'letter', letter: 'A', index: 1 }],
    ['z', { kind: 'letter', letter: 'Z', index: 26 }],
    ['aa', { kind: 'letter', letter: 'AA', index: 27 }],
    ['ZZ', { kind: 'letter', letter: 'ZZ', index: 702 }],
    [' Paciente ', { kind: 'header', name: 'Paciente' }],
    ['CPF', { kind: 'header', name: 'CPF' }],
    ['"UF"', { kind: 'header', name: 'UF' }],
    ['Data do procedimento', { kind: 'header', name: 'Data do procedimento' }],
    ['A1', null],
    ['AB12', null],
    ['""', null],
    ['"aberto', null],
    ['', null],
    ['x'.repeat(101), null],
  ] as const)('%j → %j', (typed, ref) => {
    expect(parseColumnRef(typed)).toEqual(ref);
  });

  it('letters and their index are a bijection from A to ZZ, and parse ∘ format is the identity', () => {
    const letters = fc.stringMatching(/^[A-Z]{1,2}$/);
    fc.assert(
      fc.property(letters, (letter) => {
        const index = columnIndex(letter);
        expect(index).toBeGreaterThanOrEqual(1);
        expect(index).toBeLessThanOrEqual(702);
        const ref = parseColumnRef(letter)!;
        expect(parseColumnRef(formatColumnRef(ref))).toEqual(ref);
      }),
    );
    const seen = new Set<number>();
    for (const a of ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']) {
      for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') seen.add(columnIndex(a + b));
    }
    expect(seen.size).toBe(702);
  });

  it('a header keeps its meaning through format and parse', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (typed) => {
        const ref = parseColumnRef(typed);
        if (ref) expect(columnRefKey(parseColumnRef(formatColumnRef(ref))!)).toBe(columnRefKey(ref));
      }),
    );
  });

  it('compares headers without case or accents', () => {
    expect(columnRefKey(parseColumnRef('Procedimento Código')!)).toBe(
      columnRefKey(parseColumnRef('procedimento codigo')!),
    );
    expect(columnRefKey(parseColumnRef('b')!)).toBe(columnRefKey(parseColumnRef('B')!));
  });

  it('normalizes the map and reports every problem by field', () => {
    expect(
      normalizeSpreadsheetColumns({ patientName: 'a', dtProcedure: ' Data ', procedureCode: '"CD"', numGuide: ' ' }),
    ).toEqual({ columns: { patientName: 'A', dtProcedure: 'Data', procedureCode: '"CD"' }, problems: [] });
    expect(normalizeSpreadsheetColumns({ patientName: 'A', dtProcedure: 'a', voar: 'B', numGuide: 'C3' })).toEqual({
      columns: { patientName: 'A' },
      problems: [
        { field: 'dtProcedure', message: 'A coluna A já está em outro campo' },
        { field: 'voar', message: 'Campo desconhecido: voar' },
        { field: 'numGuide', message: 'Use a letra da coluna (A a ZZ) ou o nome do cabeçalho' },
        { field: 'procedureCode', message: 'Esse campo é requerido' },
      ],
    });
  });

  it('checks the header row and the date format', () => {
    const base = { name: 'Planilha', columns: { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' } };
    expect(spreadsheetConfigBodySchema.parse(base)).toMatchObject({ headerRow: 1, dateFormat: 'DD/MM/YYYY' });
    for (const headerRow of [0, 51, 1.5]) {
      const result = spreadsheetConfigBodySchema.safeParse({ ...base, headerRow });
      expect(result.error?.issues[0]).toMatchObject({ path: ['headerRow'], message: 'Informe um valor entre 1 e 50' });
    }
    expect(spreadsheetConfigBodySchema.safeParse({ ...base, dateFormat: 'DD.MM.YY' }).error?.issues[0]?.path).toEqual([
      'dateFormat',
    ]);
  });
});
