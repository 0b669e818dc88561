import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { CbhpmEditionChecker, checkCbhpmEditionRow, mapCbhpmEditionColumns, parsePorte } from './cbhpm-rows';
import { CbhpmValuationChecker, mapCbhpmValuationColumns, valuationItem } from './cbhpm-valuation-rows';
import { padDecimals, parseDecimalCell, parseIntegerCell } from './decimal-cell';
import { PORTE_GRADES } from '../pricing/types';

const HEADER_2022 =
  'codigo,codigo_formatado,capitulo,descricao,fracao_porte,fracao_fonte,porte,custo_operacional_uco,num_auxiliares,porte_anestesico,filme_m2,incidencias,ur,descricao_original';

describe('parseDecimalCell', () => {
  const limits = { decimals: 4, integerDigits: 8 };
  it.each<[string, string | null]>([
    ['3.267', '3.267'],
    ['3,267', '3.267'],
    ['0,10', '0.1'],
    ['0.10', '0.1'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567', '1234567'],
    ['007', '7'],
    [',5', '0.5'],
    ['2', '2'],
    ['2,00', '2'],
    ['1,2,3', null],
    ['12.34.5', null],
    ['-1', null],
    ['abc', null],
    ['', null],
    ['1,23456', null],
    ['123456789', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimalCell(text, limits)).toBe(expected);
  });

  it('reads back any decimal it wrote, with either separator', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), fc.nat({ max: 9999 }), (whole, fraction) => {
        const text = `${whole}.${String(fraction).padStart(4, '0')}`;
        const parsed = parseDecimalCell(text, limits);
        expect(parsed).toBe(parseDecimalCell(text.replace('.', ','), limits));
        expect(Number(parsed)).toBeCloseTo(Number(text), 6);
      }),
    );
  });

  it('pads money to 2 decimals and reads whole numbers in a range', () => {
    expect(padDecimals('27', 2)).toBe('27.00');
    expect(padDecimals('27.5', 2)).toBe('27.50');
    expect(parseIntegerCell('2', 0, 9)).toBe(2);
    expect(parseIntegerCell('2,0', 0, 9)).toBe(2);
    expect(parseIntegerCell('10', 0, 9)).toBeNull();
    expect(parseIntegerCell('1.5', 0, 9)).toBeNull();
  });
});

describe('parsePorte', () => {
  it('accepts 1A..14C in any case, and reads empty, dashes and 0 as no porte', () => {
    for (const porte of PORTE_GRADES) expect(parsePorte(porte.toLowerCase())).toBe(porte);
    for (const none of ['', '-', '–', '0']) expect(parsePorte(none)).toBeNull();
    for (const bad of ['15A', '1D', 'A1', '3CC']) expect(parsePorte(bad)).toBeUndefined();
  });
});

