import { messages, msg, type ScheduleLine, type ScheduleLineValues } from '@honora/contract';
import { zonedDay, type CompanyModule } from '@honora/domain';
import { scheduleLines, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, isUniqueViolation, lockCompanyRule } from '../registries';
import { listLines as rosterLines, ROSTER_LOCK, selectLines, toLine } from '../on-call';
import {
  hasDoctorsFrom,
  lineOptions,
  liveShift,
  liveTag,
  liveWorkplace,
  lockLine,
  sameLine,
  untaggedDoctorsFrom,
} from './on-call-lines.repository';

/** platform.md §6: the on-call roster and its configuration are the module "schedule on call". */
export const ON_CALL_MODULE: CompanyModule = 'scheduleOnCall';

const errors = messages.screens.onCallLines.errors;
const UNIQUE_LINE = 'schedule_lines_company_place_shift_key';

const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });
const duplicate = () => AppError.field('inputError', 'shiftId', msg(errors, 'duplicate'));
const inUse = () => new AppError('statusError', { message: msg(errors, 'inUse') });

const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/** The line as answered after a write (its workplace and shift joined). */
async function answer(tx: Tx, id: string): Promise<ScheduleLine> {
  const [line] = await selectLines(tx, eq(scheduleLines.id, id));
  if (!line) throw notFound();
  return toLine(line);
}

/**
 * The line's workplace and shift are live ones of its company, the shift is of any workplace or
 * of this one, and no other live line of the company pairs them (decision 043); its tag is an
 * active one of the company, or the one it already asks for (decision 044).
 */
async function assertReferences(
  tx: Tx,
  companyId: string,
  body: ScheduleLineValues,
  current?: { id: string; requiredTagId: string | null },
) {
  const exceptId = current?.id;
  if (!(await liveWorkplace(tx, companyId, body.workplaceId)))
    throw AppError.field('inputError', 'workplaceId', msg(errors, 'workplace'));
  const shift = await liveShift(tx, companyId, body.shiftId);
  if (!shift) throw AppError.field('inputError', 'shiftId', msg(errors, 'shift'));
  if (shift.workplaceId !== null && shift.workplaceId !== body.workplaceId)
    throw AppError.field('inputError', 'shiftId', msg(errors, 'shiftElsewhere'));
  if (await sameLine(tx, companyId, body.workplaceId, body.shiftId, exceptId)) throw duplicate();
  if (body.requiredTagId !== null) {
    const tag = await liveTag(tx, companyId, body.requiredTagId);
    if (!tag || (!tag.active && tag.id !== current?.requiredTagId))
      throw AppError.field('inputError', 'requiredTagId', msg(errors, 'tag'));
    return tag;
  }
  return null;
}

/** A race lost to another request creating the same line ends as the same refusal, nothing written. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_LINE)) throw duplicate();
    throw error;
  }
}

/**
 * The selected company's live line, locked; another company's, a removed one or none: 404.
 * The roster's lock first (decision 043): a doctor being placed meanwhile waits, or is seen.
 */
async function currentLine(tx: Tx, id: string, companyId: string) {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  const row = await lockLine(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  return row;
}

export async function listLines(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return {
    items: await withTenant(ctx.db, tenant, (tx) => rosterLines(tx, companyId).then((lines) => lines.map(toLine))),
  };
}

export async function listLineOptions(ctx: AppContext, auth: AuthSession, access: RequestAccess) {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, (tx) => lineOptions(tx, companyId));
}

const columnsOf = (body: ScheduleLineValues) => ({
  workplaceId: body.workplaceId,
  shiftId: body.shiftId,
  positions: body.positions,
  onCallPercentage: body.onCallPercentage,
  requiredTagId: body.requiredTagId,
  active: body.active,
});

export async function createLine(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleLineValues,
): Promise<ScheduleLine> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, ON_CALL_MODULE);
  return refusingDuplicates(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      await assertReferences(tx, companyId, body);
      const [inserted] = await tx
        .insert(scheduleLines)
        .values({ companyId, ...columnsOf(body) })
        .returning({ id: scheduleLines.id });
      return answer(tx, inserted!.id);
    }),
  );
}

/**
 * Changes a line. Fewer positions, or another workplace or shift, would take doctors out of the
 * roster: refused while a slot that would go away has a doctor from today on (§5: the past is
 * kept as it was). Asking for a new tag is refused while a doctor placed from today on lacks it.
 */
export async function updateLine(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ScheduleLineValues,
): Promise<ScheduleLine> {
  const { companyId, tenant } = scopeOf(auth, access);
  return refusingDuplicates(() =>
    withTenant(ctx.db, tenant, async (tx) => {
      const current = await currentLine(tx, id, companyId);
      assertWritable(access, current.companyId, ON_CALL_MODULE);
      const tag = await assertReferences(tx, companyId, body, current);
      if (tag && tag.id !== current.requiredTagId) {
        const doctors = await untaggedDoctorsFrom(tx, id, zonedDay(Date.now()), tag.id);
        if (doctors.length > 0)
          throw AppError.field(
            'statusError',
            'requiredTagId',
            msg(errors, 'untagged', { tag: tag.name, doctors: doctors.join(', ') }),
          );
      }
      const isMoved = current.workplaceId !== body.workplaceId || current.shiftId !== body.shiftId;
      if (isMoved || body.positions < current.positions) {
        const today = zonedDay(Date.now());
        if (await hasDoctorsFrom(tx, id, today, isMoved ? 0 : body.positions)) throw inUse();
      }
      await tx.update(scheduleLines).set(columnsOf(body)).where(eq(scheduleLines.id, id));
      return answer(tx, id);
    }),
  );
}

/** Removes a line (soft delete), refused while it has doctors from today on. */
export async function removeLine(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ScheduleLine> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentLine(tx, id, companyId);
    assertWritable(access, current.companyId, ON_CALL_MODULE);
    if (await hasDoctorsFrom(tx, id, zonedDay(Date.now()))) throw inUse();
    const line = await answer(tx, id);
    await tx.update(scheduleLines).set({ deletedAt: new Date() }).where(eq(scheduleLines.id, id));
    return line;
  });
}
