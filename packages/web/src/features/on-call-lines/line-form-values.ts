import { fmt, type ScheduleLine, type ScheduleLineBody, type ScheduleLineOptions } from '@honora/contract';
import { onCallLinesScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { decimalShown, decimalText } from '../../shared/forms/decimal-text';

/** The line form's inputs as typed (text inputs and selects hold strings). */
export type LineFormValues = {
  workplaceId: string;
  shiftId: string;
  positions: string;
  onCallPercentage: string;
  /** The tag the line asks for, or blank for none (decision 044). */
  requiredTagId: string;
  active: string;
};

type ShiftOption = ScheduleLineOptions['shifts'][number];

/** A new line starts with one doctor a day and no percentage; a line being changed shows its own values. */
export function initialLineValues(line: ScheduleLine | null): LineFormValues {
  return {
    workplaceId: line?.workplaceId ?? '',
    shiftId: line?.shiftId ?? '',
    positions: String(line?.positions ?? 1),
    onCallPercentage: decimalShown(line?.onCallPercentage),
    requiredTagId: line?.requiredTag?.id ?? '',
    active: String(line?.active ?? true),
  };
}

/**
 * The shifts a line at `workplaceId` may take (decision 042: a shift belongs to one workplace or
 * to any): those of any workplace and those of this one. Without a workplace, only the former.
 */
export function shiftsFor(shifts: readonly ShiftOption[], workplaceId: string): ShiftOption[] {
  return shifts.filter((shift) => shift.workplaceId === null || shift.workplaceId === workplaceId);
}

/** "Positions" as a number (a blank or a non-number stays invalid for the schema's message). */
function positionsOf(typed: string): number {
  const text = typed.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The request body from the inputs: the percentage typed pt-BR ("33,5") as the API's decimal
 * text ("33.5"), blank as null; the contract's schema then judges it (platform.md §5: at most 100).
 */
export function lineBodyOf(values: LineFormValues): ScheduleLineBody {
  const percentage = values.onCallPercentage.trim();
  return {
    workplaceId: values.workplaceId,
    shiftId: values.shiftId,
    positions: positionsOf(values.positions),
    onCallPercentage: percentage === '' ? null : decimalText(percentage),
    requiredTagId: values.requiredTagId === '' ? null : values.requiredTagId,
    active: values.active === 'true',
  };
}

type TagOption = ScheduleLineOptions['tags'][number];

/** The select's value for "no tag" (a select's option cannot be blank). */
export const NO_TAG = 'none';

/**
 * The tags a line may ask for (decision 044): "Nenhuma", then the company's active tags. A line
 * changed while its tag is no longer offered (made inactive since) keeps it as a choice, marked,
 * so saving the line never drops it silently.
 */
export function tagChoices(
  tags: readonly TagOption[],
  line: Pick<ScheduleLine, 'requiredTag'> | null,
): { value: string; label: string; tag: TagOption | null }[] {
  const choices = tags.map((tag) => ({ value: tag.id, label: tag.name, tag }));
  const own = line?.requiredTag;
  if (own && !tags.some((tag) => tag.id === own.id))
    choices.push({ value: own.id, label: fmt(t.inactiveTag, { tag: own.name }), tag: own });
  return [{ value: NO_TAG, label: t.noTag, tag: null }, ...choices];
}
