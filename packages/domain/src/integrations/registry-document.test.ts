import { describe, expect, it } from 'vitest';
import { registryDocument } from './registry-document';

describe('registryDocument (decision 053)', () => {
  it.each([
    ['surgeon', { crm: '123456', crmState: 'sp' }, 'CRM 123456/SP'],
    ['anesthetist', { crm: '111222', crmState: 'RJ' }, 'CRM 111222/RJ'],
    ['surgeon', { crm: '123456', crmState: null }, 'CRM 123456'],
    ['surgeon', { crm: null, crmState: 'SP' }, null],
    ['surgeon', { cnpj: '11222333000181' }, null],
    ['hospital', { cnpj: '60701190000104' }, 'CNPJ 60.701.190/0001-04'],
    ['hospital', { cnpj: '60.701.190/0001-04' }, 'CNPJ 60.701.190/0001-04'],
    ['hospital', { cnpj: '  ' }, null],
    ['hospital', { crm: '123' }, null],
    ['healthInsurance', { registerAns: '123456', cnpj: '11222333000181' }, 'ANS 123456'],
    ['healthInsurance', { registerAns: null, cnpj: '11222333000181' }, 'CNPJ 11.222.333/0001-81'],
    ['healthInsurance', {}, null],
  ] as const)('%s %j → %s', (type, record, expected) => {
    expect(registryDocument(type, record)).toBe(expected);
  });
});
