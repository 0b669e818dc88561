export * from './cents';
export * from './transactions';
export * from './ledger';
export * from './finish';
export * from './spread';
