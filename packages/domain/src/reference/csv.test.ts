import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, detectDelimiter, parseCsv, type CsvDelimiter } from './csv';

/** TextEncoder exists in Node and browsers; the domain compiles without their types. */
const Encoder = (globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }).TextEncoder;
const utf8 = (text: string) => new Encoder().encode(text);
/** Latin-1 bytes of a text whose characters are all ≤ U+00FF (independent of the code under test). */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeText', () => {
  it.each<[string, Uint8Array, string, 'utf-8' | 'latin1']>([
    ['plain UTF-8', utf8('Médico anestesiologista'), 'Médico anestesiologista', 'utf-8'],
    ['UTF-8 with BOM', utf8('\uFEFFCódigo;Termo'), 'Código;Termo', 'utf-8'],
    ['Latin-1 (invalid UTF-8)', latin1('Médico anestesiologista'), 'Médico anestesiologista', 'latin1'],
    [
      'Latin-1 with ç and ã',
      latin1('Oficial general da aeronáutica;Ação'),
      'Oficial general da aeronáutica;Ação',
      'latin1',
    ],
    ['ASCII', utf8('CODIGO;TITULO'), 'CODIGO;TITULO', 'utf-8'],
    ['empty', new Uint8Array(), '', 'utf-8'],
  ])('%s', (_name, bytes, text, encoding) => {
    expect(decodeText(bytes)).toEqual({ text, encoding });
  });

  it('reads back any UTF-8 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const body = text.replace(/^\uFEFF+/, '');
        expect(decodeText(utf8(body)).text).toBe(body);
      }),
    );
  });

  it('reads back Latin-1 text with accents between plain letters', () => {
    const accented = fc.constantFrom(...'áéíóúâêôãõçÁÉÍÓÚÇÃÕü°ª');
    const plain = fc.constantFrom(...'abcdefxyz ;,0123');
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, accented, plain), { minLength: 1 }), (parts) => {
        const text = parts.map((p) => p.join('')).join('');
        expect(decodeText(latin1(text))).toEqual({ text, encoding: 'latin1' });
      }),
    );
  });
});

describe('detectDelimiter', () => {
  it.each<[string, CsvDelimiter]>([
    ['Código do Termo;Termo;Data de início de vigência', ';'],
    ['codigo_ibge,nome,latitude,longitude', ','],
    ['CODIGO;TITULO\r\n010105;Oficial, general', ';'],
    ['"a;b",c,d\n1;2;3;4;5', ','],
    ['"x,y";z', ';'],
    ['single', ','],
    ['', ','],
  ])('%j → %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('parseCsv', () => {
  it.each<[string, string, { line: number; cells: string[] }[]]>([
    [
      'LF',
      'a;b\n1;2\n',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    ],
    [
      'CRLF, no final newline',
      'a;b\r\n1;2',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    ],
    [
      'header LF then CRLF (the CBO file)',
      'CODIGO;TITULO\n010105;Oficial\r\n010110;Outro\r\n',
      [
        { line: 1, cells: ['CODIGO', 'TITULO'] },
        { line: 2, cells: ['010105', 'Oficial'] },
        { line: 3, cells: ['010110', 'Outro'] },
      ],
    ],
    [
      'quoted delimiter',
      'a;b\n1;"Translocação 4;14 fish"\n',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', 'Translocação 4;14 fish'] },
      ],
    ],
    [
      'doubled quote and line break inside quotes',
      'a,b\n"say ""hi""","two\nlines"\n3,4\n',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['say "hi"', 'two\nlines'] },
        { line: 4, cells: ['3', '4'] },
      ],
    ],
    [
      'empty cells kept',
      'a;b;c\n1;;\n',
      [
        { line: 1, cells: ['a', 'b', 'c'] },
        { line: 2, cells: ['1', '', ''] },
      ],
    ],
    [
      'blank lines skipped, numbering kept',
      'a;b\n\n1;2\r\n\r\n3;4',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 3, cells: ['1', '2'] },
        { line: 5, cells: ['3', '4'] },
      ],
    ],
    [
      'BOM dropped',
      '\uFEFFa;b\n1;2',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['1', '2'] },
      ],
    ],
    [
      'quote inside an unquoted cell is text',
      'a,b\n5" tubo,x\n',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['5" tubo', 'x'] },
      ],
    ],
    [
      'unclosed quote runs to the end',
      'a,b\n"open,x\n',
      [
        { line: 1, cells: ['a', 'b'] },
        { line: 2, cells: ['open,x\n'] },
      ],
    ],
    ['empty text', '', []],
  ])('%s', (_name, text, records) => {
    expect(parseCsv(text)).toEqual(records);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', 'é', ' ', ';', ',', '"', '\n', '\r\n', '1') });
    const quote = (value: string) =>
      /[";,\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
    fc.assert(
      fc.property(
        fc.constantFrom<CsvDelimiter>(';', ','),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.tuple(cell, cell, cell)),
        (delimiter, eol, rows) => {
          const header = ['código', 'termo', 'data'];
          const lines = [header, ...rows].map((cells) => cells.map(quote).join(delimiter));
          const parsed = parseCsv(lines.join(eol) + eol);
          expect(parsed.map((r) => r.cells)).toEqual([header, ...rows]);
        },
      ),
    );
  });
});
