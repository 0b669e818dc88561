export * from './schedule-charges';
