import { describe, expect, it } from 'vitest';
import {
  eventWritableCompanyIds,
  surgeonHiddenFromOthers,
  visibleCompanyIds,
  writableCompanyIds,
  type CompanyFamily,
} from './tenant-scope';

const matriz: CompanyFamily = {
  companyId: 'M',
  isMatriz: true,
  isFilial: false,
  matrizId: null,
  filiaisIds: ['F1', 'F2'],
  filialHiddenMatrizData: false,
};
const filial: CompanyFamily = {
  companyId: 'F1',
  isMatriz: false,
  isFilial: true,
  matrizId: 'M',
  filiaisIds: [],
  filialHiddenMatrizData: false,
};
const single: CompanyFamily = { ...matriz, companyId: 'S', isMatriz: false, filiaisIds: [] };

describe('visibleCompanyIds', () => {
  it.each<[string, CompanyFamily, boolean, string[]]>([
    ['a single company sees itself', single, true, ['S']],
    ['a matriz without managerFiliais sees itself', matriz, false, ['M']],
    ['a matriz with managerFiliais sees its filiais', matriz, true, ['M', 'F1', 'F2']],
    ['a filial sees the matriz data', filial, false, ['F1', 'M']],
    ['a filial does not see it when the matriz hides it', { ...filial, filialHiddenMatrizData: true }, true, ['F1']],
    ['a filial never sees its sister filiais', { ...filial, filiaisIds: ['F2'] }, true, ['F1', 'M']],
  ])('%s', (_name, family, canManage, expected) => {
    expect(visibleCompanyIds(family, canManage)).toEqual(expected);
  });
});

describe('writableCompanyIds', () => {
  const base = {
    companyId: 'c',
    isMatriz: false,
    isFilial: false,
    matrizId: null,
    filiaisIds: [],
    filialHiddenMatrizData: false,
  };
  it.each([
    ['a single company changes its own records', base, true, ['c']],
    [
      'a matriz manager also changes its filiais',
      { ...base, isMatriz: true, filiaisIds: ['f1', 'f2'] },
      true,
      ['c', 'f1', 'f2'],
    ],
    [
      'a matriz user without managerFiliais only its own',
      { ...base, isMatriz: true, filiaisIds: ['f1'] },
      false,
      ['c'],
    ],
    ['a filial reads its matriz but never changes it', { ...base, isFilial: true, matrizId: 'm' }, true, ['c']],
  ])('%s', (_label, family, canManage, expected) => {
    expect(writableCompanyIds(family, canManage)).toEqual(expected);
  });
});

describe('eventWritableCompanyIds (the matriz flags eventsByBranch, eventsByHeadquarters)', () => {
  const branch = { eventsByBranch: true };
  const headquarters = { eventsByHeadquarters: true };
  const both = { eventsByBranch: true, eventsByHeadquarters: true };
  it.each<[string, CompanyFamily, object, string[]]>([
    ['no flag: the matriz changes its filiais’ events', matriz, {}, ['M', 'F1', 'F2']],
    ['no flag: the filial changes its own', filial, {}, ['F1']],
    ['both flags: both may', matriz, both, ['M', 'F1', 'F2']],
    ['both flags: the filial too', filial, both, ['F1']],
    ['by branch: the matriz keeps only its own events', matriz, branch, ['M']],
    ['by branch: the filial changes its own', filial, branch, ['F1']],
    ['by headquarters: the matriz changes its filiais’ events', matriz, headquarters, ['M', 'F1', 'F2']],
    ['by headquarters: the filial changes none', filial, headquarters, []],
    ['a single company is never narrowed', single, branch, ['S']],
    ['a single company, either flag', single, headquarters, ['S']],
  ])('%s', (_name, family, flags, expected) => {
    expect(eventWritableCompanyIds(family, true, flags)).toEqual(expected);
  });
});

describe('surgeonHiddenFromOthers', () => {
  it.each([
    [['KAnesthetist'], {}, true],
    [['KResident'], {}, true],
    [['KAnesthetist', 'KResident'], { surgeonVisibleToAll: false }, true],
    [['KAnesthetist'], { surgeonVisibleToAll: true }, false],
    [['KResident'], { surgeonVisibleToAll: true }, false],
    [['KAnesthetist', 'KUser'], {}, false],
    [['KUser'], {}, false],
    [[], {}, false],
  ] as const)('%j with flags %j → hidden %s', (userTypes, flags, hidden) => {
    expect(surgeonHiddenFromOthers(userTypes, flags)).toBe(hidden);
  });
});
