import { fmt, SCHEDULE_TAG_COLORS, type ScheduleTag, type ScheduleTagBody, type ScheduleTags } from '@honora/contract';
import { scheduleTagsScreenMessages as t } from '@honora/contract/screen-texts/schedule-tags';
import { matchesSearch } from '@honora/domain';

/** The tag dialog's inputs as held (the doctors' ids one a line, as the other list fields are). */
export type TagFormValues = {
  name: string;
  color: string;
  description: string;
  active: string;
  doctorIds: string;
};

type Doctor = ScheduleTags['doctors'][number];

const SEPARATOR = '\n';

/** The checked doctors' ids, in the order they were checked. */
export const doctorIdsOf = (values: Pick<TagFormValues, 'doctorIds'>): string[] =>
  values.doctorIds ? values.doctorIds.split(SEPARATOR) : [];

export const joinDoctorIds = (ids: readonly string[]): string => ids.join(SEPARATOR);

/**
 * A new tag starts active, in the palette's first colour, with nobody; a tag being changed shows
 * its own values. The dialog takes them once, when it opens: a list read again meanwhile never
 * fills over what the user already chose.
 */
export function initialTagValues(tag: ScheduleTag | null): TagFormValues {
  return {
    name: tag?.name ?? '',
    color: tag?.color ?? SCHEDULE_TAG_COLORS[0],
    description: tag?.description ?? '',
    active: String(tag?.active ?? true),
    doctorIds: joinDoctorIds(tag?.doctorIds ?? []),
  };
}

/** The request body from the inputs; the contract's schema then judges it (name, colour, lengths). */
export function tagBodyOf(values: TagFormValues): ScheduleTagBody {
  return {
    name: values.name,
    color: values.color as ScheduleTagBody['color'],
    description: values.description,
    active: values.active === 'true',
    doctorIds: doctorIdsOf(values),
  };
}

/**
 * The doctors the filter shows, by name or initials, accents and case aside (platform.md §9).
 * Checked doctors the filter hides stay checked: the filter only narrows the list.
 */
export function doctorsMatching(doctors: readonly Doctor[], search: string): Doctor[] {
  return doctors.filter((doctor) => matchesSearch(search, doctor.name, doctor.initials ?? ''));
}

/** "Hospital Central — Noite, Maternidade — Dia", or "Nenhuma". */
export const linesText = (tag: Pick<ScheduleTag, 'lines'>): string =>
  tag.lines.length === 0 ? t.linesNone : tag.lines.map((line) => line.label).join(', ');

/** "3 médico(s)". */
export const doctorsCountText = (tag: Pick<ScheduleTag, 'doctorIds'>): string =>
  fmt(t.doctorsCount, { count: tag.doctorIds.length });
