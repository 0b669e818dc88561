export * from './meta';
export * from './users';
export * from './companies';
export * from './platform';
export * from './identities';
export * from './audit';
export * from './ocr-credits';
export * from './settings';
