export * from './weekly-hours';
export * from './opening-state';
