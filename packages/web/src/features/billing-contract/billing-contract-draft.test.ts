import { billingContractBodySchema, type BillingContract } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, isFeeBase, isFeeType, newDraft } from './billing-contract-draft';

const saved: BillingContract = {
  id: '5b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  providerName: 'Fatura Certa Ltda.',
  providerDocument: null,
  startsOn: '2026-01-01',
  endsOn: null,
  feeType: 'PERCENT',
  base: 'INVOICED',
  percent: '6.5000',
  minimumFee: '1500.00',
  fixedFee: null,
  dueDay: 10,
  notes: null,
  statementsInForce: 2,
};

describe('billing contract draft', () => {
  it('shows a saved contract pt-BR and sends it back as the API takes it', () => {
    const draft = draftOf(saved);
    expect(draft).toMatchObject({ percent: '6,5', minimumFee: '1.500,00', fixedFee: '', endsOn: '', dueDay: '10' });
    const body = bodyOf(draft);
    expect(body).toMatchObject({
      percent: '6.5',
      minimumFee: '1500',
      fixedFee: null,
      endsOn: null,
      providerDocument: null,
      base: 'INVOICED',
    });
    expect(billingContractBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the amounts of the fee type chosen', () => {
    const draft = { ...draftOf(saved), feeType: 'FIXED' as const, fixedFee: '3.000,00' };
    expect(bodyOf(draft)).toMatchObject({ percent: null, base: null, minimumFee: null, fixedFee: '3000' });
    expect(billingContractBodySchema.safeParse(bodyOf(draft)).success).toBe(true);
  });

  it('leaves what cannot be read for the schema to refuse under its field', () => {
    const draft = { ...newDraft(), providerName: 'X', startsOn: '2026-01-01', percent: '', dueDay: '31' };
    const parsed = billingContractBodySchema.safeParse(bodyOf(draft));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('percent');
    expect(paths).toContain('dueDay');
    expect(bodyOf({ ...draft, dueDay: 'dez' }).dueDay).toBeNaN();
  });

  it('reads the selects back', () => {
    expect(isFeeType('FIXED')).toBe(true);
    expect(isFeeType('OTHER')).toBe(false);
    expect(isFeeBase('RECEIVED')).toBe(true);
    expect(isFeeBase(null)).toBe(false);
  });
});
