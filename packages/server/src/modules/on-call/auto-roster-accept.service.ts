import { messages, msg, type AutoRosterAcceptBody, type AutoRosterPlacement } from '@honora/contract';
import { brazilDateTime, checkAssignment, zonedDay, type ScheduleSlot } from '@honora/domain';
import { scheduleSlots, withTenant, type Tx } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import { placeableLines } from './auto-roster.repository';
import { cellKey, cellName, cellSlot } from './auto-roster-input';
import { describeViolations, domainSlot, rosterNames, violationText } from './roster-rules';
import * as repo from './roster.repository';
import { assertMonthOpen, loadRoster, monthDays, ON_CALL_MODULE, ROSTER_LOCK } from './roster.service';

/**
 * POST /api/on-call/months/:month/auto-roster/accept (decision 046 "In the app"): the places of a
 * proposal the coordinator kept, written all or none in one transaction under the roster's lock.
 * Each must still be an open place from today on (platform.md §5) and pass `checkAssignment`
 * against the roster as it now stands, the places before it in the request included; a month
 * whose version moved since the proposal, or any place in the way, refuses the whole request,
 * naming the first place. Two coordinators accepting at once: the lock makes the second read the
 * first's places, so one wins. The month is not published (platform.md §4).
 */

const e = messages.screens.onCallSchedule.errors;
const ae = messages.screens.onCallSchedule.autoRoster.errors;
/** Rows per insert statement (13 columns each: well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;

const field = (i: number, name: keyof AutoRosterPlacement, message: ReturnType<typeof msg>) =>
  AppError.field('inputError', `placements.${i}.${name}`, message);

export async function acceptAutoRoster(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  body: AutoRosterAcceptBody,
): Promise<{ placed: number }> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  const { first, last } = monthDays(month);
  body.placements.forEach((p, i) => {
    if (p.day < first || p.day > last) throw field(i, 'day', msg(e, 'day'));
  });
  try {
    return await withTenant(ctx.db, tenantOf(auth, access), (tx) => acceptInTx(tx, auth, companyId, month, body));
  } catch (error) {
    // Only a writer outside the roster's lock could get here; the transaction wrote nothing.
    if (isUniqueViolation(error, 'schedule_slots_cell_key'))
      throw new AppError('otherUser', { message: msg(ae, 'stale') });
    if (isExclusionViolation(error)) throw new AppError('inputError', { message: msg(e, 'doubleBooked') });
    throw error;
  }
}

/** 23P01: the exclusion constraint refused a double booking. */
function isExclusionViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23P01' || err?.cause?.code === '23P01';
}

async function acceptInTx(tx: Tx, auth: AuthSession, companyId: string, month: string, body: AutoRosterAcceptBody) {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  const header = await repo.findMonth(tx, companyId, `${month}-01`);
  assertMonthOpen(header, month, auth);
  if ((header?.version ?? 0) !== body.version) throw new AppError('otherUser', { message: msg(ae, 'stale') });

  const lines = new Map((await placeableLines(tx, companyId)).map((l) => [l.id, l]));
  const roster = await loadRoster(tx, companyId, month);
  const names = rosterNames(roster);
  const slotNames = new Map(names.slots);
  const doctors = new Map(roster.doctors.map((d) => [d.id, d]));
  const stored = new Map(roster.slots.map((s) => [cellKey(s.lineId, s.day, s.position), s]));
  // The roster as it grows. A non-resident placed in an open place only adds cover, so only their
  // own slots can refuse them (decision 046 "Hard rules"); a resident is checked against them all.
  const everyone = new Map(roster.slots.map((s) => [s.id, domainSlot(s)]));
  const own = new Map<string, ScheduleSlot[]>();
  const ownOf = (doctorId: string) => {
    const list = own.get(doctorId) ?? [];
    own.set(doctorId, list);
    return list;
  };
  for (const slot of everyone.values()) if (slot.doctorId) ownOf(slot.doctorId).push(slot);
  const today = zonedDay(Date.now());
  const seen = new Set<string>();
  const inserts: (typeof scheduleSlots.$inferInsert)[] = [];
  const updates: { row: repo.SlotRow; values: ReturnType<typeof cellSlot>['values'] }[] = [];

  // First the places themselves (input errors, before any rule), then each against the roster.
  const places = body.placements.map((p, i) => {
    const line = lines.get(p.lineId);
    if (!line) throw field(i, 'lineId', msg(e, 'line'));
    if (p.position >= line.positions) throw field(i, 'position', msg(e, 'position'));
    const cell = cellName(line, p);
    if (p.day < today) throw field(i, 'day', msg(ae, 'past', { cell }));
    const key = cellKey(p.lineId, p.day, p.position);
    if (seen.has(key)) throw field(i, 'position', msg(ae, 'repeated', { cell }));
    seen.add(key);
    const doctor = doctors.get(p.doctorId);
    if (!doctor) throw field(i, 'doctorId', msg(e, 'doctor'));
    return { p, line, cell, doctor, row: stored.get(key) };
  });

  for (const { p, line, cell, doctor, row } of places) {
    if (row?.doctorId) {
      const when = brazilDateTime(new Date(row.changedAt));
      throw new AppError('otherUser', { message: msg(ae, 'taken', { cell, name: row.changedByName, when }) });
    }
    const { slot, values } = cellSlot(
      line,
      p.day,
      row?.id ?? `accept:${cellKey(p.lineId, p.day, p.position)}`,
      p.doctorId,
    );
    const against = doctor.isResident ? [...everyone.values()] : ownOf(p.doctorId);
    const violations = checkAssignment(slot, against, roster.context);
    if (violations.length > 0) {
      const named = { ...names, slots: slotNames };
      throw new AppError('inputError', {
        message: msg(ae, 'broken', { cell, doctor: doctor.name, reason: violationText(violations[0]!, named).text }),
        params: { violations: describeViolations(violations, named) },
      });
    }
    everyone.set(slot.id, slot);
    ownOf(p.doctorId).push(slot);
    slotNames.set(slot.id, { lineId: p.lineId, day: p.day });
    if (row) updates.push({ row, values });
    else inserts.push({ companyId, lineId: p.lineId, day: p.day, position: p.position, ...values });
  }

  for (const { row, values } of updates) {
    const saved = await tx
      .update(scheduleSlots)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(scheduleSlots.id, row.id), eq(scheduleSlots.version, row.version)))
      .returning({ id: scheduleSlots.id });
    if (saved.length === 0) throw new AppError('otherUser', { message: msg(ae, 'stale') });
  }
  for (let at = 0; at < inserts.length; at += INSERT_CHUNK) {
    await tx.insert(scheduleSlots).values(inserts.slice(at, at + INSERT_CHUNK));
  }
  return { placed: body.placements.length };
}
