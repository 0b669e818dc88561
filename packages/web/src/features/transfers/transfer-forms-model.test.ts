import { fmt, type ReceiverTaxProfile } from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { describe, expect, it } from 'vitest';
import { checkDiscount, checkProfile, discountInputOf, profileApiErrors, profileInputOf } from './transfer-forms-model';

const e = transfersScreenMessages.errors;

describe('the discount of a receiver', () => {
  it('opens with the discount and reason it has', () => {
    expect(discountInputOf('150.5', 'Adiantamento')).toEqual({ discount: '150,50', reason: 'Adiantamento' });
    expect(discountInputOf(undefined, null)).toEqual({ discount: '', reason: '' });
  });

  it('sends decimal text with its reason; blank is no discount', () => {
    expect(checkDiscount({ discount: '1.000,50', reason: ' Adiantamento ' }, '10000.00')).toEqual({
      ok: true,
      body: { discount: '1000.5', reason: 'Adiantamento' },
    });
    expect(checkDiscount({ discount: '', reason: '' }, '10000.00')).toEqual({
      ok: true,
      body: { discount: '0', reason: null },
    });
  });

  it('refuses more than the full value, a discount without a reason and a bad amount', () => {
    expect(checkDiscount({ discount: '10.000,01', reason: 'x' }, '10000.00')).toEqual({
      ok: false,
      errors: { discount: fmt(e.discountAboveFull, { value: 'R$ 10.000,00' }) },
    });
    expect(checkDiscount({ discount: '10', reason: ' ' }, '10000.00')).toEqual({
      ok: false,
      errors: { reason: e.discountReasonRequired },
    });
    expect(checkDiscount({ discount: '-10', reason: 'x' }, '100.00')).toEqual({
      ok: false,
      errors: { discount: e.valueNegative },
    });
    expect(checkDiscount({ discount: '1,234', reason: 'x' }, '100.00')).toEqual({
      ok: false,
      errors: { discount: e.valueInvalid },
    });
  });
});

const PROFILE: ReceiverTaxProfile = {
  receiverId: 'a1',
  personType: 'PF',
  cnpj: null,
  dependants: 2,
  inssOtherSources: { '2026-01': '5000.00', '2026-02': '1000.00' },
};

describe('the tax data of a receiver', () => {
  it("opens with the profile and the transfer month's other sources", () => {
    expect(profileInputOf(PROFILE, '2026-01')).toEqual({
      personType: 'PF',
      cnpj: '',
      dependants: '2',
      otherSources: '5.000,00',
    });
    expect(profileInputOf(PROFILE, '2026-03').otherSources).toBe('');
  });

  it("changes this month's other sources and keeps the other months", () => {
    const input = { ...profileInputOf(PROFILE, '2026-01'), otherSources: '2.500,00', dependants: '3' };
    expect(checkProfile(input, '2026-01', PROFILE)).toEqual({
      ok: true,
      body: {
        personType: 'PF',
        cnpj: null,
        dependants: 3,
        inssOtherSources: { '2026-01': '2500', '2026-02': '1000.00' },
      },
    });
  });

  it('sends the dependants as a number (blank: none) and refuses what is not one', () => {
    const input = profileInputOf(PROFILE, '2026-01');
    const zero = checkProfile({ ...input, dependants: '0' }, '2026-01', PROFILE);
    expect(zero.ok && zero.body.dependants).toBe(0);
    const blank = checkProfile({ ...input, dependants: ' ' }, '2026-01', PROFILE);
    expect(blank.ok && blank.body.dependants).toBe(0);
    expect(checkProfile({ ...input, dependants: '1,5' }, '2026-01', PROFILE)).toEqual({
      ok: false,
      errors: { dependants: e.dependantsRange },
    });
  });

  it('removes the month when its other sources are left blank', () => {
    const input = { ...profileInputOf(PROFILE, '2026-01'), otherSources: '' };
    const checked = checkProfile(input, '2026-01', PROFILE);
    expect(checked.ok && checked.body.inssOtherSources).toEqual({ '2026-02': '1000.00' });
  });

  it('asks a company for its CNPJ and sends it bare; an individual sends none', () => {
    const company = { ...profileInputOf(PROFILE, '2026-01'), personType: 'PJ' as const };
    expect(checkProfile(company, '2026-01', PROFILE)).toEqual({ ok: false, errors: { cnpj: e.cnpjRequired } });
    const checked = checkProfile({ ...company, cnpj: '11.222.333/0001-81' }, '2026-01', PROFILE);
    expect(checked.ok && checked.body.cnpj).toBe('11222333000181');
    const individual = checkProfile({ ...company, personType: 'PF', cnpj: '11.222.333/0001-81' }, '2026-01', PROFILE);
    expect(individual.ok && individual.body.cnpj).toBeNull();
  });

  it('puts each problem under its input', () => {
    const input = { ...profileInputOf(PROFILE, '2026-01'), dependants: '100', otherSources: '-1' };
    expect(checkProfile(input, '2026-01', PROFILE)).toEqual({
      ok: false,
      errors: { dependants: e.dependantsRange, otherSources: e.valueNegative },
    });
    expect(
      profileApiErrors([
        { path: 'inssOtherSources.2026-01', message: 'A' },
        { path: 'cnpj', message: 'B' },
      ]),
    ).toEqual({ otherSources: 'A', cnpj: 'B' });
  });
});
