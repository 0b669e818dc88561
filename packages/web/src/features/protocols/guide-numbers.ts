import { PROTOCOL_LIMITS } from '@honora/contract';

/**
 * The guide numbers typed or pasted into the protocol form, one per line (a column copied from
 * a spreadsheet pastes that way): each line trimmed, blank lines left out, the order kept and
 * repeats kept too — the server reports a repeat as "duplicated" so the user sees it.
 */
export function parseGuideNumbers(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Whether a list can be sent at all (the server refuses an empty or oversized list). */
export function guideListProblem(numbers: readonly string[]): 'empty' | 'tooMany' | null {
  if (numbers.length === 0) return 'empty';
  if (numbers.length > PROTOCOL_LIMITS.guides) return 'tooMany';
  return null;
}
