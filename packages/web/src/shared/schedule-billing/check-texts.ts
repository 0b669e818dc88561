import { fmt, type ScheduleBillingEventRef } from '@honora/contract';
import { scheduleBillingScreenMessages as t } from '@honora/contract/screen-texts/schedule-billing';
import { brazilDateTime, formatDate, formatNumber } from '@honora/domain';

/** What the check's lists show (decision 050; platform.md §9: pt-BR, São Paulo clock times). */

const clockOf = (instant: string): string => brazilDateTime(new Date(instant)).slice(11);

/** '19:00–07:00' (an end before the start is the next day). */
export const spanText = (span: { startsAt: string; endsAt: string }): string =>
  fmt(t.timeValue, { start: clockOf(span.startsAt), end: clockOf(span.endsAt) });

export const dayText = (day: string): string => formatDate(day);

export const guideText = (numGuide: string | null): string => numGuide ?? t.noGuide;

export const doctorsText = (names: readonly string[]): string => (names.length > 0 ? names.join(', ') : t.noDoctor);

/** 'Guia 123 · Bruno Lima': another doctor's event in a slot. */
export const otherText = (event: ScheduleBillingEventRef): string =>
  fmt(t.otherValue, { guide: guideText(event.numGuide), doctors: doctorsText(event.doctorNames) });

/** 'Mostrando os primeiros 1.000 de 1.234.' */
export const truncatedText = (shown: number, total: number): string =>
  fmt(t.truncated, { shown: formatNumber(shown), total: formatNumber(total) });

/** '03/2026' → the roster's month as the link names it. */
export const monthText = (month: string): string => `${month.slice(5)}/${month.slice(0, 4)}`;
