import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatCellText, isoDateCell, jsonCell, megabytesText, type FlatCell } from './json-cell';
import { EXCEL_MAX_CELL_CHARS, flattenRow, parseJsonTable, rowCells, type JsonRecord } from './json-table';

const words = { yes: 'Sim', no: 'Não' };
const text = (value: string): FlatCell => ({ kind: 'text', value });
const day = (y: number, m: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, m - 1, d, h, mi, s);

describe('jsonCell', () => {
  const cases: [unknown, FlatCell][] = [
    [null, { kind: 'empty' }],
    ['', { kind: 'empty' }],
    [[], { kind: 'empty' }],
    [12.5, { kind: 'number', value: 12.5 }],
    [-0, { kind: 'number', value: 0 }],
    [true, text('Sim')],
    [false, text('Não')],
    ['00123', text('00123')],
    ['=1+1', text('=1+1')],
    [[1, 'a', true, null, 2.5], text('1, a, Sim, , 2.5')],
    [[{ a: 1 }, [2, 3]], text('{"a":1}, [2,3]')],
    ['2025-01-31', { kind: 'date', wallClockMs: day(2025, 1, 31) }],
    ['2025-01-31T14:30', { kind: 'dateTime', wallClockMs: day(2025, 1, 31, 14, 30) }],
    ['2025-01-31 14:30:15', { kind: 'dateTime', wallClockMs: day(2025, 1, 31, 14, 30, 15) }],
    ['2025-01-31T14:30:00Z', { kind: 'dateTime', wallClockMs: day(2025, 1, 31, 11, 30) }],
    ['2025-01-31T14:30:00.123-03:00', { kind: 'dateTime', wallClockMs: day(2025, 1, 31, 14, 30) + 123 }],
    ['2025-01-01T01:00:00+0000', { kind: 'dateTime', wallClockMs: day(2024, 12, 31, 22) }],
    ['2024-02-29', { kind: 'date', wallClockMs: day(2024, 2, 29) }],
    ['2025-02-29', text('2025-02-29')],
    ['2025-13-01', text('2025-13-01')],
    ['2025-01-01T24:00', text('2025-01-01T24:00')],
    ['1899-12-31', text('1899-12-31')],
    ['31/01/2025', text('31/01/2025')],
    ['2025-01', text('2025-01')],
  ];
  it.each(cases)('%j', (value, cell) => expect(jsonCell(value, words)).toEqual(cell));
});

describe('flatCellText', () => {
  it.each<[FlatCell, string]>([
    [{ kind: 'empty' }, ''],
    [{ kind: 'number', value: 1234.5678 }, '1.234,5678'],
    [{ kind: 'date', wallClockMs: day(2025, 1, 31) }, '31/01/2025'],
    [{ kind: 'dateTime', wallClockMs: day(2025, 1, 31, 9, 5) }, '31/01/2025 09:05'],
    [text('Ana'), 'Ana'],
  ])('%j → %s', (cell, shown) => expect(flatCellText(cell)).toBe(shown));
});

