import type { Cents } from '../money/cents';
import type { TransferReceiver } from './transfer-computation';
import type { TaxRule } from './vocabulary';

/** Test helpers for the transfer computation (not exported from the folder's index). */

/** A RATE TAX on Received for everyone, with the given fields over it. */
export function taxRule(over: Partial<TaxRule> & Pick<TaxRule, 'id'>): TaxRule {
  return {
    name: over.id,
    identifier: 'TAX',
    kind: 'TAX',
    base: 'Received',
    calculation: 'RATE',
    ratePercent: '1',
    amount: null,
    personType: 'ALL',
    receiverIds: [],
    healthInsuranceIds: [],
    withheldByPayer: false,
    order: 1,
    ...over,
  };
}

export const ADMIN_FEE = taxRule({ id: 'fee', name: 'Taxa de administração', kind: 'FEE', ratePercent: '10' });
export const INSS_20 = taxRule({
  id: 'inss',
  name: 'INSS',
  identifier: 'INSS',
  base: 'Repasse',
  ratePercent: '20',
  personType: 'PF',
});
export const IRRF_TABLE = taxRule({
  id: 'irrf',
  name: 'IRRF',
  identifier: 'IR',
  base: 'BaseIRRF',
  calculation: 'TABLE',
  ratePercent: null,
  personType: 'PF',
});

export const pf = (over: Partial<TransferReceiver> = {}): TransferReceiver => ({
  id: 'doc-1',
  personType: 'PF',
  dependants: 0,
  inssOtherSources: 0n,
  ...over,
});

export const oneInsurer = (value: Cents): ReadonlyMap<string, Cents> => new Map([['h1', value]]);
