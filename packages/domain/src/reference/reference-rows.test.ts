import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  checkReferenceRecords,
  checkReferenceRow,
  headerKey,
  mapColumns,
  parseReferenceDate,
  ReferenceRowChecker,
  withCodeZeros,
  type ReferenceTableKind,
  type RowProblem,
} from './reference-rows';

const TUSS_HEADER =
  'Código do Termo;Termo;Data de início de vigência;Data de fim de vigência;Data de fim de implantação';
const IBGE_HEADER = 'codigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario';

describe('headerKey / mapColumns', () => {
  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey(' Data de Início de Vigência ')).toBe('datadeiniciodevigencia');
    expect(headerKey('codigo_ibge')).toBe(headerKey('Código IBGE'));
  });

  it.each<[ReferenceTableKind, string[], Record<string, number>, string[]]>([
    ['tuss22', TUSS_HEADER.split(';'), { code: 0, term: 1, startsOn: 2, endsOn: 3, implantationEndsOn: 4 }, []],
    ['tuss22', ['CÓDIGO DO TERMO', 'termo', 'DATA DE INICIO DE VIGENCIA'], { code: 0, term: 1, startsOn: 2 }, []],
    ['tuss22', ['Termo', 'Código do Termo'], { code: 1, term: 0 }, ['startsOn']],
    ['ibgeMunicipalities', IBGE_HEADER.split(','), { code: 0, name: 1, capital: 4, ufCode: 5 }, []],
    ['ibgeMunicipalities', ['Código IBGE', 'Município', 'UF'], { code: 0, name: 1, uf: 2 }, []],
    ['cbo', ['CODIGO', 'TITULO'], { code: 0, title: 1 }, []],
    ['cbo', ['cbo', 'titulo', 'familia'], { code: 0, title: 1 }, []],
    ['cbo', ['x', 'y'], {}, ['code', 'title']],
  ])('%s %j', (table, header, indexes, missing) => {
    expect(mapColumns(table, header)).toEqual({ indexes, missing });
  });
});

describe('parseReferenceDate', () => {
  it.each<[string, string | null]>([
    ['13/02/2009', '2009-02-13'],
    ['2009-02', '2009-02-01'],
    ['2009-02-13', '2009-02-13'],
    [' 2023-08 ', '2023-08-01'],
    ['29/02/2024', '2024-02-29'],
    ['2024-02-30', null],
    ['2009-13', null],
    ['31/04/2020', null],
    ['2009/02', null],
    ['02/2009', null],
    ['13-02-2009', null],
    ['1899-12', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseReferenceDate(text)).toBe(expected);
  });
});

/** Checks one line of data under a header, with the header's delimiter. */
function check(table: ReferenceTableKind, header: string, line: string) {
  const [head, row] = parseCsv(`${header}\n${line}\n`);
  return checkReferenceRow(table, mapColumns(table, head?.cells ?? []), row?.cells ?? []);
}

