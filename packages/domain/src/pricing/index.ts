export * from './types';
export * from './validity';
export * from './price-event';
export * from './negotiation-rules';
export { preparePricing } from './compile-context';
export { anesthesiaMinutes, billedHours } from './per-hour';
