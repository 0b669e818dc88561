export { registerBigDataRoutes } from './big-data.routes';
export { compactProduction, startSummaryCompaction } from './summary-compaction';