describe('TUSS 22 rows', () => {
  it.each<[string, object]>([
    [
      '31602223;Passagem de catéter peridural;2009-02;;2010-10',
      {
        code: '31602223',
        term: 'Passagem de catéter peridural',
        startsOn: '2009-02-01',
        endsOn: null,
        implantationEndsOn: '2010-10-01',
      },
    ],
    [
      '40503825;"Rearranjo PML/RARA  t(15;17)";01/01/2016;14/01/2016;31/03/2016',
      {
        code: '40503825',
        term: 'Rearranjo PML/RARA  t(15;17)',
        startsOn: '2016-01-01',
        endsOn: '2016-01-14',
        implantationEndsOn: '2016-03-31',
      },
    ],
    [
      // The ANS files have rows whose implantation ended before the validity started.
      '30304156;Cross-linking (CXL) de colágeno corneano ;01/03/2019;;31/03/2018',
      {
        code: '30304156',
        term: 'Cross-linking (CXL) de colágeno corneano',
        startsOn: '2019-03-01',
        endsOn: null,
        implantationEndsOn: '2018-03-31',
      },
    ],
    ['3.16.02.22-3;Formatted code;2009-02-13;;', { code: '31602223', startsOn: '2009-02-13' }],
    ['10101012;Same day end;01/01/2020;01/01/2020;', { endsOn: '2020-01-01' }],
    [
      '31602240;Anestesia para endoscopia\u00A0intervencionista\u00A0;2009-02;;',
      { term: 'Anestesia para endoscopia intervencionista' },
    ],
  ])('accepts %j', (line, row) => {
    const result = check('tuss22', TUSS_HEADER, line);
    expect(result).toMatchObject({ row });
  });

  it.each<[string, RowProblem]>([
    ['3160222;Termo;2009-02;;', { code: 'digits', field: 'code', digits: 8 }],
    ['316022233;Termo;2009-02;;', { code: 'digits', field: 'code', digits: 8 }],
    ['3160222A;Termo;2009-02;;', { code: 'digits', field: 'code', digits: 8 }],
    [';Termo;2009-02;;', { code: 'required', field: 'code' }],
    ['31602223;  ;2009-02;;', { code: 'required', field: 'term' }],
    ['31602223;Termo;;;', { code: 'required', field: 'startsOn' }],
    ['31602223;Termo;31/02/2009;;', { code: 'date', field: 'startsOn' }],
    ['31602223;Termo;fev/2009;;', { code: 'date', field: 'startsOn' }],
    ['31602223;Termo;2009-02;2009-13;', { code: 'date', field: 'endsOn' }],
    ['31602223;Termo;2009-02;;10/2010', { code: 'date', field: 'implantationEndsOn' }],
    ['31602223;Termo;01/03/2009;28/02/2009;', { code: 'endBeforeStart' }],
    ['31602223', { code: 'required', field: 'term' }],
  ])('rejects %j', (line, problem) => {
    expect(check('tuss22', TUSS_HEADER, line)).toEqual({ problem });
  });
});

describe('IBGE municipality rows', () => {
  const line = (code: string, name = 'X', capital = '0', ufCode = code.slice(0, 2)) =>
    `${code},${name},-23.5,-46.6,${capital},${ufCode},7107,11,America/Sao_Paulo`;

  it.each<[string, object]>([
    [
      line('3550308', 'São Paulo', '1'),
      { code: '3550308', name: 'São Paulo', uf: 'SP', ufCode: '35', isCapital: true },
    ],
    [line('3509502', 'Campinas'), { code: '3509502', name: 'Campinas', uf: 'SP', ufCode: '35', isCapital: false }],
    [line('2201919', 'Bom Princípio do Piauí'), { code: '2201919', uf: 'PI' }],
    [line('5300108', 'Brasília', 'sim'), { uf: 'DF', isCapital: true }],
    [line('1100015', "Alta Floresta D'Oeste", ''), { uf: 'RO', isCapital: false }],
  ])('accepts %j', (text, row) => {
    expect(check('ibgeMunicipalities', IBGE_HEADER, text)).toMatchObject({ row });
  });

  it.each<[string, RowProblem]>([
    [line('3550307', 'São Paulo'), { code: 'checkDigit' }],
    [line('355030', 'São Paulo'), { code: 'digits', field: 'code', digits: 7 }],
    [line('9950308'), { code: 'unknownUf', ufCode: '99' }],
    [line('3550308', ''), { code: 'required', field: 'name' }],
    [line('', 'São Paulo'), { code: 'required', field: 'code' }],
    [line('3550308', 'São Paulo', '1', '33'), { code: 'ufMismatch', field: 'ufCode', expected: '35' }],
    [line('3550308', 'São Paulo', 'talvez'), { code: 'capital' }],
  ])('rejects %j', (text, problem) => {
    expect(check('ibgeMunicipalities', IBGE_HEADER, text)).toEqual({ problem });
  });

  it('checks the UF letters when the file has them', () => {
    expect(check('ibgeMunicipalities', 'codigo;nome;uf', '3550308;São Paulo;sp')).toMatchObject({
      row: { uf: 'SP' },
    });
    expect(check('ibgeMunicipalities', 'codigo;nome;uf', '3550308;São Paulo;RJ')).toEqual({
      problem: { code: 'ufMismatch', field: 'uf', expected: 'SP' },
    });
  });
});

