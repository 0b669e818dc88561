import { companyModules, permissionActions, profileCodes } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { actionLabel, deniedPermissionLabel, moduleLabel, profileLabel } from './permission-labels';

describe('permission labels', () => {
  it.each(companyModules.map((name) => [name]))('names the module %s in pt-BR', (name) => {
    expect(moduleLabel(name)).not.toBe(name);
  });

  it.each(permissionActions.map((name) => [name]))('names the action %s in pt-BR', (name) => {
    expect(actionLabel(name)).not.toBe(name);
  });

  it.each(profileCodes.map((code) => [code]))('names the profile %s in pt-BR', (code) => {
    expect(profileLabel(code)).not.toBe(code);
  });

  it.each([
    ['events', 'Eventos'],
    ['healthInsurances', 'Convênios'],
    ['companies', 'Empresas'],
  ])('module %s → %s', (name, label) => {
    expect(moduleLabel(name)).toBe(label);
  });

  it.each([
    ['list', 'Listar'],
    ['listOwn', 'Listar próprios'],
    ['readValues', 'Ver valores'],
    ['rm', 'Excluir'],
    ['revertStatus', 'Reverter status'],
    ['manager', 'Gerenciar'],
    ['manageFilias', 'Gerenciar filiais'],
    ['managerFiliais', 'Gerenciar filiais'],
    ['scheduler', 'Escalar'],
  ])('action %s → %s', (name, label) => {
    expect(actionLabel(name)).toBe(label);
  });

  it.each([
    ['a', 'Administrador'],
    ['b', 'Anestesista'],
    ['c', 'Gestor de escala'],
    ['d', 'Escalista'],
    ['e', 'Gestor de faturamento'],
    ['f', 'Faturista'],
    ['g', 'Residente'],
  ])('profile %s → %s', (code, label) => {
    expect(profileLabel(code)).toBe(label);
  });

  it('shows an unknown name as it is, and never an inherited property', () => {
    expect(moduleLabel('naoExiste')).toBe('naoExiste');
    expect(actionLabel('toString')).toBe('toString');
    expect(profileLabel('constructor')).toBe('constructor');
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['module and action', { module: 'companies', action: 'manager' }, 'Empresas: Gerenciar'],
    ['unknown names kept', { module: 'x', action: 'y' }, 'x: y'],
    ['no params', {}, null],
    ['action missing', { module: 'companies' }, null],
    ['not strings', { module: 1, action: ['read'] }, null],
  ])('denied label: %s', (_label, params, expected) => {
    expect(deniedPermissionLabel(params)).toBe(expected);
  });
});
