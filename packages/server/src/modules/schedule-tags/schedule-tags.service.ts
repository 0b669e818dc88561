import {
  messages,
  msg,
  type ScheduleTag,
  type ScheduleTagColor,
  type ScheduleTags,
  type ScheduleTagValues,
} from '@honora/contract';
import { zonedDay, type CompanyModule } from '@honora/domain';
import { scheduleTags, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { lineLabel, listDoctors, listLines, ROSTER_LOCK, type LineRow } from '../on-call';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import { linesAsking, liveTags, lockTag, scheduledInTaggedLines, type TagRow } from './schedule-tags.repository';

/** platform.md §6: the schedule's registries (limits, tags) are the module schedule's. */
export const SCHEDULE_MODULE: CompanyModule = 'schedule';

const errors = messages.screens.scheduleTags.errors;
const UNIQUE_NAME = 'schedule_tags_company_name_key';

const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });
const duplicate = () => AppError.field('inputError', 'name', msg(errors, 'duplicate'));

const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

function toTag(row: TagRow, lineIds: readonly string[], lines: ReadonlyMap<string, LineRow>): ScheduleTag {
  return {
    id: row.id,
    name: row.name,
    color: row.color as ScheduleTagColor,
    description: row.description,
    active: row.active,
    doctorIds: row.doctorIds,
    lines: lineIds.flatMap((id) => {
      const line = lines.get(id);
      return line ? [{ id, label: lineLabel(line) }] : [];
    }),
  };
}

/** Tags as answered: with the live lines asking for each, labelled by workplace and shift. */
async function answer(tx: Tx, companyId: string, rows: readonly TagRow[]): Promise<ScheduleTag[]> {
  const asking = await linesAsking(
    tx,
    rows.map((r) => r.id),
  );
  const lines = new Map((await listLines(tx, companyId)).map((l) => [l.id, l]));
  return rows.map((row) => toTag(row, asking.get(row.id) ?? [], lines));
}

/** GET /api/schedule-tags: the company's tags and the doctors a tag may list. */
export async function listScheduleTags(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<ScheduleTags> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const items = await answer(tx, companyId, await liveTags(tx, companyId));
    const doctors = (await listDoctors(tx, companyId)).map(({ active: _active, ...doctor }) => doctor);
    return { items, doctors };
  });
}

/** The listed doctors are the company's active anesthetists and residents, in their order. */
async function assertDoctors(tx: Tx, companyId: string, doctorIds: readonly string[]) {
  if (doctorIds.length === 0) return;
  const known = new Set((await listDoctors(tx, companyId)).map((d) => d.id));
  if (doctorIds.some((id) => !known.has(id))) throw AppError.field('inputError', 'doctorIds', msg(errors, 'doctor'));
}

/** A race lost to another request naming a tag the same ends as the same refusal, nothing written. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_NAME)) throw duplicate();
    throw error;
  }
}

const columnsOf = (body: ScheduleTagValues) => ({
  name: body.name,
  color: body.color,
  description: body.description,
  active: body.active,
  doctorIds: body.doctorIds,
});

/** The selected company's live tag, locked after the roster's lock (a placement under way waits, or is seen); 404 otherwise. */
async function currentTag(tx: Tx, id: string, companyId: string): Promise<TagRow> {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  const row = await lockTag(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  return row;
}

export async function createScheduleTag(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleTagValues,
): Promise<ScheduleTag> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, SCHEDULE_MODULE);
  return refusingDuplicates(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      await assertDoctors(tx, companyId, body.doctorIds);
      const [row] = await tx
        .insert(scheduleTags)
        .values({ companyId, ...columnsOf(body) })
        .returning();
      return (await answer(tx, companyId, [row!]))[0]!;
    }),
  );
}

/**
 * Changes a tag. Taking it from a doctor placed from today on in a line that asks for it would
 * leave the roster in breach (decision 044): refused, naming the doctor; the past is kept as it was.
 */
export async function updateScheduleTag(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ScheduleTagValues,
): Promise<ScheduleTag> {
  const { companyId, tenant } = scopeOf(auth, access);
  return refusingDuplicates(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      const current = await currentTag(tx, id, companyId);
      assertWritable(access, current.companyId, SCHEDULE_MODULE);
      const kept = new Set(body.doctorIds);
      const added = body.doctorIds.filter((d) => !current.doctorIds.includes(d));
      await assertDoctors(tx, companyId, added);
      const taken = current.doctorIds.filter((d) => !kept.has(d));
      const scheduled = await scheduledInTaggedLines(tx, id, taken, zonedDay(Date.now()));
      if (scheduled)
        throw AppError.field('statusError', 'doctorIds', msg(errors, 'doctorScheduled', { doctor: scheduled }));
      const [row] = await tx.update(scheduleTags).set(columnsOf(body)).where(eq(scheduleTags.id, id)).returning();
      return (await answer(tx, companyId, [row!]))[0]!;
    }),
  );
}

/** Removes a tag (soft delete), refused while a live line asks for it. */
export async function removeScheduleTag(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ScheduleTag> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentTag(tx, id, companyId);
    assertWritable(access, current.companyId, SCHEDULE_MODULE);
    const [tag] = await answer(tx, companyId, [current]);
    if (tag!.lines.length > 0) throw new AppError('statusError', { message: msg(errors, 'inUse') });
    await tx.update(scheduleTags).set({ deletedAt: new Date() }).where(eq(scheduleTags.id, id));
    return tag!;
  });
}
