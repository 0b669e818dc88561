export * from './csv';
export * from './ibge';
export * from './reference-rows';
export * from './decimal-cell';
export * from './cbhpm-rows';
export * from './cbhpm-valuation-rows';
export * from './glosa-xsd';
