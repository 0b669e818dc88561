/** The checks of one slot as typed (platform.md §5 Schedules and contracts; §9 limits). */

export type SlotInputProblem = 'startAfterEnd' | 'past';

/**
 * platform.md §5: "start before end" ('startAfterEnd' when start >= end) and "cannot schedule
 * in the past" ('past' when the slot starts before `now`; a slot starting at `now` is fine).
 * Instants in epoch ms; both problems are told at once.
 */
export function validateSlotInput(input: { start: number; end: number; now: number }): SlotInputProblem[] {
  const problems: SlotInputProblem[] = [];
  if (!(input.start < input.end)) problems.push('startAfterEnd');
  if (!(input.start >= input.now)) problems.push('past');
  return problems;
}

/** platform.md §5 and §9: an on-call percentage is a number from 0 to 100, both included. */
export function onCallPercentageValid(n: number): boolean {
  return Number.isFinite(n) && n >= 0 && n <= 100;
}
