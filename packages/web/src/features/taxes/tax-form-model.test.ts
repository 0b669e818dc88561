import type { Tax, TaxVersion } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  taxBody,
  taxDraft,
  valueShown,
  versionBody,
  versionDraft,
  versionOfMonth,
  VERSION_PREFIX,
} from './tax-form-model';

const version = (over: Partial<TaxVersion>): TaxVersion => ({
  id: over.validFrom ?? 'v',
  validFrom: '2025-01',
  base: 'Received',
  calculation: 'RATE',
  ratePercent: '8.0000',
  amount: null,
  personType: 'ALL',
  receiverIds: [],
  healthInsuranceIds: [],
  withheldByPayer: false,
  ...over,
});

const tax = (versions: TaxVersion[], validUntil: string | null = null): Tax => ({
  id: 't',
  companyId: 'c',
  name: 'Taxa',
  identifier: 'OTHER',
  kind: 'FEE',
  order: 1,
  validUntil,
  versions,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  deletedAt: null,
});

describe('the version in force in a month', () => {
  const fee = tax(
    [version({ validFrom: '2025-01' }), version({ validFrom: '2026-01', ratePercent: '7.5000' })],
    '2026-06',
  );
  it.each([
    ['2024-12', undefined],
    ['2025-01', '2025-01'],
    ['2025-12', '2025-01'],
    ['2026-01', '2026-01'],
    ['2026-06', '2026-01'],
    ['2026-07', undefined],
  ])('%s → %s', (month, expected) => {
    expect(versionOfMonth(fee, month)?.validFrom).toBe(expected);
  });
});

describe('what a version takes, as the list shows it', () => {
  it.each([
    [version({ ratePercent: '8.0000' }), '8%'],
    [version({ ratePercent: '7.5000' }), '7,5%'],
    [version({ ratePercent: '100.0000' }), '100%'],
    [version({ ratePercent: '0.6500' }), '0,65%'],
    [version({ calculation: 'FIXED', ratePercent: null, amount: '1234.50' }), 'R$ 1.234,50'],
    [version({ calculation: 'TABLE', ratePercent: null }), 'Tabela progressiva do IRRF'],
  ])('%o → %s', (v, shown) => {
    expect(valueShown(v)).toBe(shown);
  });
});

describe('drafts and bodies', () => {
  it('a stored version comes back as the user typed it, and goes out as the API takes it', () => {
    const stored = version({ ratePercent: '27.5000', receiverIds: ['a', 'b'], withheldByPayer: true });
    const draft = versionDraft(stored, '2026-11');
    expect(draft).toMatchObject({ ratePercent: '27,5', receiverIds: 'a,b', withheldByPayer: 'true' });
    expect(versionBody(draft)).toEqual({
      validFrom: '2025-01',
      base: 'Received',
      calculation: 'RATE',
      ratePercent: '27.5',
      amount: null,
      personType: 'ALL',
      receiverIds: ['a', 'b'],
      healthInsuranceIds: [],
      withheldByPayer: true,
    });
  });

  it('a new version starts in the month the list showed; the new-tax form prefixes its fields', () => {
    const draft = versionDraft(null, '2026-11', VERSION_PREFIX);
    expect(draft['version.validFrom']).toBe('2026-11');
    expect(draft['version.calculation']).toBe('RATE');
    expect(
      versionBody({ ...draft, 'version.calculation': 'FIXED', 'version.amount': '1.000,00' }, VERSION_PREFIX),
    ).toMatchObject({ calculation: 'FIXED', ratePercent: null, amount: '1000' });
  });

  it('insurers go out only with the Custom base; a typed order that is not a number is left for the schema to refuse', () => {
    const draft = { ...versionDraft(null, '2026-01'), healthInsuranceIds: 'x' };
    expect(versionBody(draft).healthInsuranceIds).toEqual([]);
    expect(versionBody({ ...draft, base: 'Custom' }).healthInsuranceIds).toEqual(['x']);
    expect(taxBody({ ...taxDraft(null), order: '12' }).order).toBe(12);
    expect(taxBody({ ...taxDraft(null), order: '1a' }).order).toBe('1a');
    expect(taxBody(taxDraft(tax([]))).validUntil).toBeNull();
  });
});
