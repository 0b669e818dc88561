import { fmt, type AutoRosterPlacement, type AutoRosterProposal, type RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages } from '@honora/contract/screen-texts/on-call-schedule';
import { cellKey, lineLabel } from './roster-grid-model';
import { dayAndMonth, weekdayOf } from './roster-month';

const t = onCallScheduleScreenMessages.autoRoster;
const weekdays = onCallScheduleScreenMessages.weekdays;

type Line = RosterMonth['lines'][number];
type Proposed = AutoRosterProposal['placements'][number];

/** The key of a proposed placement: its cell (one doctor per cell in a proposal). */
export const placementKey = (p: Pick<Proposed, 'lineId' | 'day' | 'position'>): string =>
  cellKey(p.lineId, p.day, p.position);

export interface PlacementGroup {
  lineId: string;
  /** "Hospital Central — Noite". */
  label: string;
  items: { key: string; label: string }[];
}

/** The proposal's placements by line (the grid's order), each told "sex 12/03, vaga 2: Ana Souza". */
export function placementGroups(proposal: AutoRosterProposal, lines: readonly Line[]): PlacementGroup[] {
  const byLine = new Map<string, PlacementGroup>();
  for (const line of lines) byLine.set(line.id, { lineId: line.id, label: lineLabel(line), items: [] });
  for (const p of proposal.placements) {
    const group = byLine.get(p.lineId);
    if (!group) continue;
    const label = fmt(t.placementLabel, {
      weekday: weekdays[weekdayOf(p.day)] ?? '',
      day: dayAndMonth(p.day),
      position: p.position + 1,
      doctor: p.doctorName,
    });
    group.items.push({ key: placementKey(p), label });
  }
  return [...byLine.values()].filter((g) => g.items.length > 0);
}

export interface OpenGroup {
  key: string;
  label: string;
  /** "01/12 vaga 1, 02/12 vaga 1 (2 vagas)". */
  places: string;
  reasons: string[];
}

/** The places left open by line, those of a line with the same reasons together (a tag nobody holds: one entry). */
export function openGroups(proposal: AutoRosterProposal, lines: readonly Line[]): OpenGroup[] {
  const names = new Map(lines.map((l) => [l.id, lineLabel(l)]));
  const groups = new Map<string, { lineId: string; reasons: string[]; places: string[] }>();
  for (const cell of proposal.unfilled) {
    const reasons = cell.reasons.map((r) => r.text);
    const key = `${cell.lineId}|${reasons.join('|')}`;
    const group = groups.get(key) ?? { lineId: cell.lineId, reasons, places: [] };
    group.places.push(fmt(t.openPlace, { day: dayAndMonth(cell.day), position: cell.position + 1 }));
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => ({
    key,
    label: names.get(g.lineId) ?? '',
    places: fmt(t.openPlaces, { places: g.places.join(', '), count: g.places.length }),
    reasons: g.reasons,
  }));
}

/** Hours with a decimal comma, one place: 90 minutes → "1,5". */
const decimal = (value: number) => (Math.round(value * 10) / 10).toString().replace('.', ',');

/** The score of each goal in words (decision 046 "Scores"), the goals the app has data for. */
export function scoreLines(proposal: AutoRosterProposal): string[] {
  const s = proposal.scores;
  return [
    fmt(t.status[s.status], { seconds: decimal(s.elapsedMs / 1000) }),
    fmt(t.coverage, s.coverage),
    fmt(t.nights, { spread: s.nightSpread }),
    fmt(t.weekends, { spread: s.weekendSpread }),
    fmt(t.holidays, { spread: s.holidaySpread }),
    fmt(t.continuity, { count: s.workplaceWeekDoctors }),
    proposal.withTarget > 0
      ? fmt(t.targets, { hours: decimal(s.targetDeviationMinutes / 60), count: proposal.withTarget })
      : t.noTargets,
    // Decision 051: the doctors' own preferred and undesired days, weighed as a soft goal.
    proposal.withPreferences > 0
      ? fmt(t.preferences, { count: proposal.withPreferences, taken: s.preferredTaken, given: s.undesiredGiven })
      : t.noPreferences,
  ];
}

/** The chosen placements, as the acceptance sends them (the proposal's order). */
export function chosenPlacements(proposal: AutoRosterProposal, chosen: ReadonlySet<string>): AutoRosterPlacement[] {
  return proposal.placements
    .filter((p) => chosen.has(placementKey(p)))
    .map(({ lineId, day, position, doctorId }) => ({ lineId, day, position, doctorId }));
}
