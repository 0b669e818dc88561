import { JSON2EXCEL_MAX_CHARS } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { inputError, sourceText } from './json2excel-input';

describe('inputError', () => {
  it.each([
    ['', 'Cole um JSON ou escolha um arquivo'],
    ['  \n ', 'Cole um JSON ou escolha um arquivo'],
    ['[{"a": 1}]', null],
    ['x'.repeat(JSON2EXCEL_MAX_CHARS), null],
    ['x'.repeat(JSON2EXCEL_MAX_CHARS + 1), 'O JSON tem 10,1 MB; o limite é 10 MB. Divida o arquivo em partes menores.'],
  ])('%#', (text, error) => expect(inputError(text)).toBe(error));
});

describe('sourceText', () => {
  it('reads the chosen file, else the pasted text', async () => {
    const file = new File(['[{"b": 2}]'], 'dados.json', { type: 'application/json' });
    expect(await sourceText(file, '[{"a": 1}]')).toBe('[{"b": 2}]');
    expect(await sourceText(null, '[{"a": 1}]')).toBe('[{"a": 1}]');
  });
});
