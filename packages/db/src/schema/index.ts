export * from './meta';
export * from './users';
export * from './companies';
export * from './platform';
export * from './identities';
export * from './audit';
