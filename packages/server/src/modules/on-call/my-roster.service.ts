import { randomBytes } from 'node:crypto';
import { messages, msg, type MyMonth, type SlotCategory } from '@honora/contract';
import { addDays, zonedDay } from '@honora/domain';
import {
  companies,
  companyMembers,
  scheduleCalendarLinks,
  scheduleMonths,
  scheduleShifts,
  scheduleSlots,
  withTenant,
  workplaces,
  type Db,
  type Tx,
} from '@honora/db';
import { and, asc, between, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildCalendar } from './ical';
import { monthDays } from './roster.service';

/**
 * The doctors' own roster (platform.md §3 Schedule; §4 a month is seen once published;
 * decision 043): their slots of a month in the selected company, and a private iCalendar feed
 * of their published slots in every company they work for.
 */

const t = messages.screens.mySchedule;
const kinds = messages.screens.schedules.slotCategories;
/** The feed covers two months back and a year ahead. */
const FEED_DAYS_BACK = 62;
const FEED_DAYS_AHEAD = 366;

/** The doctor's slots whose month is published, with their place and shift. */
function publishedSlots(q: Db | Tx, where: SQL | undefined) {
  return q
    .select({
      id: scheduleSlots.id,
      day: scheduleSlots.day,
      startsAt: scheduleSlots.startsAt,
      endsAt: scheduleSlots.endsAt,
      slotCategory: scheduleSlots.slotCategory,
      version: scheduleSlots.version,
      workplaceName: workplaces.name,
      shiftName: scheduleShifts.name,
      companyName: companies.name,
    })
    .from(scheduleSlots)
    .innerJoin(workplaces, eq(workplaces.id, scheduleSlots.workplaceId))
    .innerJoin(scheduleShifts, eq(scheduleShifts.id, scheduleSlots.shiftId))
    .innerJoin(companies, eq(companies.id, scheduleSlots.companyId))
    .innerJoin(
      scheduleMonths,
      and(
        eq(scheduleMonths.companyId, scheduleSlots.companyId),
        eq(scheduleMonths.month, sql`date_trunc('month', ${scheduleSlots.day})::date`),
        isNotNull(scheduleMonths.publishedAt),
      ),
    )
    .where(and(where, isNull(scheduleSlots.deletedAt)))
    .orderBy(asc(scheduleSlots.startsAt), asc(scheduleSlots.id));
}

/** GET /api/on-call/mine: the signed-in doctor's slots of the month, in the selected company. */
export async function getMyMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
): Promise<MyMonth> {
  const { first, last } = monthDays(month);
  const rows = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    publishedSlots(
      tx,
      and(
        eq(scheduleSlots.companyId, auth.companyId as string),
        eq(scheduleSlots.doctorId, auth.userId),
        between(scheduleSlots.day, first, last),
      ),
    ),
  );
  return {
    month,
    slots: rows.map((r) => ({
      id: r.id,
      day: r.day,
      workplaceName: r.workplaceName,
      shiftName: r.shiftName,
      slotCategory: r.slotCategory as SlotCategory,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
    })),
  };
}

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/api/on-call/calendar/${token}.ics`;

/** GET /api/on-call/calendar-link: the user's private feed address, or null before one is made. */
export async function getCalendarLink(ctx: AppContext, auth: AuthSession) {
  const [row] = await ctx.db
    .select({ token: scheduleCalendarLinks.token })
    .from(scheduleCalendarLinks)
    .where(eq(scheduleCalendarLinks.userId, auth.userId));
  return { url: row ? feedUrl(ctx, row.token) : null };
}

/** POST /api/on-call/calendar-link: a new random token (256 bits); the old link stops working. */
export async function renewCalendarLink(ctx: AppContext, auth: AuthSession) {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insert(scheduleCalendarLinks)
    .values({ userId: auth.userId, token })
    .onConflictDoUpdate({ target: scheduleCalendarLinks.userId, set: { token, createdAt: new Date() } });
  return { url: feedUrl(ctx, token) };
}

/** "07:00–19:00" in São Paulo. */
function timesOf(start: Date, end: Date): string {
  const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
  return `${clock.format(start)}–${clock.format(end)}`;
}

/**
 * GET /api/on-call/calendar/:token.ics (public: the token is the credential): the owner's
 * published slots in the companies where they are still an active member. An unknown token is 404.
 */
export async function calendarFeed(ctx: AppContext, file: string): Promise<string> {
  const token = file.slice(0, -'.ics'.length);
  const [link] = await ctx.db
    .select({ userId: scheduleCalendarLinks.userId })
    .from(scheduleCalendarLinks)
    .where(eq(scheduleCalendarLinks.token, token));
  if (!link) throw new AppError('notFound');
  const today = zonedDay(Date.now());
  const rows = await publishedSlots(
    ctx.db,
    and(
      eq(scheduleSlots.doctorId, link.userId),
      between(scheduleSlots.day, addDays(today, -FEED_DAYS_BACK), addDays(today, FEED_DAYS_AHEAD)),
      sql`exists (select 1 from ${companyMembers} m where m.company_id = ${scheduleSlots.companyId}
        and m.user_id = ${link.userId} and m.workspace = 'CLIENT' and m.is_active and m.deleted_at is null)`,
    ),
  );
  const events = rows.map((r) => ({
    uid: `${r.id}@honora`,
    start: r.startsAt,
    end: r.endsAt,
    sequence: r.version,
    summary: msg(t, 'feedSummary', { kind: kinds[r.slotCategory as SlotCategory], place: r.workplaceName }).text,
    description: msg(t, 'feedDescription', {
      company: r.companyName,
      shift: r.shiftName,
      times: timesOf(r.startsAt, r.endsAt),
    }).text,
  }));
  return buildCalendar(t.feedName, events, new Date());
}