describe('CBHPM edition rows', () => {
  const columns = mapCbhpmEditionColumns(HEADER_2022.split(','));
  const row = (cells: Record<string, string>) => HEADER_2022.split(',').map((name) => cells[name] ?? '');

  it('finds the columns of the 2022 and 2020 CSVs and the spreadsheet names', () => {
    expect(columns).toEqual({
      indexes: {
        code: 0,
        chapter: 2,
        description: 3,
        porteFraction: 4,
        porte: 6,
        uco: 7,
        auxiliaries: 8,
        anestheticPorte: 9,
        film: 10,
      },
      missing: [],
    });
    expect(mapCbhpmEditionColumns(['Código', 'Descrição', 'Porte', 'UCO', 'Aux', 'Anest', 'Filme']).missing).toEqual(
      [],
    );
    expect(mapCbhpmEditionColumns(['code', 'texto']).missing).toEqual(['description', 'porte']);
  });

  it('reads the known rows of the 2022 book', () => {
    const reconstruction = checkCbhpmEditionRow(
      columns,
      row({
        codigo: '30602246',
        capitulo: '3',
        descricao: 'Reconstrução mamária',
        porte: '10B',
        num_auxiliares: '2',
        porte_anestesico: '5',
      }),
    );
    expect(reconstruction).toEqual({
      row: {
        code: '30602246',
        description: 'Reconstrução mamária',
        porte: '10B',
        porteFraction: null,
        uco: null,
        auxiliaries: 2,
        anestheticPorte: 5,
        film: null,
        chapter: 3,
      },
    });
    const lab = checkCbhpmEditionRow(
      columns,
      row({
        codigo: '4.03.01.01-0',
        descricao: '3-metil  histidina',
        fracao_porte: '0,10',
        porte: '1a',
        custo_operacional_uco: '3.267',
      }),
    );
    expect(lab).toMatchObject({
      row: { code: '40301010', description: '3-metil histidina', porte: '1A', porteFraction: '0.1', uco: '3.267' },
    });
    const noPorte = checkCbhpmEditionRow(
      columns,
      row({ codigo: '31602010', descricao: 'Analgesia', porte: '–', porte_anestesico: '1' }),
    );
    expect(noPorte).toMatchObject({ row: { porte: null, anestheticPorte: 1, auxiliaries: null } });
  });

  it.each<[string, Record<string, string>, unknown]>([
    ['no code', { descricao: 'X', porte: '1A' }, { code: 'required', field: 'code' }],
    ['a short code', { codigo: '3160222', descricao: 'X', porte: '1A' }, { code: 'digits', field: 'code', digits: 8 }],
    ['no description', { codigo: '31602223', porte: '1A' }, { code: 'required', field: 'description' }],
    ['a bad porte', { codigo: '31602223', descricao: 'X', porte: '15A' }, { code: 'porte', value: '15A' }],
    [
      'a bad UCO',
      { codigo: '31602223', descricao: 'X', porte: '1A', custo_operacional_uco: '3,2,1' },
      { code: 'decimal', field: 'uco', decimals: 4 },
    ],
    [
      'a porte anestésico of 9',
      { codigo: '31602223', descricao: 'X', porte: '1A', porte_anestesico: '9' },
      { code: 'integer', field: 'anestheticPorte', min: 0, max: 8 },
    ],
    [
      'a fraction above 1',
      { codigo: '40301010', descricao: 'X', porte: '1A', fracao_porte: '1,5' },
      { code: 'fraction' },
    ],
    [
      'a fraction of no porte',
      { codigo: '40301010', descricao: 'X', fracao_porte: '0,5' },
      { code: 'fractionWithoutPorte' },
    ],
    [
      'a bad film',
      { codigo: '40801020', descricao: 'X', porte: '1B', filme_m2: '0,21601' },
      { code: 'decimal', field: 'film', decimals: 4 },
    ],
  ])('rejects %s', (_name, cells, problem) => {
    expect(checkCbhpmEditionRow(columns, row(cells))).toEqual({ problem });
  });

  it('keeps the first row of a repeated code and reports the later one', () => {
    const records = parseCsv(
      ['codigo;descricao;porte', '31602223;Primeira;3C', '31602223;Segunda;3C', 'x;Ruim;3C', '30602246;Outra;10B'].join(
        '\n',
      ),
    );
    const checker = new CbhpmEditionChecker(mapCbhpmEditionColumns(records[0]!.cells));
    for (const record of records.slice(1)) checker.add(record);
    expect(checker.checked).toBe(4);
    const { rows, rejections } = checker.result();
    expect(rows.map((r) => [r.code, r.description])).toEqual([
      ['31602223', 'Primeira'],
      ['30602246', 'Outra'],
    ]);
    expect(rejections).toEqual([
      { row: 3, problem: { code: 'duplicate', line: 2 } },
      { row: 4, problem: { code: 'digits', field: 'code', digits: 8 } },
    ]);
  });
});

const LONG_HEADER = 'cotacao,cotacao_descricao,tipo,codigo,valor_rs';

/** A complete cotação in the long format (values 1.00, 2.00, …), then its UCO and AN rows. */
function cotacao(reference: string, skip: string[] = []): string[] {
  const portes = PORTE_GRADES.filter((porte) => !skip.includes(porte)).map(
    (porte) => `${reference},Cotação ${reference},porte,${porte},${PORTE_GRADES.indexOf(porte) + 1}.00`,
  );
  const uco = skip.includes('UCO') ? [] : [`${reference},Cotação ${reference},uco,UCO,"24,24"`];
  return [...portes, ...uco, `${reference},Cotação ${reference},porte_anestesico,AN1,3.00`];
}

