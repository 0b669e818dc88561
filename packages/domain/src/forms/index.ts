export * from './form-answers';
export * from './form-window';
export * from './form-summary';
