/**
 * The automatic roster's own entry (decision 046), imported as
 * `@honora/domain/schedules/auto-roster/index`. It loads the solver (HiGHS in WebAssembly), so it
 * is never re-exported by the domain's index nor by schedules/index.ts: the web's first load
 * must not carry it. The proposal's shape alone is in ./types, which loads nothing.
 */
export * from './types';
export { autoRoster } from './auto-roster';
export { greedyFill } from './greedy';
export { newViolations } from './last-check';
export { rosterScores, type GoalScores } from './scores';
