export * from './client';
export * from './actor';
export * from './migrate';
export * from './data-dir-lock';
export * from './schema';
export * from './seed/demo';
export * from './admin';
export * from './seed/web-configs';
