import type { PermissionTemplate } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { actionRows } from './action-rows';

const catalog: PermissionTemplate['catalog'] = {
  modules: [
    { name: 'events', isMatrizOnly: false },
    { name: 'companies', isMatrizOnly: false },
  ],
  actions: ['read', 'manageFilias', 'managerFiliais', 'revertStatus'],
  profiles: [
    { code: 'a', name: 'administrator' },
    { code: 'e', name: 'billingManager' },
    { code: 'f', name: 'biller' },
  ],
};
const labels: Record<string, string> = {
  read: 'Ver',
  manageFilias: 'Gerenciar filiais',
  managerFiliais: 'Gerenciar filiais',
  revertStatus: 'Reverter status',
};
const labelOf = (name: string) => labels[name] ?? name;
const config: PermissionTemplate['permissions'] = {
  events: { read: ['f', 'a'], revertStatus: ['e'] },
  companies: { read: ['a'], manageFilias: ['a'] },
};

describe('actionRows', () => {
  it('tells, for each action, the modules and profiles that use it in the template', () => {
    const rows = actionRows(catalog, config, labelOf);
    expect(rows[0]).toEqual({
      name: 'read',
      label: 'Ver',
      aliases: [],
      modules: [
        { module: 'events', profiles: ['a', 'f'] },
        { module: 'companies', profiles: ['a'] },
      ],
      profiles: ['a', 'f'],
    });
    expect(rows.find((row) => row.name === 'managerFiliais')).toMatchObject({
      aliases: ['manageFilias'],
      modules: [],
      profiles: [],
    });
    expect(rows.find((row) => row.name === 'revertStatus')?.profiles).toEqual(['e']);
  });

  it.each([
    ['reverter', ['revertStatus']],
    ['FILIAIS', ['manageFilias', 'managerFiliais']],
    ['status', ['revertStatus']],
    ['xyz', []],
  ])('searches %j by name or code', (search, names) => {
    expect(actionRows(catalog, config, labelOf, search).map((row) => row.name)).toEqual(names);
  });
});
