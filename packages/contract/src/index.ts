export * from './constants';
export * from './errors';
export * from './i18n';
export * from './route';
export * from './auth/schemas';
export * from './auth/routes';
export * from './companies/routes';
export * from './platform/routes';
