import type { ContractTerms } from './contract-terms';

/** A valid fixed-value contract of 2025: R$ 12.000,00 paid monthly on the 10th, no installments yet. */
export function fixedTerms(over: Partial<ContractTerms> = {}): ContractTerms {
  return {
    id: null,
    type: 'cobertura',
    insurerId: null,
    hospitalId: 'h1',
    startsOn: '2025-01-01',
    endsOn: '2025-12-31',
    billingType: 'Monthly',
    billingDay: 10,
    fixedValue: true,
    value: 1_200_000n,
    hoursPerPeriod: null,
    ratePerHour: null,
    installments: [],
    ...over,
  };
}

/** A valid contract of 2025 by the hour: 40 h a month at R$ 150,00, paid on the 5th. */
export function hourlyTerms(over: Partial<ContractTerms> = {}): ContractTerms {
  return fixedTerms({
    fixedValue: false,
    value: null,
    hoursPerPeriod: '40',
    ratePerHour: 15_000n,
    billingDay: 5,
    ...over,
  });
}
