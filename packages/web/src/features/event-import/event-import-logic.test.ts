import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import { EVENT_IMPORT_LIMITS, fmt } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  fallbackStep,
  importIdOf,
  fileProblem,
  isImportRunning,
  linesText,
  outcomeLabel,
  progressPercent,
  statusLabel,
} from './event-import-logic';

const t = eventImportScreenMessages;
const MB = 1024 * 1024;

describe('fileProblem', () => {
  it.each([
    ['producao.xlsx', 10, null],
    ['PRODUCAO.CSV', 10, null],
    ['producao.xlsx', EVENT_IMPORT_LIMITS.fileMb * MB, null],
    ['guia.pdf', 10, t.fileType],
    ['planilha.xls', 10, t.fileType],
    ['sem-extensao', 10, t.fileType],
    ['producao.xlsx', EVENT_IMPORT_LIMITS.fileMb * MB + 1, fmt(t.fileTooBig, { size: '20,1', max: 20 })],
    ['producao.csv', 25.5 * MB, fmt(t.fileTooBig, { size: '25,5', max: 20 })],
  ])('%s of %d bytes → %s', (name, size, problem) => {
    expect(fileProblem({ name, size })).toBe(problem);
  });
});

describe('labels', () => {
  it('names every outcome and status in pt-BR, not by colour', () => {
    expect(['create', 'update', 'unchanged', 'reject'].map((o) => outcomeLabel(o as 'create'))).toEqual([
      'Criar',
      'Atualizar',
      'Sem mudança',
      'Recusar',
    ]);
    expect(
      (['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED', 'UNDONE'] as const).map((status) => statusLabel(status)),
    ).toEqual(['Na fila', 'Em andamento', 'Concluída', 'Falhou', 'Desfeita']);
  });
});

describe('progress', () => {
  it.each([
    [0, 0, 0],
    [0, 10, 0],
    [5, 10, 50],
    [1, 3, 33],
    [10, 10, 100],
    [12, 10, 100],
  ])('%d of %d rows → %d %%', (processedRows, totalRows, percent) => {
    expect(progressPercent({ processedRows, totalRows })).toBe(percent);
  });

  it('keeps asking while queued or running only', () => {
    expect(isImportRunning({ status: 'NOT_STARTED' })).toBe(true);
    expect(isImportRunning({ status: 'RUNNING' })).toBe(true);
    for (const status of ['FINISH', 'FAILED', 'UNDONE'] as const) expect(isImportRunning({ status })).toBe(false);
  });

  it('tells the step in the job’s words when the job itself is not readable', () => {
    expect(fallbackStep({ status: 'NOT_STARTED', processedRows: 0, totalRows: 0 })).toBe('Na fila');
    expect(fallbackStep({ status: 'RUNNING', processedRows: 1500, totalRows: 2000 })).toBe(
      'Importando as linhas: 1.500 de 2.000',
    );
    expect(fallbackStep({ status: 'FINISH', processedRows: 2, totalRows: 2 })).toBe('');
  });
});

describe('linesText', () => {
  it.each([
    [[], ''],
    [[4], '4'],
    [[4, 5, 6], '4–6'],
    [[6, 4, 5], '4–6'],
    [[4, 7], '4, 7'],
  ])('%j → %s', (lines, text) => expect(linesText(lines)).toBe(text));
});

describe('importIdOf', () => {
  it('takes only an id from the URL', () => {
    expect(importIdOf('0b7a4d5e-3f1c-4a2b-9c8d-1e2f3a4b5c6d')).toBe('0b7a4d5e-3f1c-4a2b-9c8d-1e2f3a4b5c6d');
    for (const param of [null, '', 'abc', '0b7a4d5e-3f1c-4a2b-9c8d-1e2f3a4b5c6dx'])
      expect(importIdOf(param)).toBeNull();
  });
});
