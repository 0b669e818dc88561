import {
  messages,
  msg,
  type DayPreferencesAnswer,
  type DayPreferencesValues,
  type DoctorDayPreferences,
} from '@honora/contract';
import {
  dayPreferencesInMonth,
  formatDate,
  normalizeDayPreferences,
  upcomingDayPreferences,
  validateDayPreferences,
  zonedDay,
  type DayPreferenceProblem,
} from '@honora/domain';
import type { DayPreferences } from '@honora/domain/schedules/auto-roster/types';
import { withTenant, type Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable } from '../registries';
import {
  companyDayPreferences,
  findDayPreferences,
  upsertDayPreferences,
  type DayPreferenceRow,
} from './day-preferences.repository';
import { listDoctors, namesOf } from './roster.repository';
import { ON_CALL_MODULE } from './roster.service';

/**
 * The doctors' preferred and undesired days (decision 051): each doctor keeps their own in the
 * selected company ("Minha escala"), the coordinators list everyone's, and the automatic roster
 * weighs those bearing on its month (decision 046, a soft goal).
 */

const t = messages.screens.dayPreferences;
const e = t.errors;

const EMPTY: DayPreferencesAnswer = {
  preferredWeekdays: [],
  undesiredWeekdays: [],
  preferredDays: [],
  undesiredDays: [],
  note: null,
  updatedAt: null,
};

/** A row as answered: the dates before today left out (they no longer matter, and are not sent back). */
function answerOf(row: DayPreferenceRow | undefined, today: string): DayPreferencesAnswer {
  if (!row) return EMPTY;
  const values = upcomingDayPreferences(row, today);
  return {
    preferredWeekdays: values.preferredWeekdays,
    undesiredWeekdays: values.undesiredWeekdays,
    preferredDays: values.preferredDays,
    undesiredDays: values.undesiredDays,
    note: row.note,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

function problemText(p: DayPreferenceProblem) {
  if (p.code === 'weekdayBoth') return msg(e, 'weekdayBoth', { weekday: t.weekdays[Number(p.value) - 1] ?? '' });
  return msg(e, p.code, { day: formatDate(String(p.value)) });
}

function problemsError(problems: readonly DayPreferenceProblem[]): AppError {
  const fields = problems.map((p) => fieldError(p.path, problemText(p)));
  return new AppError('inputError', { fields, message: fields[0]!.message });
}

/** GET /api/on-call/my-preferences: the signed-in doctor's own, empty before the first save. */
export async function getMyDayPreferences(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<DayPreferencesAnswer> {
  const companyId = auth.companyId as string;
  const row = await withTenant(ctx.db, tenantOf(auth, access), (tx) => findDayPreferences(tx, companyId, auth.userId));
  return answerOf(row, zonedDay(Date.now()));
}

/**
 * PUT /api/on-call/my-preferences: replaces the signed-in doctor's own (decision 051 rules: no
 * weekday nor date both preferred and undesired, no date before today); only a doctor of the
 * company's roster (an active anesthetist or resident) keeps them. A refusal writes nothing.
 */
export async function saveMyDayPreferences(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: DayPreferencesValues,
): Promise<DayPreferencesAnswer> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  const today = zonedDay(Date.now());
  const values = normalizeDayPreferences(body);
  const problems = validateDayPreferences(values, today);
  if (problems.length > 0) throw problemsError(problems);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const doctors = await listDoctors(tx, companyId);
    if (!doctors.some((d) => d.id === auth.userId)) {
      throw new AppError('permissionDenied', { message: msg(e, 'notDoctor') });
    }
    return upsertDayPreferences(tx, companyId, auth.userId, {
      preferredWeekdays: values.preferredWeekdays,
      undesiredWeekdays: values.undesiredWeekdays,
      preferredDays: values.preferredDays,
      undesiredDays: values.undesiredDays,
      note: values.note,
    });
  });
  return answerOf(row, today);
}

/** GET /api/on-call/preferences: every doctor's, by name (those who left the company by their name too). */
export async function listDayPreferences(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<{ items: DoctorDayPreferences[] }> {
  const companyId = auth.companyId as string;
  const today = zonedDay(Date.now());
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await companyDayPreferences(tx, companyId);
    const doctors = new Map((await listDoctors(tx, companyId)).map((d) => [d.id, d]));
    const missing = rows.map((r) => r.doctorId).filter((id) => !doctors.has(id));
    for (const d of await namesOf(tx, missing)) doctors.set(d.id, d);
    const items = rows.map((row) => {
      const d = doctors.get(row.doctorId);
      return {
        doctor: { id: row.doctorId, name: d?.name ?? '', initials: d?.initials ?? null },
        ...answerOf(row, today),
      };
    });
    items.sort((a, b) => a.doctor.name.localeCompare(b.doctor.name, 'pt-BR') || a.doctor.id.localeCompare(b.doctor.id));
    return { items };
  });
}

/**
 * The automatic roster's `preferences` (decision 051): for each of `doctorIds` whose stored days
 * bear on the days from `first` to `last`, those days (the weekdays laid on the month's dates).
 */
export async function dayPreferencesOf(
  tx: Tx,
  companyId: string,
  doctorIds: readonly string[],
  first: string,
  last: string,
): Promise<Map<string, DayPreferences>> {
  const wanted = new Set(doctorIds);
  const out = new Map<string, DayPreferences>();
  for (const row of await companyDayPreferences(tx, companyId)) {
    if (!wanted.has(row.doctorId)) continue;
    const inMonth = dayPreferencesInMonth(row, first, last);
    if (inMonth) out.set(row.doctorId, inMonth);
  }
  return out;
}
