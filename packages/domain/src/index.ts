export * from './format/format';
export * from './access/route-access';
export * from './validation/index';
