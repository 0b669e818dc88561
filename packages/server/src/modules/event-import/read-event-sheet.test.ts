import { defaultImportHeader, spreadsheetFields, type SpreadsheetField } from '@honora/contract';
import type { CsvRecord } from '@honora/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupSheetRows,
  readAccommodation,
  readEventSheet,
  readImportDate,
  readImportTime,
  readYesNo,
  type ImportCustomField,
  type ReadSheet,
  type SheetLayout,
} from './read-event-sheet';

const TODAY = '2026-11-27';
const detect: SheetLayout = { headerRow: 1, dateFormat: 'DD/MM/YYYY', columns: null };
const header = (...fields: SpreadsheetField[]) => fields.map(defaultImportHeader);
const records = (...rows: string[][]): CsvRecord[] => rows.map((cells, i) => ({ line: i + 1, cells }));
const BASIC = header('patientName', 'dtProcedure', 'procedureCode', 'healthInsuranceName', 'numGuide');

function read(rows: string[][], layout = detect, custom: ImportCustomField[] = []): ReadSheet {
  const result = readEventSheet(records(...rows), layout, custom, TODAY);
  if ('code' in result) throw new Error(`failure ${result.code}`);
  return result;
}

describe('readImportDate', () => {
  it.each([
    ['03/11/2026', 'DD/MM/YYYY', '2026-11-03'],
    ['3/1/2026', 'DD/MM/YYYY', '2026-01-03'],
    ['2026-11-03', 'DD/MM/YYYY', '2026-11-03'], // a real spreadsheet date, read as ISO
    ['03/11/2026 14:30', 'DD/MM/YYYY', '2026-11-03'],
    ['11/03/2026', 'MM/DD/YYYY', '2026-11-03'],
    ['03-11-2026', 'DD-MM-YYYY', '2026-11-03'],
    ['2026-11-03', 'YYYY-MM-DD', '2026-11-03'],
    ['31/02/2026', 'DD/MM/YYYY', null],
    ['29/02/2024', 'DD/MM/YYYY', '2024-02-29'],
    ['29/02/2025', 'DD/MM/YYYY', null],
    ['13/13/2026', 'DD/MM/YYYY', null],
    ['03/11/26', 'DD/MM/YYYY', null],
    ['ontem', 'DD/MM/YYYY', null],
    ['45000', 'DD/MM/YYYY', null],
    ['', 'DD/MM/YYYY', null],
  ] as const)('%s in %s → %s', (text, format, expected) => {
    expect(readImportDate(text, format)).toBe(expected);
  });
});