describe('CBO rows', () => {
  it.each<[string, object | RowProblem]>([
    ['225151;Médico anestesiologista', { row: { code: '225151', title: 'Médico anestesiologista' } }],
    ['010105;Oficial general da aeronáutica', { row: { code: '010105' } }],
    ['2251-51;Médico anestesiologista', { row: { code: '225151' } }],
    ['22515;Curto', { problem: { code: 'digits', field: 'code', digits: 6 } }],
    ['2251511;Longo', { problem: { code: 'digits', field: 'code', digits: 6 } }],
    ['225151;', { problem: { code: 'required', field: 'title' } }],
  ])('%j', (text, expected) => {
    const result = check('cbo', 'CODIGO;TITULO', text);
    if ('problem' in expected) expect(result).toEqual(expected);
    else expect(result).toMatchObject(expected);
  });
});

describe('glosa reason rows (TISS table 38)', () => {
  it.each<[string[], Record<string, number>, string[]]>([
    [['Código', 'Descrição'], { code: 0, description: 1 }, []],
    [['Código do Termo', 'Termo'], { code: 0, description: 1 }, []],
    [['Mensagem', 'codigo'], { code: 1, description: 0 }, []],
    [['CÓDIGO DA GLOSA', 'Descrição da glosa', 'Grupo'], { code: 0, description: 1 }, []],
    [['Código'], { code: 0 }, ['description']],
  ])('columns %j', (header, indexes, missing) => {
    expect(mapColumns('glosaReasons', header)).toEqual({ indexes, missing });
  });

  it.each<[string, object | RowProblem]>([
    [
      '1834;PORTE ANESTÉSICO COBRADO INCOMPATÍVEL',
      { row: { code: '1834', description: 'PORTE ANESTÉSICO COBRADO INCOMPATÍVEL' } },
    ],
    ['"3199";"  COBRANÇA SEM A PRESENÇA DO ANESTESISTA "', { row: { code: '3199' } }],
    ['183;Curto', { problem: { code: 'digits', field: 'code', digits: 4 } }],
    ['18345;Longo', { problem: { code: 'digits', field: 'code', digits: 4 } }],
    ['18A4;Letra', { problem: { code: 'digits', field: 'code', digits: 4 } }],
    [';Sem código', { problem: { code: 'required', field: 'code' } }],
    ['1834;', { problem: { code: 'required', field: 'description' } }],
  ])('%j', (text, expected) => {
    const result = check('glosaReasons', 'Código;Descrição', text);
    if ('problem' in expected) expect(result).toEqual(expected);
    else expect(result).toMatchObject(expected);
  });

  it('rejects a repeated code (the first row stays)', () => {
    const result = checkReferenceRecords('glosaReasons', parseCsv('Código,Mensagem\n2902,GLOSA MANTIDA\n2902,Outra\n'));
    expect(result.rows).toEqual([{ code: '2902', description: 'GLOSA MANTIDA' }]);
    expect(result.rejections).toEqual([{ row: 3, problem: { code: 'duplicate', line: 2 } }]);
  });
});

