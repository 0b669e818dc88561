export * from './json-error-location';
export * from './json-cell';
export * from './json-table';
