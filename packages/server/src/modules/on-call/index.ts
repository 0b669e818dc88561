/**
 * The on-call roster's public entry for the other server modules (decision 023): the lock that
 * serializes a company's roster writes, and the company's doctors and lines as the roster knows them.
 */
export { listDoctors, listLines, namesOf, selectLines, type DoctorRow, type LineRow } from './roster.repository';
export { lineLabel, toLine } from './roster-rules';
export { assignInTx, ROSTER_LOCK } from './roster.service';