describe('checkReferenceRecords (duplicates, order, report)', () => {
  it('keeps TUSS versions with different starts, and the later row of the same code + start', () => {
    const text = [
      TUSS_HEADER,
      '40503825;Versão antiga;01/01/2016;14/01/2016;',
      '40503828;Outro;15/01/2016;;',
      '40503825;Versão nova;15/01/2016;;',
      '40503828;Outro corrigido;15/01/2016;;',
      '1234;Ruim;15/01/2016;;',
    ].join('\r\n');
    const result = checkReferenceRecords('tuss22', parseCsv(text));
    expect(result.missing).toEqual([]);
    expect(result.rows.map((r) => [r.code, r.term, r.startsOn])).toEqual([
      ['40503825', 'Versão antiga', '2016-01-01'],
      ['40503825', 'Versão nova', '2016-01-15'],
      ['40503828', 'Outro corrigido', '2016-01-15'],
    ]);
    expect(result.rejections).toEqual([
      { row: 3, problem: { code: 'superseded', line: 5 } },
      { row: 6, problem: { code: 'digits', field: 'code', digits: 8 } },
    ]);
  });

  it('rejects a repeated IBGE or CBO code (the first row stays)', () => {
    const cbo = checkReferenceRecords('cbo', parseCsv('CODIGO;TITULO\n225151;A\n225225;B\n225151;C\n'));
    expect(cbo.rows).toEqual([
      { code: '225151', title: 'A' },
      { code: '225225', title: 'B' },
    ]);
    expect(cbo.rejections).toEqual([{ row: 4, problem: { code: 'duplicate', line: 2 } }]);
  });

  it('reports the missing columns and checks no row', () => {
    expect(checkReferenceRecords('cbo', parseCsv('codigo;nome_errado\n225151;A\n'))).toEqual({
      rows: [],
      rejections: [],
      missing: ['title'],
    });
    expect(checkReferenceRecords('tuss22', [])).toMatchObject({ missing: ['code', 'term', 'startsOn'] });
  });

  it('accounts for every data row: accepted + rejected = rows of the file', () => {
    const code = fc.oneof(
      fc.constantFrom('225151', '225225', '010105', '2251', ''),
      fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
    );
    const title = fc.constantFrom('Médico', '', ' x ');
    fc.assert(
      fc.property(fc.array(fc.tuple(code, title)), (rows) => {
        const text = ['CODIGO;TITULO', ...rows.map(([c, t]) => `${c};${t}`)].join('\n');
        const result = checkReferenceRecords('cbo', parseCsv(text));
        expect(result.rows.length + result.rejections.length).toBe(rows.length);
        expect(new Set(result.rows.map((r) => r.code)).size).toBe(result.rows.length);
        expect(result.rejections.map((r) => r.row)).toEqual(
          [...result.rejections.map((r) => r.row)].sort((a, b) => a - b),
        );
      }),
    );
  });
});

describe('withCodeZeros', () => {
  const record = (cells: string[], numeric?: boolean[]) => ({ line: 2, cells, numeric });
  it.each<[string, string[], boolean[] | undefined, number, string]>([
    ['a numeric CBO code that lost its zero', ['10105', 'x'], [true, false], 6, '010105'],
    ['a numeric TUSS code that lost its zero', ['1234567'], [true], 8, '01234567'],
    ['a numeric code already whole', ['225151'], [true], 6, '225151'],
    ['a code written as text (kept: too short is an error)', ['10105'], [false], 6, '10105'],
    ['a CSV record (no numeric marks)', ['10105'], undefined, 6, '10105'],
    ['a numeric cell that is not digits', ['10.5'], [true], 6, '10.5'],
  ])('%s', (_name, cells, numeric, digits, code) => {
    expect(withCodeZeros(record(cells, numeric), 0, digits)[0]).toBe(code);
  });

  it('restores the zeros before the row is checked (CBO 010105 from a spreadsheet number)', () => {
    const checker = new ReferenceRowChecker('cbo', mapColumns('cbo', ['CODIGO', 'TITULO']));
    checker.add({ line: 2, cells: ['10105', 'Oficial general do Exército'], numeric: [true, false] });
    checker.add({ line: 3, cells: ['10110', 'Oficial general da Marinha'], numeric: [false, false] });
    const { rows, rejections } = checker.result();
    expect(rows).toEqual([{ code: '010105', title: 'Oficial general do Exército' }]);
    expect(rejections).toEqual([{ row: 3, problem: { code: 'digits', field: 'code', digits: 6 } }]);
  });
});
