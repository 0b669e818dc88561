import type { RosterMonth } from '@honora/contract';
import type { DoctorChoice } from './roster-grid-model';

type Line = Pick<RosterMonth['lines'][number], 'id' | 'requiredTag'>;
type Holder = Pick<RosterMonth['doctors'][number], 'id' | 'tagIds'>;

/** The doctors a line's cells offer: those holding its tag, then the others. */
export interface LineChoices {
  /** The line's tag, or null when it asks for none (every doctor is a holder then). */
  tag: Line['requiredTag'];
  holders: DoctorChoice[];
  others: DoctorChoice[];
}

/**
 * What each line's cells offer (decision 044): a line asking for a tag lists its holders first.
 * The others stay listed, apart, so the server — which may know of a tag given since the month
 * was read — is the one to refuse, with its message naming the tag. Former doctors are never offered.
 */
export function lineChoices(
  lines: readonly Line[],
  choices: readonly DoctorChoice[],
  doctors: readonly Holder[],
): Map<string, LineChoices> {
  const offered = choices.filter((choice) => choice.active);
  const tagsOf = new Map(doctors.map((doctor) => [doctor.id, new Set(doctor.tagIds)]));
  return new Map(
    lines.map((line): [string, LineChoices] => {
      const tag = line.requiredTag;
      if (!tag) return [line.id, { tag, holders: offered, others: [] }];
      const holds = (choice: DoctorChoice) => tagsOf.get(choice.id)?.has(tag.id) ?? false;
      return [line.id, { tag, holders: offered.filter(holds), others: offered.filter((c) => !holds(c)) }];
    }),
  );
}
