import { describe, expect, it } from 'vitest';
import type { CsvRecord } from '../reference/csv';
import { readStatementSheet, type StatementSheetColumns } from './statement-sheet';

const records = (...rows: string[][]): CsvRecord[] => rows.map((cells, i) => ({ line: i + 1, cells }));
const columns: StatementSheetColumns = {
  guideNumber: 'Guia',
  procedureCode: 'Procedimento',
  performedOn: 'Data',
  valueReleased: 'Valor pago',
  valueGlosa: 'Glosa',
  glosaCodes: 'Motivo',
};
const header = ['Guia', 'Procedimento', 'Data', 'Valor pago', 'Glosa', 'Motivo'];

describe('readStatementSheet (a statement spreadsheet with a column mapping)', () => {
  it('reads pt-BR numbers and dates, codes, item and guide level lines', () => {
    const read = readStatementSheet(
      records(
        header,
        ['000123', '31005497', '10/01/2026', 'R$ 1.234,56', '255,00', '1834; 3199'],
        ['124', '', '2026-01-11', '10', '', ''],
        ['', '', '', '', '', ''],
      ),
      columns,
    );
    expect(read.problems).toEqual([]);
    expect(read.lines).toEqual([
      expect.objectContaining({
        line: 2,
        guideNumber: '000123',
        procedureCode: '31005497',
        performedOn: '2026-01-10',
        valueReleased: '1234.56',
        valueGlosa: '255.00',
        glosaCodes: ['1834', '3199'],
      }),
      expect.objectContaining({
        line: 3,
        procedureCode: null,
        performedOn: '2026-01-11',
        valueReleased: '10.00',
        valueGlosa: '0.00',
      }),
    ]);
  });

  it.each([
    [['1', 'X', '10/01/2026', '-5,00', '', ''], { code: 'negative', field: 'valueReleased' }],
    [['1', 'X', '10/01/2026', 'dez', '', ''], { code: 'number', field: 'valueReleased' }],
    [['1', 'X', '10/01/2026', '', '', ''], { code: 'required', field: 'valueReleased' }],
    [['', 'X', '10/01/2026', '1', '', ''], { code: 'required', field: 'guideNumber' }],
    [['1', 'X', '31/02/2026', '1', '', ''], { code: 'date', field: 'performedOn' }],
    [['1', 'X', '10/01/2026', '1', '1', '18'], { code: 'glosaCode', field: 'glosaCodes' }],
  ])('row %j: %j', (row, problem) => {
    expect(readStatementSheet(records(header, row), columns).problems).toEqual([{ line: 2, ...problem }]);
  });

  it('refuses a mapping whose header is missing, and duplicate lines', () => {
    expect(readStatementSheet(records(['Guia']), columns).problems[0]).toEqual({
      line: 1,
      code: 'columnNotFound',
      header: 'Procedimento',
    });
    const dup = readStatementSheet(records(header, ['1', 'X', '', '1', '', ''], ['1', 'x', '', '2', '', '']), columns);
    expect(dup.problems).toEqual([{ line: 3, code: 'duplicateLine', first: 2 }]);
  });
});
