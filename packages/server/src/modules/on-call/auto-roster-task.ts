import { zonedDay } from '@honora/domain';
import { autoRoster } from '@honora/domain/schedules/auto-roster/index';
import type { RosterProposal } from '@honora/domain/schedules/auto-roster/types';
import type { WireInput } from './auto-roster-solve';

/**
 * The solve itself (decision 046), as the worker thread runs it — imported by the worker, or on
 * demand when no thread can start, so the solver never loads with the server. The input crossed
 * the thread without the context's day function: São Paulo's calendar day is put back here.
 */
export function runAutoRoster(input: WireInput): Promise<RosterProposal> {
  return autoRoster({ ...input, context: { ...input.context, dayOf: zonedDay } });
}