describe('cells', () => {
  it.each([
    ['7:05', '07:05'],
    ['07:05:00', '07:05'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['1205', null],
  ])('time %s → %s', (text, expected) => expect(readImportTime(text)).toBe(expected));

  it.each([
    ['Sim', true],
    ['NÃO', false],
    ['s', true],
    ['N', false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['talvez', null],
  ])('yes/no %s → %s', (text, expected) => expect(readYesNo(text)).toBe(expected));

  it.each([
    ['Apartamento', 'APARTMENT'],
    ['enfermaria', 'NURSERY'],
    ['HOSPITAL-DIA', 'ONE_DAY_CLINIC'],
    ['APARTMENT', 'APARTMENT'],
    ['suíte', null],
  ])('accommodation %s → %s', (text, expected) => expect(readAccommodation(text)).toBe(expected));
});

describe('readEventSheet', () => {
  it('detects the columns by label or key, in any order and case', () => {
    const sheet = read([
      ['NUMGUIDE', 'data do procedimento', 'Nome do Paciente', 'procedureCode', 'Convênio'],
      ['123', '03/11/2026', 'Maria', '31602013', 'Unimed'],
    ]);
    expect(sheet.rows[0]?.text).toEqual({
      numGuide: '123',
      patientName: 'Maria',
      procedureCode: '31602013',
      healthInsuranceName: 'Unimed',
    });
    expect(sheet.rows[0]?.dtProcedure).toBe('2026-11-03');
    expect(sheet.fields.has('numGuide')).toBe(true);
  });

  it.each([
    [['Paciente qualquer', 'Data do procedimento', 'Código do procedimento'], ['patientName']],
    [header('patientName'), ['dtProcedure', 'procedureCode']],
  ])('refuses a header without the required columns (%j)', (cells, missing) => {
    const result = readEventSheet(records(cells, ['x', 'y', 'z']), detect, [], TODAY);
    expect(result).toEqual({ code: 'missingColumns', fields: missing });
  });

  it('refuses a header that names a column twice, and a file with no data rows', () => {
    expect(readEventSheet(records([...BASIC, 'nome do paciente'], ['a']), detect, [], TODAY)).toEqual({
      code: 'duplicateColumn',
      header: 'nome do paciente',
    });
    expect(readEventSheet(records(BASIC), detect, [], TODAY)).toEqual({ code: 'empty', headerRow: 1 });
  });

  it('reads a configuration: its header row, letters, header names and date format', () => {
    const layout: SheetLayout = {
      headerRow: 3,
      dateFormat: 'MM/DD/YYYY',
      columns: { patientName: 'B', dtProcedure: 'Data', procedureCode: '"Cod"', numGuide: 'A' },
    };
    const rows = [
      ['Hospital X — produção'],
      ['novembro'],
      ['Guia', 'Paciente', 'Data', 'Cod'],
      ['77', 'João', '11/03/2026', '10101012'],
    ];
    const result = readEventSheet(
      rows.map((cells, i) => ({ line: i + 1, cells })),
      layout,
      [],
      TODAY,
    );
    if ('code' in result) throw new Error(result.code);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      line: 4,
      text: { numGuide: '77', patientName: 'João', procedureCode: '10101012' },
      dtProcedure: '2026-11-03',
      problems: [],
    });
  });

  it.each([
    [['', '', '31602013', 'Unimed', '1'], { code: 'dateNotFound' }],
    [['', 'amanhã', '31602013', 'Unimed', '1'], { code: 'dateNotFound' }],
    [['', '28/11/2026', '31602013', 'Unimed', '1'], { code: 'notPerformed', date: '2026-11-28' }],
  ])('a row %j has the problem %j (billing.md §8)', (cells, problem) => {
    const sheet = read([BASIC, ['Ana', ...cells.slice(1)]]);
    expect(sheet.rows[0]?.problems).toEqual([problem]);
  });

  it('checks times, yes/no, accommodation, birth date and custom fields cell by cell', () => {
    const custom: ImportCustomField[] = [
      { key: 'sala', label: 'Sala', type: 'select', options: ['Sala 1', 'Sala 2'] },
      { key: 'peso', label: 'Peso', type: 'number', options: [] },
      { key: 'alta', label: 'Alta', type: 'date', options: [] },
    ];
    const sheet = read(
      [
        [
          ...BASIC,
          ...header('procedureStart', 'isEmergency', 'accommodation', 'patientBirthDate'),
          'sala',
          'Peso',
          'Alta',
        ],
        [
          'Ana',
          '03/11/2026',
          '31602013',
          'Unimed',
          '1',
          '7:30',
          'Sim',
          'Apartamento',
          '01/02/1980',
          'sala 2',
          '72,5',
          '04/11/2026',
        ],
        [
          'Ana',
          '03/11/2026',
          '31602013',
          'Unimed',
          '2',
          '25:00',
          'talvez',
          'Suíte',
          '31/02/1980',
          'Sala 9',
          'leve',
          'x',
        ],
      ],
      detect,
      custom,
    );
    expect(sheet.rows[0]).toMatchObject({
      times: { procedureStart: '07:30' },
      isEmergency: true,
      accommodation: 'APARTMENT',
      patientBirthDate: '1980-02-01',
      customFields: { sala: 'Sala 2', peso: 72.5, alta: '2026-11-04' },
      problems: [],
    });
    expect(sheet.rows[1]?.problems.map((p) => p.code)).toEqual([
      'badDate',
      'badTime',
      'badAccommodation',
      'badYesNo',
      'badCustomField',
      'badCustomField',
      'badCustomField',
    ]);
  });

  it('keeps each row’s line and cells for the rejection sheet', () => {
    const sheet = read([BASIC, ['Ana', '03/11/2026', '31602013', 'Unimed', '1']]);
    expect(sheet.rows[0]?.cells).toEqual(['Ana', '03/11/2026', '31602013', 'Unimed', '1']);
    expect(sheet.header).toEqual(BASIC);
  });
});

describe('groupSheetRows', () => {
  it('makes one event of the rows of a guide and insurer, and one of each row without a guide', () => {
    const sheet = read([
      BASIC,
      ['Ana', '03/11/2026', '31602013', 'Unimed', '10'],
      ['Bia', '03/11/2026', '31602013', 'Unimed', ''],
      ['Ana', '03/11/2026', '40101010', 'UNIMED ', '10'],
      ['Caio', '03/11/2026', '31602013', 'Bradesco', '10'],
      ['Dora', '03/11/2026', '31602013', 'Bradesco', ''],
    ]);
    expect(groupSheetRows(sheet.rows).map((group) => group.map((row) => row.line))).toEqual([[2, 4], [3], [5], [6]]);
  });

  it('keeps every row exactly once, in file order within each event (property)', () => {
    const cell = fc.constantFrom('', '1', '2', '3');
    const insurer = fc.constantFrom('Unimed', 'unimed', 'Bradesco');
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, insurer), { minLength: 1, maxLength: 40 }), (typed) => {
        const sheet = read([BASIC, ...typed.map(([guide, name]) => ['P', '03/11/2026', '31602013', name, guide])]);
        const groups = groupSheetRows(sheet.rows);
        const lines = groups.flat().map((row) => row.line);
        expect([...lines].sort((a, b) => a - b)).toEqual(sheet.rows.map((row) => row.line));
        for (const group of groups) {
          const ordered = group.map((row) => row.line);
          expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
          const keys = new Set(
            group.map((row) => `${row.text.healthInsuranceName?.toLowerCase()}|${row.text.numGuide}`),
          );
          expect(keys.size).toBe(1);
          if (!group[0]?.text.numGuide) expect(group).toHaveLength(1);
        }
      }),
    );
  });
});

it('every field of the catalog has a header a template writes and the import detects', () => {
  const sheet = read([spreadsheetFields.map(defaultImportHeader), spreadsheetFields.map(() => '')]);
  expect([...sheet.fields].sort()).toEqual([...spreadsheetFields].sort());
});
