export * from './match';
export * from './registry-document';
