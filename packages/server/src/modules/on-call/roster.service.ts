import {
  messages,
  isExclusiveSlotCategory,
  msg,
  timeOfMinute,
  type RosterAssignBody,
  type SlotCategory,
  type RosterMonth,
  type RosterMonthHeader,
} from '@honora/contract';
import {
  addDays,
  brazilDateTime,
  checkAssignment,
  formatMonth,
  isNightShift,
  shiftTimes,
  validateRoster,
  zonedDay,
  zonedInstant,
  type CompanyModule,
} from '@honora/domain';
import { scheduleMonths, scheduleSlots, withTenant, type Tx } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import * as repo from './roster.repository';
import {
  describeViolations,
  domainSlot,
  rosterContext,
  rosterNames,
  toLine,
  toSlot,
  violationText,
} from './roster-rules';

/** platform.md §6: the on-call roster is the module "schedule on call"; changing it is the action scheduler. */
export const ON_CALL_MODULE: CompanyModule = 'scheduleOnCall';

const m = messages.screens.onCallSchedule;
const e = m.errors;
/** Days read around a month, so a night across its edge, the rest and the ISO weeks at its ends are checked. */
const EDGE_DAYS = 7;
/** The company's roster writes are serialized on this lock (decision 043). */
export const ROSTER_LOCK = 'on-call-roster';

/** The first and last day of 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

const today = () => zonedDay(Date.now());

export function headerOf(
  row: repo.MonthRow | undefined,
  month: string,
  auth: AuthSession,
  access: RequestAccess,
): RosterMonthHeader {
  const mayChange =
    access.allows(ON_CALL_MODULE, 'scheduler') && access.writableCompanyIds.includes(auth.companyId ?? '');
  const open = !row?.closedAt;
  const byPublisher = !row?.publishedBy || row.publishedBy === auth.userId;
  return {
    month,
    version: row?.version ?? 0,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    publishedById: row?.publishedBy ?? null,
    publishedByName: row?.publishedByName ?? null,
    closedAt: row?.closedAt?.toISOString() ?? null,
    closedByName: row?.closedByName ?? null,
    canEdit: mayChange && open && byPublisher,
    canPublish: mayChange && open && !row?.publishedAt,
    firstEditableDay: today(),
  };
}

/** Everything the month's rules need, read in one transaction. */
export async function loadRoster(tx: Tx, companyId: string, month: string) {
  const { first, last } = monthDays(month);
  const from = addDays(first, -EDGE_DAYS);
  const to = addDays(last, EDGE_DAYS);
  const lines = await repo.listLines(tx, companyId);
  const doctors = await repo.listDoctors(tx, companyId);
  const slots = await repo.listSlots(tx, companyId, from, to);
  const settings = await repo.rosterSettingsOf(tx, companyId);
  const absences = await repo.listAbsences(tx, companyId, from, to);
  const limits = await repo.listLimits(tx, companyId);
  const tags = await repo.listTagHolders(tx, companyId);
  const known = new Set(doctors.map((d) => d.id));
  const missing = [...new Set(slots.map((s) => s.doctorId).filter((id): id is string => !!id && !known.has(id)))];
  const formerDoctors = (await repo.namesOf(tx, missing)).map(({ email: _email, ...doctor }) => doctor);
  const context = rosterContext({ settings, doctors, absences, limits, tags });
  return { first, last, lines, doctors, formerDoctors, slots, minRest: settings.minRestMinutes, tags, context };
}

/** GET /api/on-call/months/:month: the grid, and every breach of the month as it stands. */
export async function getRosterMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
): Promise<RosterMonth> {
  const companyId = auth.companyId as string;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const header = headerOf(await repo.findMonth(tx, companyId, `${month}-01`), month, auth, access);
    const roster = await loadRoster(tx, companyId, month);
    // The month's cells: a slot of a removed line, or beyond a line's positions, holds no one now.
    const positions = new Map(roster.lines.map((l) => [l.id, l.positions]));
    const inMonth = roster.slots.filter(
      (s) => s.day >= roster.first && s.day <= roster.last && s.position < (positions.get(s.lineId) ?? 0),
    );
    const everyone = [...roster.doctors, ...roster.formerDoctors];
    const context = roster.context;
    const monthIds = new Set(inMonth.map((s) => s.id));
    const violations = validateRoster(roster.slots.map(domainSlot), context).filter((v) => monthIds.has(v.slotId));
    const names = rosterNames(roster);
    return {
      header,
      lines: roster.lines.map(toLine),
      doctors: everyone.map((d) => ({ ...d, tagIds: [...(context.doctors.get(d.id)?.tags ?? [])] })),
      slots: inMonth.map(toSlot),
      violations: describeViolations(violations, names),
    };
  });
}