function checkValuations(lines: string[]) {
  const records = parseCsv(lines.join('\n'));
  const checker = new CbhpmValuationChecker(mapCbhpmValuationColumns(records[0]!.cells));
  for (const record of records.slice(1)) checker.add(record);
  return checker.result();
}

describe('CBHPM valuation rows', () => {
  it('classifies codes', () => {
    expect(valuationItem('1a')).toEqual({ kind: 'porte', porte: '1A' });
    expect(valuationItem('uco')).toEqual({ kind: 'uco' });
    expect(valuationItem('AN8')).toEqual({ kind: 'an' });
    expect(valuationItem('Filme')).toEqual({ kind: 'film' });
    expect(valuationItem('AN9')).toBeNull();
  });

  it('makes one valuation per complete cotação and ignores the porte anestésico rows', () => {
    const result = checkValuations([LONG_HEADER, ...cotacao('2020'), ...cotacao('2021-10')]);
    expect(result.rejections).toEqual([]);
    expect(result.valuations).toHaveLength(2);
    const [first, second] = result.valuations;
    expect(first).toMatchObject({
      reference: '2020',
      referenceName: 'Cotação 2020',
      ucoValue: '24.24',
      filmValue: null,
    });
    expect(first?.portes['1A']).toBe('1.00');
    expect(first?.portes['14C']).toBe('42.00');
    expect(Object.keys(first?.portes ?? {})).toEqual([...PORTE_GRADES]);
    expect(second?.reference).toBe('2021-10');
    expect(result.ignored).toEqual([
      { row: 45, problem: { code: 'anestheticPorte' } },
      { row: 89, problem: { code: 'anestheticPorte' } },
    ]);
  });

  it('rejects every row of a cotação that lacks a porte or the UCO, naming what is missing', () => {
    const result = checkValuations([LONG_HEADER, ...cotacao('2019', ['6A', 'UCO']), ...cotacao('2020')]);
    expect(result.valuations.map((v) => v.reference)).toEqual(['2020']);
    expect(result.rejections).toHaveLength(41);
    expect(result.rejections[0]).toEqual({
      row: 2,
      problem: { code: 'incomplete', reference: '2019', missing: ['6A', 'UCO'] },
    });
  });

  it.each<[string, string, unknown]>([
    ['an unknown type', '2020,X,taxa,1A,1.00', { code: 'valueType', value: 'taxa' }],
    ['an unknown code', '2020,X,porte,15A,1.00', { code: 'valueCode', value: '15A' }],
    ['a code of another type', '2020,X,uco,1A,1.00', { code: 'typeMismatch', value: '1A', type: 'uco' }],
    ['a negative value', '2020,X,porte,1A,-1.00', { code: 'money', field: 'value' }],
    ['three decimals', '2020,X,porte,1A,1.005', { code: 'money', field: 'value' }],
    ['no value', '2020,X,porte,1A,', { code: 'required', field: 'value' }],
    ['no cotação in a file that has the column', ',X,porte,1A,1.00', { code: 'required', field: 'reference' }],
  ])('rejects %s (and then the cotação is incomplete)', (_name, line, problem) => {
    const result = checkValuations([LONG_HEADER, line]);
    expect(result.rejections[0]).toEqual({ row: 2, problem });
    expect(result.valuations).toEqual([]);
  });

  it('reads a two-column porte;valor file with a UCO row as one valuation with no cotação', () => {
    const lines = ['porte;valor', ...PORTE_GRADES.map((porte) => `${porte};"1.234,5"`), 'UCO;24,24', '1A;2,00'];
    const result = checkValuations(lines);
    expect(result.valuations).toHaveLength(1);
    expect(result.valuations[0]).toMatchObject({ reference: null, referenceName: null, ucoValue: '24.24' });
    expect(result.valuations[0]?.portes['2B']).toBe('1234.50');
    expect(result.rejections).toEqual([{ row: 45, problem: { code: 'duplicate', line: 2 } }]);
  });
});
