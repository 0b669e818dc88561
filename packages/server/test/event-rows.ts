import { eventProcedures, events, systemActor, withActor, type Db } from '@honora/db';
import { inArray } from 'drizzle-orm';

export type EventRow = Partial<typeof events.$inferInsert> & { companyId: string };
export type ProcedureRow = Partial<typeof eventProcedures.$inferInsert> & { idProc: string };

/**
 * Events written straight into the database (as the system), for the list, admin and protocol
 * tests: the API that creates events is tested on its own; these tests need many exact rows
 * (statuses, dates, money) fast. Procedures are inserted with the event's company.
 */
export async function insertEvent(db: Db, row: EventRow, procedures: ProcedureRow[] = []): Promise<string> {
  return withActor(db, systemActor, async (tx) => {
    const [inserted] = await tx
      .insert(events)
      .values({ type: 'Honorario', ...row })
      .returning({ id: events.id });
    const id = inserted!.id;
    if (procedures.length > 0) {
      const rows = await tx
        .insert(eventProcedures)
        .values(
          procedures.map((p, i) => ({
            eventId: id,
            companyId: row.companyId,
            order: i + 1,
            name: `Procedimento ${p.idProc}`,
            type: 'KCBHPM',
            tableCode: '22',
            ...p,
          })),
        )
        .returning({ id: eventProcedures.id });
      // The record trigger clears deleted_at on insert: a removed row is removed by an update.
      const removed = rows.filter((_, i) => procedures[i]!.deletedAt).map((r) => r.id);
      if (removed.length > 0) {
        await tx.update(eventProcedures).set({ deletedAt: new Date() }).where(inArray(eventProcedures.id, removed));
      }
    }
    return id;
  });
}
