import {
  scheduleMonths,
  scheduleSettings,
  scheduleShifts,
  scheduleSlots,
  scheduleSwaps,
  users,
  workplaces,
  type Tx,
} from '@honora/db';
import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * What the swaps read (decision 043): slots with their place, in published months, and the
 * requests with their people.
 */

export interface SlotSummaryRow {
  id: string;
  day: string;
  workplaceName: string;
  shiftName: string;
  startsAt: Date;
  endsAt: Date;
  doctorId: string | null;
  companyId: string;
  version: number;
  published: boolean;
  closed: boolean;
}

/** Slots with their place and whether their month is published or closed. */
export function slotSummaries(tx: Tx, where: SQL | undefined): Promise<SlotSummaryRow[]> {
  return tx
    .select({
      id: scheduleSlots.id,
      day: scheduleSlots.day,
      workplaceName: workplaces.name,
      shiftName: scheduleShifts.name,
      startsAt: scheduleSlots.startsAt,
      endsAt: scheduleSlots.endsAt,
      doctorId: scheduleSlots.doctorId,
      companyId: scheduleSlots.companyId,
      version: scheduleSlots.version,
      published: sql<boolean>`${scheduleMonths.publishedAt} is not null`,
      closed: sql<boolean>`${scheduleMonths.closedAt} is not null`,
    })
    .from(scheduleSlots)
    .innerJoin(workplaces, eq(workplaces.id, scheduleSlots.workplaceId))
    .innerJoin(scheduleShifts, eq(scheduleShifts.id, scheduleSlots.shiftId))
    .leftJoin(
      scheduleMonths,
      and(
        eq(scheduleMonths.companyId, scheduleSlots.companyId),
        eq(scheduleMonths.month, sql`date_trunc('month', ${scheduleSlots.day})::date`),
      ),
    )
    .where(and(where, isNull(scheduleSlots.deletedAt)))
    .orderBy(asc(scheduleSlots.startsAt), asc(scheduleSlots.id));
}

/** The month's published, not yet begun slots of the company that have a doctor. */
export function openSlotsOfMonth(tx: Tx, companyId: string, first: string, last: string) {
  return slotSummaries(
    tx,
    and(
      eq(scheduleSlots.companyId, companyId),
      between(scheduleSlots.day, first, last),
      isNotNull(scheduleSlots.doctorId),
      isNotNull(scheduleMonths.publishedAt),
      isNull(scheduleMonths.closedAt),
      sql`${scheduleSlots.startsAt} > now()`,
    ),
  );
}

export type SwapRow = typeof scheduleSwaps.$inferSelect & { requesterName: string; targetDoctorName: string | null };

const requester = alias(users, 'requester');
const target = alias(users, 'target');

/** The requests matching `where`, newest first, with their people's names. */
export async function listSwapRows(tx: Tx, where: SQL | undefined): Promise<SwapRow[]> {
  const rows = await tx
    .select({ swap: scheduleSwaps, requesterName: requester.name, targetDoctorName: target.name })
    .from(scheduleSwaps)
    .innerJoin(requester, eq(requester.id, scheduleSwaps.requesterId))
    .leftJoin(target, eq(target.id, scheduleSwaps.targetDoctorId))
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleSwaps.slotId))
    .where(where)
    .orderBy(sql`${scheduleSwaps.createdAt} desc`, asc(scheduleSwaps.id));
  return rows.map((r) => ({ ...r.swap, requesterName: r.requesterName, targetDoctorName: r.targetDoctorName }));
}

/** The company's requests on slots of the days from `first` to `last`; a doctor's own and the open offers only. */
export function swapsOfMonth(tx: Tx, companyId: string, first: string, last: string, onlyFor: string | null) {
  return listSwapRows(
    tx,
    and(
      eq(scheduleSwaps.companyId, companyId),
      between(scheduleSlots.day, first, last),
      onlyFor === null
        ? undefined
        : or(
            eq(scheduleSwaps.requesterId, onlyFor),
            eq(scheduleSwaps.targetDoctorId, onlyFor),
            and(isNull(scheduleSwaps.targetDoctorId), eq(scheduleSwaps.status, 'Pending')),
          ),
    ),
  );
}

export async function findSwap(tx: Tx, companyId: string, id: string): Promise<SwapRow | undefined> {
  const [row] = await listSwapRows(tx, and(eq(scheduleSwaps.id, id), eq(scheduleSwaps.companyId, companyId)));
  return row;
}

/** Whether a slot already has a pending request. */
export async function hasPendingSwap(tx: Tx, slotIds: readonly string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: scheduleSwaps.id })
    .from(scheduleSwaps)
    .where(
      and(
        eq(scheduleSwaps.status, 'Pending'),
        or(inArray(scheduleSwaps.slotId, [...slotIds]), inArray(scheduleSwaps.counterSlotId, [...slotIds])),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function swapNeedsApproval(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ needs: scheduleSettings.swapNeedsApproval })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.companyId, companyId));
  return row?.needs ?? true;
}
