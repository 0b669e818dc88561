export * from './csv';
export * from './ibge';
export * from './reference-rows';
