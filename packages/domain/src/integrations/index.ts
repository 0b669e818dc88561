export * from './match';
export * from './registry-document';
export * from './rate-limit';
export * from './receivable-plan';
