import { JSON2EXCEL_BODY_LIMIT, JSON2EXCEL_MAX_CHARS, messages, XLSX_MIME } from '@honora/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld, type AdminWorld } from './admin-world';
import { TestClient } from './helpers';

const CONVERT = '/api/admin/json2excel';
const PREVIEW = '/api/admin/json2excel/preview';
let w: AdminWorld;

beforeAll(async () => {
  w = await createAdminWorld();
});
afterAll(() => w.t.close());

const rows = [
  {
    guia: '000123',
    paciente: { nome: 'Ana Souza', endereco: { cidade: 'Recife' } },
    data: '2025-01-31',
    criadoEm: '2025-01-31T14:30:00-03:00',
    valor: 1234.56,
    pago: true,
    tags: ['urgente', 'convênio'],
  },
  { guia: '000124', paciente: { nome: 'Bia Lima' }, valor: 10, pago: false, extra: null, itens: [{ cod: 1 }] },
];

async function workbookOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('POST /api/admin/json2excel', () => {
  it('streams a workbook an administrator can read back: dotted columns, typed cells, bold frozen filtered header', async () => {
    const res = await w.plainAdmin.post(CONVERT, { text: JSON.stringify(rows, null, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('json2excel.xlsx');
    const sheet = await workbookOf(res.rawPayload);
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([
      'guia',
      'paciente.nome',
      'paciente.endereco.cidade',
      'data',
      'criadoEm',
      'valor',
      'pago',
      'tags',
      'extra',
      'itens',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('000123');
    expect(first.getCell(2).value).toBe('Ana Souza');
    expect(first.getCell(3).value).toBe('Recife');
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2025, 0, 31)));
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2025, 0, 31, 14, 30)));
    expect(first.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(6).value).toBe(1234.56);
    expect(first.getCell(7).value).toBe('Sim');
    expect(first.getCell(8).value).toBe('urgente, convênio');
    const second = sheet.getRow(3);
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(7).value).toBe('Não');
    expect(second.getCell(9).value).toBeNull();
    expect(second.getCell(10).value).toBe('{"cod":1}');
    expect(sheet.rowCount).toBe(3);
  });

  it('writes many rows (the streamed path past several turns)', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => ({ n: i, nome: `Pessoa ${i}` }));
    const res = await w.superAdmin.post(CONVERT, { text: JSON.stringify(many) });
    expect(res.statusCode).toBe(200);
    const sheet = await workbookOf(res.rawPayload);
    expect(sheet.rowCount).toBe(3_001);
    expect(sheet.getRow(3_001).values).toEqual([undefined, 2_999, 'Pessoa 2999']);
  });
});

describe('POST /api/admin/json2excel/preview', () => {
  it('answers the columns, the first 50 rows as the sheet shows them and the total', async () => {
    const many = [...rows, ...Array.from({ length: 58 }, (_, i) => ({ guia: String(i), valor: i + 0.5 }))];
    const res = await w.plainAdmin.post(PREVIEW, { text: JSON.stringify(many) });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.total).toBe(60);
    expect(preview.rows).toHaveLength(50);
    expect(preview.columns).toHaveLength(10);
    expect(preview.rows[0]).toEqual([
      '000123',
      'Ana Souza',
      'Recife',
      '31/01/2025',
      '31/01/2025 14:30',
      '1.234,56',
      'Sim',
      'urgente, convênio',
      '',
      '',
    ]);
  });
});

describe('bad input: 400 on the field text, nothing produced', () => {
  const refused: [string, string, string][] = [
    [
      'bad JSON, with its line and column',
      '[\n  {"a": 1},\n  {"b": 2, "c" 3}\n]',
      'JSON inválido na linha 3, coluna 16: encontrado “3”, esperava dois-pontos (:) depois do nome do campo',
    ],
    ['a trailing comma', '[{"a": 1},]', 'JSON inválido na linha 1, coluna 11: encontrado “]”, esperava um valor'],
    ['an object, not an array', '{"a": 1}', 'O JSON deve ser uma lista de objetos (entre colchetes), mas é um objeto.'],
    ['an empty list', '[]', 'A lista está vazia: não há linhas para a planilha.'],
    ['an item that is not an object', '[{"a": 1}, "b"]', 'O item 2 da lista é um texto; cada item deve ser um objeto'],
  ];
  it.each(refused)('%s', async (_label, text, message) => {
    for (const url of [CONVERT, PREVIEW]) {
      const res = await w.plainAdmin.post(url, { text });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('inputError');
      expect(body.message).toContain(message);
      expect(body.fields).toEqual([expect.objectContaining({ path: 'text', message: body.message })]);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers a list where the text goes in pt-BR, never with zod’s English default', async () => {
    const res = await w.plainAdmin.post(PREVIEW, { text: [{ a: 1 }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'text', message: messages.validation.required }]);
    expect(res.body).not.toMatch(/Invalid input|expected/);
  });

  it('refuses a text over the limit with its size, and a body over the request limit with 413', async () => {
    const large = await w.plainAdmin.post(CONVERT, { text: `[${' '.repeat(JSON2EXCEL_MAX_CHARS)}]` });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('O JSON tem 10,1 MB; o limite é 10 MB. Divida o arquivo em partes menores.');
    const huge = await w.plainAdmin.post(PREVIEW, { text: 'x'.repeat(JSON2EXCEL_BODY_LIMIT) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('O arquivo ou texto enviado passa do tamanho máximo aceito por esta operação');
  });
});

describe('access: administrators only', () => {
  it('refuses a company member and a visitor without a session', async () => {
    const text = JSON.stringify(rows);
    for (const url of [CONVERT, PREVIEW]) {
      expect((await w.member.post(url, { text })).statusCode).toBe(401);
      expect((await new TestClient(w.t.app).post(url, { text })).statusCode).toBe(401);
    }
  });
});
