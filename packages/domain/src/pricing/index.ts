export * from './types';
export * from './validity';
