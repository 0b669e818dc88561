import { messages, msg, type DemandValues } from '@honora/contract';
import { scheduleLines, scheduleTags, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { lineLabel, selectLines } from '../on-call';
import { lockLineOf } from './demands.repository';

const e = messages.screens.demands.errors;

/**
 * The roster's line that covers a demand (decision 049): the live line of its workplace and
 * shift, locked. None: it is created with the doctors asked for as its positions and the
 * demand's tag. One: it must ask for the same tag as the demand (its rules are the roster's) and
 * be active; its positions are raised to the doctors asked for, never lowered — raising never
 * takes a doctor out of a cell. Called under the roster's lock.
 */
export async function ensureLine(tx: Tx, companyId: string, body: DemandValues): Promise<string> {
  const line = await lockLineOf(tx, companyId, body.workplaceId, body.shiftId);
  if (!line) {
    const [created] = await tx
      .insert(scheduleLines)
      .values({
        companyId,
        workplaceId: body.workplaceId,
        shiftId: body.shiftId,
        positions: body.doctorsNeeded,
        requiredTagId: body.requiredTagId,
      })
      .returning({ id: scheduleLines.id });
    return created!.id;
  }
  const [named] = await selectLines(tx, eq(scheduleLines.id, line.id));
  const label = named ? lineLabel(named) : '';
  if (!line.active) throw AppError.field('statusError', 'shiftId', msg(e, 'lineInactive', { line: label }));
  if (line.requiredTagId !== body.requiredTagId) {
    if (line.requiredTagId === null) {
      const tag = await tagName(tx, body.requiredTagId!);
      throw AppError.field('statusError', 'requiredTagId', msg(e, 'lineUntagged', { line: label, tag }));
    }
    const tag = named?.requiredTagName ?? '';
    throw AppError.field('statusError', 'requiredTagId', msg(e, 'tagClash', { line: label, tag }));
  }
  if (line.positions < body.doctorsNeeded) {
    await tx.update(scheduleLines).set({ positions: body.doctorsNeeded }).where(eq(scheduleLines.id, line.id));
  }
  return line.id;
}

async function tagName(tx: Tx, id: string): Promise<string> {
  const [row] = await tx.select({ name: scheduleTags.name }).from(scheduleTags).where(eq(scheduleTags.id, id));
  return row?.name ?? '';
}
