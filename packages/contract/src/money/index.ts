export * from './money-values';
export * from './transactions';
export * from './transaction-report';
export * from './check-transactions';