const changedBy = (row: Pick<repo.SlotRow, 'changedByName' | 'changedAt'>) =>
  new AppError('otherUser', {
    message: msg(e, 'changed', { name: row.changedByName, when: brazilDateTime(new Date(row.changedAt)) }),
    params: { changedByName: row.changedByName, changedAt: new Date(row.changedAt).toISOString() },
  });

/** The month's header refusals (platform.md §4): a closed month, a month published by someone else. */
export function assertMonthOpen(row: repo.MonthRow | undefined, month: string, auth: AuthSession): void {
  if (row?.closedAt) throw new AppError('statusError', { message: msg(e, 'closed', { month: formatMonth(month) }) });
  if (row?.publishedBy && row.publishedBy !== auth.userId) {
    throw new AppError('statusError', { message: msg(e, 'publishedByOther', { name: row.publishedByName ?? '' }) });
  }
}

/**
 * PUT /api/on-call/months/:month/slots: a doctor into a cell, or the cell cleared. Refused, with
 * nothing written: a day outside the month or in the past (§5), a closed month or one published
 * by someone else (§4), a cell changed since `version` (told who changed it), a person who is not
 * one of the company's doctors, and any breach of the roster's rules the change brings. The
 * company's roster writes are serialized, and the exclusion constraint backs the overlap rule.
 */
export async function assignSlot(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  body: RosterAssignBody,
) {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  const { first, last } = monthDays(month);
  if (body.day < first || body.day > last) throw AppError.field('inputError', 'day', msg(e, 'day'));
  if (body.day < today()) throw AppError.field('inputError', 'day', msg(e, 'past'));
  try {
    return await withTenant(ctx.db, tenantOf(auth, access), (tx) => assignInTx(tx, auth, companyId, month, body));
  } catch (error) {
    if (isUniqueViolation(error, 'schedule_slots_cell_key')) {
      const winner = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
        repo.findCell(tx, body.lineId, body.day, body.position),
      );
      if (winner) throw changedBy(winner);
    }
    if (isExclusionViolation(error)) throw AppError.field('inputError', 'doctorId', msg(e, 'doubleBooked'));
    throw error;
  }
}

/** 23P01: the exclusion constraint refused a double booking (a race the serialization missed). */
function isExclusionViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23P01' || err?.cause?.code === '23P01';
}

/** The placement's checks and write inside the caller's transaction (the grid, a demand's assignment: decision 049). */
export async function assignInTx(tx: Tx, auth: AuthSession, companyId: string, month: string, body: RosterAssignBody) {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  assertMonthOpen(await repo.findMonth(tx, companyId, `${month}-01`), month, auth);
  const line = await repo.findLiveLine(tx, companyId, body.lineId);
  if (!line) throw AppError.field('inputError', 'lineId', msg(e, 'line'));
  if (body.position >= line.positions) throw AppError.field('inputError', 'position', msg(e, 'position'));
  const cell = await repo.findCell(tx, body.lineId, body.day, body.position);
  if ((cell?.version ?? 0) !== body.version) {
    if (cell) throw changedBy(cell);
    throw new AppError('otherUser', { message: msg(e, 'stale') });
  }
  if (cell && cell.doctorId === body.doctorId) return { slot: toSlot(cell) };

  const roster = await loadRoster(tx, companyId, month);
  if (body.doctorId !== null && !roster.doctors.some((d) => d.id === body.doctorId)) {
    throw AppError.field('inputError', 'doctorId', msg(e, 'doctor'));
  }
  const start = timeOfMinute(line.startMinute);
  const end = timeOfMinute(line.endMinute);
  const span = shiftTimes(body.day, start, end, zonedInstant);
  const shape = {
    startsAt: new Date(span.start),
    endsAt: new Date(span.end),
    slotCategory: line.slotCategory,
    exclusive: isExclusiveSlotCategory(line.slotCategory as SlotCategory),
    night: isNightShift(start, end),
    workplaceId: line.workplaceId,
    shiftId: line.shiftId,
  };
  const candidate = {
    id: cell?.id ?? 'new',
    doctorId: body.doctorId,
    workplaceId: line.workplaceId,
    start: span.start,
    end: span.end,
    exclusive: shape.exclusive,
    night: shape.night,
    requiredTag: line.requiredTagId,
  };
  const context = roster.context;
  const violations = checkAssignment(candidate, roster.slots.map(domainSlot), context);
  if (violations.length > 0) {
    const names = rosterNames(roster);
    throw new AppError('inputError', {
      message: violationText(violations[0]!, names),
      params: { violations: describeViolations(violations, names) },
    });
  }

  if (cell) {
    await tx
      .update(scheduleSlots)
      .set({ ...shape, doctorId: body.doctorId, version: cell.version + 1 })
      .where(and(eq(scheduleSlots.id, cell.id), eq(scheduleSlots.version, cell.version)));
  } else {
    await tx.insert(scheduleSlots).values({
      companyId,
      lineId: line.id,
      day: body.day,
      position: body.position,
      doctorId: body.doctorId,
      ...shape,
    });
  }
  const saved = await repo.findCell(tx, body.lineId, body.day, body.position);
  return { slot: toSlot(saved as repo.SlotRow) };
}

