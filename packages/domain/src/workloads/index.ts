export * from './workloads';
