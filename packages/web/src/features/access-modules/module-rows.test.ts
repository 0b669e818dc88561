import type { PermissionTemplate } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { moduleRows } from './module-rows';

const catalog: PermissionTemplate['catalog'] = {
  modules: [
    { name: 'healthInsurances', isMatrizOnly: false },
    { name: 'events', isMatrizOnly: false },
    { name: 'matrizReports', isMatrizOnly: true },
  ],
  actions: ['list', 'read', 'write'],
  profiles: [
    { code: 'a', name: 'administrator' },
    { code: 'f', name: 'biller' },
  ],
};
const labels: Record<string, string> = {
  healthInsurances: 'Convênios',
  events: 'Eventos',
  matrizReports: 'Relatórios da matriz',
};
const labelOf = (name: string) => labels[name] ?? name;
const config: PermissionTemplate['permissions'] = {
  events: { write: ['a'], list: ['a', 'f'], read: ['a'] },
  healthInsurances: { read: ['f'] },
};

describe('moduleRows', () => {
  it('lists every module with what each profile holds, in the catalog order', () => {
    expect(moduleRows(catalog, config, labelOf)).toEqual([
      {
        name: 'healthInsurances',
        label: 'Convênios',
        isMatrizOnly: false,
        grants: [{ profile: 'f', actions: ['read'] }],
      },
      {
        name: 'events',
        label: 'Eventos',
        isMatrizOnly: false,
        grants: [
          { profile: 'a', actions: ['list', 'read', 'write'] },
          { profile: 'f', actions: ['list'] },
        ],
      },
      { name: 'matrizReports', label: 'Relatórios da matriz', isMatrizOnly: true, grants: [] },
    ]);
  });

  it.each([
    ['convenio', ['healthInsurances']],
    ['INSUR', ['healthInsurances']],
    ['relatorios', ['matrizReports']],
    ['e', ['healthInsurances', 'events', 'matrizReports']],
    ['nada', []],
  ])('searches %j without accents, by name or code', (search, names) => {
    expect(moduleRows(catalog, config, labelOf, search).map((row) => row.name)).toEqual(names);
  });

  it('ignores inherited names in the configuration', () => {
    const odd = JSON.parse('{"__proto__": {"read": ["a"]}}') as PermissionTemplate['permissions'];
    expect(moduleRows(catalog, odd, labelOf).every((row) => row.grants.length === 0)).toBe(true);
  });
});
