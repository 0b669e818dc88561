export * from './contract-terms';
export { paymentPeriods, BILLING_TYPE_MONTHS, type PaymentPeriod, type PeriodTerms } from './payment-periods';
export * from './installments';
export * from './contract-states';
