export * from './format/format';
export * from './access/route-access';
export * from './validation/index';
export * from './access/permissions';
export * from './access/default-permissions';
export * from './access/tenant-scope';
