import { questionnaireEmailsSchema } from '@honora/contract';

/**
 * The screen logic of a questionnaire's fields (decision 060), apart from the components: the
 * deadline typed as a date and time of this browser's clock — the screens show instants in local
 * time, so the deadline reads back as it was typed — and the pasted list of addresses.
 */

/** A deadline as typed: 'YYYY-MM-DD' and 'HH:mm' (local time); both empty: no deadline. */
export interface DeadlineDraft {
  date: string;
  time: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})$/;
/** A date with no time closes at the end of that day. */
const END_OF_DAY = 23 * 60 + 59;

/** The instant of a typed deadline (ISO, UTC), null with no date, or 'invalid'. */
export function closesAtOf(draft: DeadlineDraft): string | null | 'invalid' {
  const date = draft.date.trim();
  const time = draft.time.trim();
  if (!date) return time ? 'invalid' : null;
  if (!DAY.test(date)) return 'invalid';
  let minute = END_OF_DAY;
  if (time) {
    const m = TIME.exec(time);
    if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return 'invalid';
    minute = Number(m[1]) * 60 + Number(m[2]);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day, Math.floor(minute / 60), minute % 60);
  // A day that does not exist (2030-02-30) rolls over in Date: refused, not moved.
  if (local.getDate() !== day || local.getMonth() !== month - 1) return 'invalid';
  return local.toISOString();
}

/** A saved deadline back as local date and time fields. */
export function deadlineDraftOf(closesAt: string | null): DeadlineDraft {
  if (!closesAt) return { date: '', time: '' };
  const d = new Date(closesAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The addresses a pasted text holds, or the schema's message (nothing typed: neither). */
export function emailsOf(text: string): { count: number; error: string | null } {
  if (!text.trim()) return { count: 0, error: null };
  const parsed = questionnaireEmailsSchema.safeParse(text);
  return parsed.success
    ? { count: parsed.data.length, error: null }
    : { count: 0, error: parsed.error.issues[0]?.message ?? null };
}

/**
 * The texts as the API takes them, and the deadline's own error when it was typed wrong (the
 * schema then sees no deadline and the form shows this message under it).
 */
export function textsBodyOf(texts: { title: string; message: string; deadline: DeadlineDraft }) {
  const closesAt = closesAtOf(texts.deadline);
  return {
    body: { title: texts.title, message: texts.message || null, closesAt: closesAt === 'invalid' ? null : closesAt },
    deadlineInvalid: closesAt === 'invalid',
  };
}