/**
 * POST /api/on-call/months/:month/publish (platform.md §4): the month becomes visible to its
 * doctors, each told by e-mail, and afterwards only the publisher changes it. Refused for a
 * closed or already published month, a month changed since `version`, or one with breaches.
 */
export async function publishMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  version: number,
): Promise<RosterMonthHeader> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  const { row, doctors } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, ROSTER_LOCK, companyId);
    const current = await repo.findMonth(tx, companyId, `${month}-01`);
    if (current?.closedAt)
      throw new AppError('statusError', { message: msg(e, 'closed', { month: formatMonth(month) }) });
    if (current?.publishedAt) {
      throw new AppError('statusError', {
        message: msg(e, 'alreadyPublished', { name: current.publishedByName ?? '' }),
      });
    }
    if ((current?.version ?? 0) !== version) {
      throw new AppError('otherUser', { message: msg(e, 'stale') });
    }
    const roster = await loadRoster(tx, companyId, month);
    const inMonth = new Set(roster.slots.filter((s) => s.day >= roster.first && s.day <= roster.last).map((s) => s.id));
    const breaches = validateRoster(roster.slots.map(domainSlot), roster.context).filter((v) => inMonth.has(v.slotId));
    if (breaches.length > 0) {
      throw new AppError('statusError', { message: msg(e, 'conflicts', { count: String(breaches.length) }) });
    }
    const values = { publishedAt: new Date(), publishedBy: auth.userId, publishedByName: auth.userName };
    const [saved] = current
      ? await tx
          .update(scheduleMonths)
          .set({ ...values, version: current.version + 1 })
          .where(eq(scheduleMonths.id, current.id))
          .returning()
      : await tx
          .insert(scheduleMonths)
          .values({ companyId, month: `${month}-01`, ...values })
          .returning();
    const staffed = new Set(
      roster.slots.filter((s) => inMonth.has(s.id) && s.doctorId).map((s) => s.doctorId as string),
    );
    return { row: saved as repo.MonthRow, doctors: [...staffed] };
  });
  await notifyDoctors(ctx, auth, access, month, doctors);
  return headerOf(row, month, auth, access);
}

/** platform.md §4 published month: each doctor of the month is told by e-mail (the outbox keeps it). */
async function notifyDoctors(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  doctorIds: readonly string[],
) {
  if (doctorIds.length === 0) return;
  const people = await withTenant(ctx.db, tenantOf(auth, access), (tx) => repo.namesOf(tx, doctorIds));
  for (const person of people) {
    await ctx.messenger.send({
      channel: 'email',
      to: person.email,
      subject: msg(m, 'publishedMailSubject', { month: formatMonth(month) }).text,
      body: msg(m, 'publishedMailBody', { name: person.name, month: formatMonth(month), publisher: auth.userName })
        .text,
    });
  }
}
