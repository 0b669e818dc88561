export * from './billing-fee';
