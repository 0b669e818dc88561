export * from './test-db';
export * from './factories';
export * from './shared-dir';
