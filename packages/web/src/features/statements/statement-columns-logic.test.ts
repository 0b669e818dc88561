import { statementColumnsSchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_FIELDS,
  columnsBody,
  emptyColumns,
  headerCells,
  initialColumns,
  isCsvName,
  isSpreadsheetName,
} from './statement-columns-logic';

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('which files are spreadsheets', () => {
  it.each([
    ['demonstrativo.csv', true, true],
    ['DEMONSTRATIVO.XLSX', true, false],
    ['demonstrativo.xml', false, false],
    ['demonstrativo.csv.xml', false, false],
    ['planilha.xls', false, false],
  ] as const)('%s: spreadsheet %s, CSV %s', (name, isSheet, isCsv) => {
    expect(isSpreadsheetName(name)).toBe(isSheet);
    expect(isCsvName(name)).toBe(isCsv);
  });
});

describe("a CSV's header cells", () => {
  it('reads the first line with its delimiter, quotes and accents (UTF-8 with BOM or ISO-8859-1)', () => {
    const text = 'Guia;"Código; TUSS";Valor pago;Glosa\n123;10101012;100,00;0\n';
    expect(headerCells(utf8(`\uFEFF${text}`), true)).toEqual(['Guia', 'Código; TUSS', 'Valor pago', 'Glosa']);
    expect(headerCells(latin1(text), true)).toEqual(['Guia', 'Código; TUSS', 'Valor pago', 'Glosa']);
    expect(headerCells(utf8('Guia,Pago\r\n1,2'), true)).toEqual(['Guia', 'Pago']);
  });

  it('trims the cells and leaves out blanks and repeats (case and accents folded)', () => {
    expect(headerCells(utf8(' Guia ;;Pago;guia;PAGO\n'), true)).toEqual(['Guia', 'Pago']);
  });

  it('cuts a partial read at its last line break, so a character split at the end is never read', () => {
    const whole = utf8('Guia;Procedimento;Valor pago\n1;2;3\n4;Ação');
    const cut = whole.subarray(0, whole.length - 2); // "ç" split in half
    expect(headerCells(cut, false)).toEqual(['Guia', 'Procedimento', 'Valor pago']);
  });

  it('a partial read without a line break is read whole; an empty file has no header', () => {
    expect(headerCells(utf8('Guia;Pago'), false)).toEqual(['Guia', 'Pago']);
    expect(headerCells(new Uint8Array(), true)).toEqual([]);
  });
});

describe('the mapping the form starts with', () => {
  const saved = { guideNumber: 'Nº da guia', valueReleased: 'Pago', valueGlosa: 'Glosa', lotNumber: 'Lote antigo' };

  it("without the file's header (XLSX): the insurer's last mapping as it was", () => {
    expect(initialColumns(saved, null)).toEqual({ ...emptyColumns(), ...saved });
    expect(initialColumns(null, null)).toEqual(emptyColumns());
  });

  it("with a CSV's header: the last mapping's headers as the file writes them, else the field's own label", () => {
    const headers = ['nº da GUIA', 'PAGO', 'Procedimento', 'Data de realizacao', 'Motivo'];
    expect(initialColumns(saved, headers)).toEqual({
      ...emptyColumns(),
      guideNumber: 'nº da GUIA',
      valueReleased: 'PAGO',
      procedureCode: 'Procedimento',
      performedOn: 'Data de realizacao',
    });
  });

  it('without a last mapping, the headers named as the fields', () => {
    expect(initialColumns(null, ['Guia', 'Valor pago', 'Valor glosado', 'Códigos de glosa'])).toEqual({
      ...emptyColumns(),
      guideNumber: 'Guia',
      valueReleased: 'Valor pago',
      valueGlosa: 'Valor glosado',
      glosaCodes: 'Códigos de glosa',
    });
  });
});

describe('the columns sent', () => {
  it('trims every header, leaves out the empty optional ones and keeps the required ones', () => {
    const draft = { ...emptyColumns(), guideNumber: ' Guia ', valueReleased: '', glosaCodes: 'Motivo ' };
    expect(columnsBody(draft)).toEqual({ guideNumber: 'Guia', valueReleased: '', glosaCodes: 'Motivo' });
  });

  it('the contract refuses a mapping without guide or value paid, and takes a full one', () => {
    const missing = statementColumnsSchema.safeParse(columnsBody({ ...emptyColumns(), guideNumber: 'Guia' }));
    expect(missing.success ? [] : missing.error.issues.map((i) => i.path.join('.'))).toEqual(['valueReleased']);
    const full = Object.fromEntries(COLUMN_FIELDS.map((f) => [f, `Coluna ${f}`]));
    expect(statementColumnsSchema.safeParse(columnsBody(full as never)).success).toBe(true);
  });
});
