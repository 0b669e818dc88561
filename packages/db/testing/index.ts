export * from './test-db';
export * from './factories';
