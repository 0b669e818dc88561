import { describe, expect, it } from 'vitest';
import {
  actionColumns,
  cellState,
  grantsOfProfile,
  isSameConfig,
  setCell,
  type ActionColumn,
  type CellState,
  type PermissionConfig,
  type ProfileCode,
} from './permission-matrix-model';

const labels: Record<string, string> = {
  list: 'Listar',
  read: 'Ver',
  manageFilias: 'Gerenciar filiais',
  managerFiliais: 'Gerenciar filiais',
  write: 'Editar',
};
const labelOf = (action: string) => labels[action] ?? action;

const read: ActionColumn = { label: 'Ver', actions: ['read'] };
const filiais: ActionColumn = { label: 'Gerenciar filiais', actions: ['manageFilias', 'managerFiliais'] };

const config: PermissionConfig = {
  companies: { read: ['a', 'e'], write: ['a'], manageFilias: ['a', 'e'], managerFiliais: ['a'] },
  events: { list: ['f'] },
};

describe('actionColumns', () => {
  it('keeps the catalog order and puts actions with the same label in one column', () => {
    expect(actionColumns(['list', 'manageFilias', 'read', 'managerFiliais', 'write'], labelOf)).toEqual([
      { label: 'Listar', actions: ['list'] },
      { label: 'Gerenciar filiais', actions: ['manageFilias', 'managerFiliais'] },
      { label: 'Ver', actions: ['read'] },
      { label: 'Editar', actions: ['write'] },
    ]);
  });

  it('answers nothing for no actions', () => {
    expect(actionColumns([], labelOf)).toEqual([]);
  });
});

describe('cellState', () => {
  it.each<[string, string, ActionColumn, ProfileCode, CellState]>([
    ['granted', 'companies', read, 'e', 'on'],
    ['not granted', 'companies', read, 'f', 'off'],
    ['module absent', 'patients', read, 'a', 'off'],
    ['action absent', 'events', read, 'f', 'off'],
    ['both aliases', 'companies', filiais, 'a', 'on'],
    ['one alias only', 'companies', filiais, 'e', 'mixed'],
    ['no alias', 'companies', filiais, 'f', 'off'],
    ['inherited names are nothing', 'constructor', { label: 'x', actions: ['toString'] }, 'a', 'off'],
  ])('%s', (_label, module, column, profile, expected) => {
    expect(cellState(config, module, column, profile)).toBe(expected);
  });
});

describe('setCell', () => {
  it('grants a profile, keeping the list sorted and the input untouched', () => {
    const next = setCell(config, 'companies', read, 'c', true);
    expect(next.companies?.read).toEqual(['a', 'c', 'e']);
    expect(config.companies?.read).toEqual(['a', 'e']);
  });

  it('creates the module and the action when missing', () => {
    expect(setCell(config, 'patients', read, 'f', true).patients).toEqual({ read: ['f'] });
  });

  it('does not repeat a profile already granted', () => {
    expect(setCell(config, 'companies', read, 'a', true).companies?.read).toEqual(['a', 'e']);
  });

  it('revokes a profile and drops what becomes empty', () => {
    const next = setCell(config, 'events', { label: 'Listar', actions: ['list'] }, 'f', false);
    expect(next).not.toHaveProperty('events');
    expect(
      setCell(config, 'companies', { label: 'Editar', actions: ['write'] }, 'a', false).companies,
    ).not.toHaveProperty('write');
  });

  it('sets every alias of a column together', () => {
    const on = setCell(config, 'companies', filiais, 'e', true);
    expect(cellState(on, 'companies', filiais, 'e')).toBe('on');
    expect(on.companies?.managerFiliais).toEqual(['a', 'e']);
    const off = setCell(config, 'companies', filiais, 'e', false);
    expect(cellState(off, 'companies', filiais, 'e')).toBe('off');
    expect(off.companies?.manageFilias).toEqual(['a']);
  });

  it('leaves other profiles, actions and modules as they were', () => {
    const next = setCell(config, 'companies', read, 'e', false);
    expect(next.companies).toEqual({ read: ['a'], write: ['a'], manageFilias: ['a', 'e'], managerFiliais: ['a'] });
    expect(next.events).toBe(config.events);
  });
});

describe('isSameConfig', () => {
  it.each<[string, PermissionConfig, PermissionConfig, boolean]>([
    ['equal', config, structuredClone(config), true],
    ['order of keys and profiles', { a: { x: ['b', 'a'], y: ['c'] } }, { a: { y: ['c'], x: ['a', 'b'] } }, true],
    ['empty entries', { a: { x: [] }, b: {} }, {}, true],
    ['duplicates', { a: { x: ['a', 'a'] } }, { a: { x: ['a'] } }, true],
    ['a profile more', { a: { x: ['a'] } }, { a: { x: ['a', 'b'] } }, false],
    ['another action', { a: { x: ['a'] } }, { a: { y: ['a'] } }, false],
    ['another module', { a: { x: ['a'] } }, { b: { x: ['a'] } }, false],
  ])('%s', (_label, a, b, expected) => {
    expect(isSameConfig(a, b)).toBe(expected);
  });

  it('sees a toggle and its undo as no change', () => {
    const back = setCell(setCell(config, 'companies', read, 'f', true), 'companies', read, 'f', false);
    expect(isSameConfig(back, config)).toBe(true);
  });
});

describe('grantsOfProfile', () => {
  it('lists what a profile holds, module by module, in the catalog order', () => {
    expect(grantsOfProfile(config, 'a', ['events', 'companies'], ['write', 'read', 'manageFilias'])).toEqual([
      { module: 'companies', actions: ['write', 'read', 'manageFilias'] },
    ]);
    expect(grantsOfProfile(config, 'f', ['companies', 'events'], ['list', 'read'])).toEqual([
      { module: 'events', actions: ['list'] },
    ]);
    expect(grantsOfProfile(config, 'g', ['companies', 'events'], ['list', 'read'])).toEqual([]);
  });
});
