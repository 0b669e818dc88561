import { readFileSync } from 'node:fs';
import {
  checkReferenceRecords,
  decodeText,
  IBGE_CHECK_DIGIT_EXCEPTIONS,
  ibgeCheckDigit,
  isValidIbgeCode,
  parseCsv,
  UF_BY_IBGE_CODE,
} from '@honora/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, maskedInteger, readReferenceFile } from './reference-file';

/**
 * The domain's parsing and checks against the real reference files of /work/shared/data
 * (read in place, never copied into the repository). The domain itself does no I/O, so
 * these tests live here.
 */
const DATA = '/work/shared/data';
const bytesOf = (path: string) => new Uint8Array(readFileSync(`${DATA}/${path}`));
const recordsOf = (path: string) => parseCsv(decodeText(bytesOf(path)).text);

describe('ibge/estados.csv (UTF-8 with BOM, no final newline)', () => {
  it('matches UF_BY_IBGE_CODE exactly', () => {
    const [header, ...rows] = recordsOf('ibge/estados.csv');
    expect(header?.cells.slice(0, 2)).toEqual(['codigo_uf', 'uf']);
    expect(Object.fromEntries(rows.map((r) => [r.cells[0], r.cells[1]]))).toEqual(UF_BY_IBGE_CODE);
  });
});

describe('ibge/municipios.csv', () => {
  const records = recordsOf('ibge/municipios.csv');

  it('every one of the 5,571 codes is valid, and exactly the 9 exceptions fail the arithmetic', () => {
    const codes = records.slice(1).map((r) => r.cells[0] as string);
    expect(codes).toHaveLength(5571);
    expect(codes.filter((code) => !isValidIbgeCode(code))).toEqual([]);
    const offRule = codes.filter((code) => ibgeCheckDigit(code.slice(0, 6)) !== Number(code[6]));
    expect(offRule.sort()).toEqual([...IBGE_CHECK_DIGIT_EXCEPTIONS].sort());
  });

  it('altering the check digit of any (non-exception) code makes it invalid', () => {
    const codes = records.slice(1).map((r) => r.cells[0] as string);
    const altered = codes
      .filter((code) => !IBGE_CHECK_DIGIT_EXCEPTIONS.includes(code))
      .map((code) => code.slice(0, 6) + String((Number(code[6]) + 1) % 10));
    expect(altered.filter(isValidIbgeCode)).toEqual([]);
  });

  it('accepts all rows, 27 capitals, São Paulo in SP', () => {
    const result = checkReferenceRecords('ibgeMunicipalities', records);
    expect(result.rejections).toEqual([]);
    expect(result.rows).toHaveLength(5571);
    expect(result.rows.filter((r) => r.isCapital)).toHaveLength(27);
    expect(result.rows.find((r) => r.code === '3550308')).toEqual({
      code: '3550308',
      name: 'São Paulo',
      uf: 'SP',
      ufCode: '35',
      isCapital: true,
    });
  });
});

describe('cbo files', () => {
  it('reads the Latin-1 CBO file (CRLF, header ending in LF): 2,666 occupations with their accents', () => {
    const { text, encoding } = decodeText(bytesOf('cbo/CBO2002_Ocupacao.csv'));
    expect(encoding).toBe('latin1');
    const result = checkReferenceRecords('cbo', parseCsv(text));
    expect(result.rejections).toEqual([]);
    expect(result.rows).toHaveLength(2666);
    expect(result.rows).toContainEqual({ code: '225151', title: 'Médico anestesiologista' });
    expect(result.rows).toContainEqual({ code: '010110', title: 'Oficial general do exército' });
    expect(result.rows.some((r) => /[\r\n]/.test(r.title))).toBe(false);
  });

  it('reads cbo_medicos.csv (UTF-8, comma, other header names): 63 physicians', () => {
    const result = checkReferenceRecords('cbo', recordsOf('cbo/cbo_medicos.csv'));
    expect(result.rejections).toEqual([]);
    expect(result.rows).toHaveLength(63);
    expect(result.rows.every((r) => /^225[123]/.test(r.code))).toBe(true);
  });
});

describe('tuss files', () => {
  it('2023-08 (YYYY-MM dates, quoted cells with ;): 5,941 terms', () => {
    const result = checkReferenceRecords('tuss22', recordsOf('tuss/tabela_22_procedimentos_2023-08_vigentes.csv'));
    expect(result.rejections).toEqual([]);
    expect(result.rows).toHaveLength(5941);
    expect(result.rows).toContainEqual({
      code: '31602223',
      term: 'Passagem de catéter peridural ou subaracnóideo com bloqueio de prova',
      startsOn: '2009-02-01',
      endsOn: null,
      implantationEndsOn: '2010-10-01',
    });
    // A quoted term with ';' inside stays one cell; its no-break space became a plain space.
    expect(result.rows.find((r) => r.code === '40503704')?.term).toBe(
      "Células B painel de linfoma, Burkitt's -T(8;14); Folicular - T(14;14) e células de manto - T(11;14), FISH",
    );
    expect(result.rows.some((r) => r.term.includes('\u00A0'))).toBe(false);
  });

  it('2020-07 with history (BOM, dd/mm/yyyy): 5,907 versions, 56 codes with more than one', () => {
    const result = checkReferenceRecords('tuss22', recordsOf('tuss/tabela_22_procedimentos_2020-07_com_historico.csv'));
    expect(result.rejections).toEqual([]);
    expect(result.rows).toHaveLength(5907);
    const perCode = new Map<string, number>();
    for (const row of result.rows) perCode.set(row.code, (perCode.get(row.code) ?? 0) + 1);
    expect([...perCode.values()].filter((n) => n > 1)).toHaveLength(56);
    expect(result.rows.filter((r) => r.endsOn !== null)).toHaveLength(163);
  });
});

