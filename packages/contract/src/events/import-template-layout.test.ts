import { describe, expect, it } from 'vitest';
import { spreadsheetFields } from '../registries/billing-settings/spreadsheet-configs';
import { defaultImportHeader } from './event-import-columns';
import {
  columnLetter,
  importTemplateLayout,
  templateCellKind,
  type TemplateCustomField,
} from './import-template-layout';

const room: TemplateCustomField = { key: 'sala', label: 'Sala cirúrgica', type: 'select', options: ['Sala 1'] };
const checked: TemplateCustomField = { key: 'conferido', label: 'Conferido', type: 'boolean', options: [] };

describe('import template layout (decision 040 "Templates")', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [702, 'ZZ'],
  ])('column %i is %s', (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });

  it('without a configuration: header row 1, every field in order, then the custom fields', () => {
    const layout = importTemplateLayout(null, [room, checked]);
    expect(layout.headerRow).toBe(1);
    expect(layout.dateFormat).toBe('DD/MM/YYYY');
    expect(layout.columns.map((c) => c.header)).toEqual([
      ...spreadsheetFields.map(defaultImportHeader),
      'Sala cirúrgica',
      'Conferido',
    ]);
    expect(layout.columns.map((c) => c.index)).toEqual(layout.columns.map((_, i) => i + 1));
    expect(layout.columns.at(-1)).toMatchObject({ letter: 'U', source: { kind: 'custom', customField: checked } });
  });

  it('with a configuration: letters keep their column, header names fill the first free ones, the rest is left out', () => {
    const layout = importTemplateLayout(
      {
        headerRow: 3,
        dateFormat: 'YYYY-MM-DD',
        columns: { patientName: 'B', dtProcedure: 'Data', procedureCode: 'D', hospitalName: '"Local"' },
      },
      [room],
    );
    expect(layout).toMatchObject({ headerRow: 3, dateFormat: 'YYYY-MM-DD' });
    expect(layout.columns.map((c) => [c.letter, c.header])).toEqual([
      ['A', 'Data'],
      ['B', 'Nome do paciente'],
      ['C', 'Local'],
      ['D', 'Código do procedimento'],
      ['E', 'Sala cirúrgica'],
    ]);
  });

  it('leaves out a custom field whose label is another header or names a field', () => {
    const twin: TemplateCustomField = { key: 'hosp', label: 'hospital', type: 'text', options: [] };
    const named: TemplateCustomField = { key: 'guia', label: 'numGuide', type: 'text', options: [] };
    const layout = importTemplateLayout(null, [twin, named, room]);
    expect(layout.skippedCustomFields).toEqual([twin, named]);
    expect(layout.columns.at(-1)?.header).toBe('Sala cirúrgica');
  });

  it('types the cells: dates, times, numbers, text', () => {
    expect(templateCellKind({ kind: 'field', field: 'dtProcedure' })).toBe('date');
    expect(templateCellKind({ kind: 'field', field: 'patientBirthDate' })).toBe('date');
    expect(templateCellKind({ kind: 'field', field: 'anesthesiaEnd' })).toBe('time');
    expect(templateCellKind({ kind: 'field', field: 'patientCpf' })).toBe('text');
    expect(templateCellKind({ kind: 'custom', customField: { ...room, type: 'date' } })).toBe('date');
    expect(templateCellKind({ kind: 'custom', customField: { ...room, type: 'number' } })).toBe('number');
  });
});
