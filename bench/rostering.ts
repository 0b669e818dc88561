import { validateRoster } from '@honora/domain';
import {
  autoRoster,
  greedyFill,
  rosterScores,
  type AutoRosterInput,
  type RosterAssignment,
} from '@honora/domain/schedules/auto-roster/index';
import { benchMonth } from '@honora/domain/schedules/auto-roster/test-month';
import { percentile, report, timed } from './lib';

/** Throws unless the roster with `assignments` in breaks no rule on a taken slot (open slots of a closed day stay told). */
function assertSound(label: string, input: AutoRosterInput, assignments: readonly RosterAssignment[]): void {
  const doctorOf = new Map(assignments.map((a) => [a.slotId, a.doctorId]));
  const roster = input.slots.map((s) => (doctorOf.has(s.id) ? { ...s, doctorId: doctorOf.get(s.id)! } : s));
  const broken = validateRoster(roster, input.context).filter((v) => v.doctorId !== null);
  if (broken.length > 0)
    throw new Error(`${label}: ${broken.length} hard-rule violations, ${JSON.stringify(broken[0])}`);
}

/**
 * rostering.month_60.ms (decision 046): the automatic roster of the benchmark's month (60
 * doctors × 10 workplaces × 3 shifts, 900 slots; test-month.ts), in process, no database; the
 * median of 3 runs after one to warm up. Baseline: the greedy fill's time (median of 5).
 * rostering.month_60.night_spread: max − min nights per doctor (history and the month) of the
 * solver's roster; baseline: the greedy fill's. Both rosters must break no hard rule.
 */
export async function benchRostering(): Promise<void> {
  const input = benchMonth();
  const greedy = greedyFill(input);
  const proposal = await autoRoster(input);
  assertSound('greedy fill', input, greedy);
  assertSound('autoRoster', input, proposal.assignments);
  const baseline = rosterScores(input, greedy);
  const { scores } = proposal;
  console.error(
    `# rostering: ${input.slots.length} vagas, ${scores.coverage.total} abertas; solver ${scores.coverage.filled} ` +
      `preenchidas (${scores.status}), guloso ${baseline.coverage.filled}; fins de semana ${scores.weekendSpread} ` +
      `contra ${baseline.weekendSpread}; desvio das metas ${scores.targetDeviationMinutes} min contra ${baseline.targetDeviationMinutes}`,
  );
  const greedyMs = await timed(async () => greedyFill(input), 1, 5);
  const solverMs = await timed(async () => autoRoster(input), 1, 3);
  report('rostering.month_60.ms', percentile(solverMs, 50), 'ms', percentile(greedyMs, 50));
  report('rostering.month_60.night_spread', scores.nightSpread, 'nights', baseline.nightSpread);
}