describe('parseJsonTable', () => {
  it('flattens nested objects into dotted columns, the union of the rows in first-seen order', () => {
    const result = parseJsonTable(
      JSON.stringify([
        { id: 1, patient: { name: 'Ana', address: { city: 'Recife' } }, tags: ['a', 'b'] },
        { id: 2, extra: true, patient: { name: 'Bia', birth: '1990-05-01' }, empty: {} },
      ]),
      words,
    );
    expect(result.ok && result.table.columns).toEqual([
      'id',
      'patient.name',
      'patient.address.city',
      'tags',
      'extra',
      'patient.birth',
      'empty',
    ]);
    if (!result.ok) return;
    expect(rowCells(result.table.rows[1]!, result.table.columns, words).map(flatCellText)).toEqual([
      '2',
      'Bia',
      '',
      '',
      'Sim',
      '01/05/1990',
      '',
    ]);
  });

  it('gives one column to paths that flatten to the same name, the later value winning', () => {
    expect(flattenRow({ 'a.b': 1, a: { b: 2 } }, words)).toEqual(new Map([['a.b', { kind: 'number', value: 2 }]]));
  });

  it('ignores a leading byte order mark', () => {
    expect(parseJsonTable('\uFEFF[{"a": 1}]', words).ok).toBe(true);
  });

  const refused: [string, unknown][] = [
    ['[{"a": 1},]', { kind: 'syntax', location: { line: 1, column: 11, expected: 'value' } }],
    ['{"a": 1}', { kind: 'notArray', found: 'object' }],
    ['"texto"', { kind: 'notArray', found: 'string' }],
    ['null', { kind: 'notArray', found: 'null' }],
    ['[]', { kind: 'empty' }],
    ['[{"a": 1}, 2]', { kind: 'notObject', row: 2, found: 'number' }],
    ['[{"a": 1}, [1]]', { kind: 'notObject', row: 2, found: 'array' }],
    ['[null]', { kind: 'notObject', row: 1, found: 'null' }],
    [`[{"a": "${'x'.repeat(EXCEL_MAX_CELL_CHARS + 1)}"}]`, { kind: 'cellTooLong', row: 1, column: 'a' }],
    [`[{}, ${'{"a":'.repeat(150)}1${'}'.repeat(150)}]`, { kind: 'tooDeep', row: 2 }],
    [`[{"a": ${'['.repeat(20_000)}${']'.repeat(20_000)}}]`, { kind: 'tooDeep', row: 1 }],
  ];
  it.each(refused)('refuses %#', (input, error) => {
    const result = parseJsonTable(input, words);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(error as object);
  });
});

/** Objects nested up to 3 deep with keys that have no dot, numbers at the leaves. */
const key = fc.string({ minLength: 1, maxLength: 4 }).filter((k) => !k.includes('.') && k !== '__proto__');
const nested: fc.Arbitrary<JsonRecord> = fc.letrec<{ node: JsonRecord; leaf: unknown }>((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('node')), { maxKeys: 4 }),
  leaf: fc.double({ noNaN: true, noDefaultInfinity: true }),
})).node;

function leaves(record: JsonRecord, prefix = ''): [string, unknown][] {
  return Object.entries(record).flatMap(([k, v]) => {
    const name = prefix ? `${prefix}.${k}` : k;
    if (typeof v !== 'object' || v === null) return [[name, v]];
    const inner = leaves(v as JsonRecord, name);
    return inner.length > 0 ? inner : [[name, null]];
  });
}

describe('parseJsonTable, properties', () => {
  it('keeps every leaf of every row, under its dotted path, and no other column', () => {
    fc.assert(
      fc.property(fc.array(nested, { minLength: 1, maxLength: 6 }), (rows) => {
        const result = parseJsonTable(JSON.stringify(rows), words);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const union = [...new Set(rows.flatMap((row) => leaves(row).map(([name]) => name)))];
        expect(result.table.columns).toEqual(union);
        rows.forEach((row, i) => {
          const cells = rowCells(result.table.rows[i]!, result.table.columns, words);
          for (const [name, value] of leaves(row)) {
            const cell = cells[result.table.columns.indexOf(name)];
            expect(cell).toEqual(
              value === null ? { kind: 'empty' } : { kind: 'number', value: value === 0 ? 0 : value },
            );
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('reads every valid calendar day from 1900 on as that date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const cell = isoDateCell(iso);
          expect(cell).toEqual({ kind: 'date', wallClockMs: Date.parse(iso) });
          expect(flatCellText(cell!)).toBe(iso.split('-').reverse().join('/'));
        },
      ),
    );
  });
});

describe('megabytesText', () => {
  it.each([
    [10_000_000, '10 MB'],
    [10_000_001, '10,1 MB'],
    [1_234_567, '1,3 MB'],
    [0, '0 MB'],
  ])('%d → %s', (size, shown) => expect(megabytesText(size)).toBe(shown));
});
