/**
 * Reading the insurers' statements (demonstrativos) and matching them to our procedure rows.
 * The test data generator lives in `./testing` and is imported by path, never from here.
 */
export * from './types';
export { TISS_NAMESPACE, XmlRecordCollector, type CollectedXml, type XmlRecord, type XmlField } from './xml-records';
export {
  STATEMENT_TRANSACTIONS,
  isStatementReadable,
  matchingHashEncoding,
  readStatement,
  statementFileFailure,
  statementVersionFamily,
} from './read-statement';
export { normalizeGuideNumber } from './check-analise-conta';
export * from './match-lines';
