import { describe, expect, it } from 'vitest';
import { joinCrm, splitCrm, type CrmParts } from './crm';

describe('CRM stored as number/state', () => {
  it.each<[string | null, CrmParts]>([
    ['123456/SP', { crm: '123456', crmState: 'SP' }],
    ['123456 / rj', { crm: '123456', crmState: 'RJ' }],
    ['123456', { crm: '123456', crmState: null }],
    ['  987  ', { crm: '987', crmState: null }],
    ['/SP', { crm: null, crmState: 'SP' }],
    ['12/345', { crm: '12/345', crmState: null }],
    ['', { crm: null, crmState: null }],
    [null, { crm: null, crmState: null }],
  ])('splits %j', (stored, parts) => {
    expect(splitCrm(stored)).toEqual(parts);
  });

  it.each<[CrmParts, string | null]>([
    [{ crm: '123456', crmState: 'SP' }, '123456/SP'],
    [{ crm: ' 123456 ', crmState: 'mg' }, '123456/MG'],
    [{ crm: '123456', crmState: null }, '123456'],
    [{ crm: null, crmState: 'SP' }, null],
    [{ crm: '', crmState: '' }, null],
  ])('joins %j', (parts, stored) => {
    expect(joinCrm(parts)).toBe(stored);
  });

  it('reads back what it writes', () => {
    const parts = { crm: '52123', crmState: 'PE' };
    expect(splitCrm(joinCrm(parts))).toEqual(parts);
  });
});
