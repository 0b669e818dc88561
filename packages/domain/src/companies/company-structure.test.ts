import { describe, expect, it } from 'vitest';
import {
  deletionProblem,
  restoreProblem,
  structureFlags,
  structureOf,
  structureProblem,
  type StructuredCompany,
} from './company-structure';

const matriz: StructuredCompany = { id: 'M', isMatriz: true, isFilial: false, matrizId: null, isDeleted: false };
const filial: StructuredCompany = { id: 'F', isMatriz: false, isFilial: true, matrizId: 'M', isDeleted: false };
const single: StructuredCompany = { id: 'S', isMatriz: false, isFilial: false, matrizId: null, isDeleted: false };

describe('structureProblem', () => {
  it.each<[string, Parameters<typeof structureProblem>[0], ReturnType<typeof structureProblem>]>([
    ['a new matriz', { companyId: null, structure: 'matriz', matrizId: null, matriz: null, liveFiliais: 0 }, null],
    [
      'a new single company',
      { companyId: null, structure: 'single', matrizId: null, matriz: null, liveFiliais: 0 },
      null,
    ],
    [
      'a new filial of a live matriz',
      { companyId: null, structure: 'filial', matrizId: 'M', matriz, liveFiliais: 0 },
      null,
    ],
    [
      'a filial without matriz',
      { companyId: null, structure: 'filial', matrizId: null, matriz: null, liveFiliais: 0 },
      'matrizRequired',
    ],
    [
      'a filial of a filial',
      { companyId: null, structure: 'filial', matrizId: 'F', matriz: filial, liveFiliais: 0 },
      'matrizInvalid',
    ],
    [
      'a filial of a single company',
      { companyId: null, structure: 'filial', matrizId: 'S', matriz: single, liveFiliais: 0 },
      'matrizInvalid',
    ],
    [
      'a filial of a deleted matriz',
      { companyId: null, structure: 'filial', matrizId: 'M', matriz: { ...matriz, isDeleted: true }, liveFiliais: 0 },
      'matrizInvalid',
    ],
    [
      'a filial of an unknown company',
      { companyId: null, structure: 'filial', matrizId: 'X', matriz: null, liveFiliais: 0 },
      'matrizInvalid',
    ],
    [
      'a company as its own matriz',
      { companyId: 'M', structure: 'filial', matrizId: 'M', matriz, liveFiliais: 0 },
      'matrizSelf',
    ],
    [
      'a matriz with filiais becoming single',
      { companyId: 'M', structure: 'single', matrizId: null, matriz: null, liveFiliais: 2 },
      'stopsBeingMatriz',
    ],
    [
      'a matriz with filiais staying matriz',
      { companyId: 'M', structure: 'matriz', matrizId: null, matriz: null, liveFiliais: 2 },
      null,
    ],
  ])('%s', (_name, input, expected) => {
    expect(structureProblem(input)).toBe(expected);
  });
});

describe('deletion and restore', () => {
  it('refuses a matriz with live filiais and a second delete', () => {
    expect(deletionProblem(matriz, 1)).toBe('hasFiliais');
    expect(deletionProblem(matriz, 0)).toBeNull();
    expect(deletionProblem({ ...single, isDeleted: true }, 0)).toBe('alreadyDeleted');
  });

  it('restores a filial only while its matriz is live', () => {
    const deletedFilial = { ...filial, isDeleted: true };
    expect(restoreProblem(deletedFilial, matriz)).toBeNull();
    expect(restoreProblem(deletedFilial, { ...matriz, isDeleted: true })).toBe('matrizDeleted');
    expect(restoreProblem(deletedFilial, null)).toBe('matrizDeleted');
    expect(restoreProblem(filial, matriz)).toBe('notDeleted');
  });
});

describe('structure flags', () => {
  it('stores a structure as flags and reads it back', () => {
    expect(structureFlags('filial', 'M')).toEqual({ isMatriz: false, isFilial: true, matrizId: 'M' });
    expect(structureFlags('matriz', 'M')).toEqual({ isMatriz: true, isFilial: false, matrizId: null });
    expect(structureOf(filial)).toBe('filial');
    expect(structureOf(matriz)).toBe('matriz');
    expect(structureOf(single)).toBe('single');
  });
});