describe('readReferenceFile', () => {
  it('reads the first sheet of an .xlsx with its row numbers, dates and numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tabela');
    workbook.addWorksheet('Outra').addRow(['ignored']);
    sheet.addRow(['Código do Termo', 'Termo', 'Data de início de vigência']);
    sheet.addRow([
      31602223,
      { richText: [{ text: 'Passagem ' }, { text: 'de catéter' }] },
      new Date(Date.UTC(2009, 1, 13)),
    ]);
    sheet.addRow([]);
    sheet.addRow(['10101012', { formula: '"Consulta"', result: 'Consulta' }, '2009-02']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await readReferenceFile('tabela.XLSX', bytes)).toEqual([
      { line: 1, cells: ['Código do Termo', 'Termo', 'Data de início de vigência'], numeric: [false, false, false] },
      { line: 2, cells: ['31602223', 'Passagem de catéter', '2009-02-13'], numeric: [true, false, false] },
      { line: 4, cells: ['10101012', 'Consulta', '2009-02'], numeric: [false, false, false] },
    ]);
  });

  /** A workbook whose code column holds numbers, with a number format or without one. */
  async function codesWorkbook(header: string[], rows: ExcelJS.CellValue[][], numFmt?: string) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tabela');
    sheet.addRow(header);
    for (const row of rows) {
      const added = sheet.addRow(row);
      if (numFmt) added.getCell(1).numFmt = numFmt;
    }
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }

  // Codes with leading zeros stored as numbers: the zeros are restored, shown by the format or not.
  it.each<[string, string | undefined]>([
    ['with a "000000" format', '000000'],
    ['with a "0000-00" format', '0000-00'],
    ['without a format', undefined],
  ])('keeps the leading zeros of CBO codes stored as numbers %s', async (_name, numFmt) => {
    const bytes = await codesWorkbook(
      ['CODIGO', 'TITULO'],
      [
        [10105, 'Oficial general do Exército'],
        [225151, 'Médico anestesiologista'],
      ],
      numFmt,
    );
    const result = checkReferenceRecords('cbo', await readReferenceFile('cbo.xlsx', bytes));
    expect(result.rejections).toEqual([]);
    expect(result.rows.map((row) => row.code)).toEqual(['010105', '225151']);
  });

  it.each<[string, string | undefined]>([
    ['with a "00000000" format', '00000000'],
    ['without a format', undefined],
  ])('keeps the leading zeros of TUSS codes stored as numbers %s', async (_name, numFmt) => {
    const bytes = await codesWorkbook(
      ['Código do Termo', 'Termo', 'Data de início de vigência'],
      [
        [1234567, 'Termo com zero', '2020-01-01'],
        [31602223, 'Termo inteiro', '2020-01-01'],
      ],
      numFmt,
    );
    const records = await readReferenceFile('tuss.xlsx', bytes);
    if (numFmt) expect(records[1]!.cells[0]).toBe('01234567');
    const result = checkReferenceRecords('tuss22', records);
    expect(result.rejections).toEqual([]);
    expect(result.rows.map((row) => row.code)).toEqual(['01234567', '31602223']);
  });

  it('still refuses a code written as text with too few digits', async () => {
    const bytes = await codesWorkbook(['CODIGO', 'TITULO'], [['10105', 'Curto como texto']]);
    const result = checkReferenceRecords('cbo', await readReferenceFile('cbo.xlsx', bytes));
    expect(result.rows).toEqual([]);
    expect(result.rejections).toEqual([{ row: 2, problem: { code: 'digits', field: 'code', digits: 6 } }]);
  });

  it.each<[number, string | undefined, string | null]>([
    [10105, '000000', '010105'],
    [10105, '0000-00', '0101-05'],
    [1234567, '00000000', '01234567'],
    [123456789, '00000000', '123456789'],
    [1234567, '"0"0000000', '01234567'],
    [10105, 'General', null],
    [10105, '0.00', null],
    [10105, undefined, null],
    [10.5, '000000', null],
    [-5, '000000', null],
  ])('maskedInteger(%j, %j) → %j', (value, numFmt, text) => {
    expect(maskedInteger(value, numFmt)).toBe(text);
  });

  it.each([
    ['not a zip named .xlsx', 'x.xlsx', new TextEncoder().encode('CODIGO;TITULO\n')],
    ['a zip named .csv', 'x.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    ['binary named .csv', 'x.csv', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 1])],
    ['a broken zip', 'x.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
  ])('refuses %s', async (_name, fileName, bytes) => {
    await expect(readReferenceFile(fileName, bytes)).rejects.toThrow('unreadable reference file');
  });

  it.each<[ExcelJS.CellValue, string]>([
    [null, ''],
    [42, '42'],
    [31602223, '31602223'],
    [3.2670000000000003, '3.267'],
    [0.1 + 0.2, '0.3'],
    [true, 'true'],
    ['texto', 'texto'],
    [new Date(Date.UTC(2020, 6, 1)), '2020-07-01'],
    [{ text: 'link', hyperlink: 'http://x' }, 'link'],
    [{ error: '#N/A' } as ExcelJS.CellErrorValue, ''],
  ])('cellText(%j) → %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });

  it('reads a number by its digit mask, also as a formula result', () => {
    expect(cellText(10105, '000000')).toBe('010105');
    expect(cellText({ formula: '10105', result: 10105 } as ExcelJS.CellFormulaValue, '000000')).toBe('010105');
    expect(cellText(3.5, '000000')).toBe('3.5');
  });
});
