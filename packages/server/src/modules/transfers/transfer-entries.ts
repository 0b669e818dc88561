import type { transferEntrySchema } from '@honora/contract';
import { rowsOf, type Tx } from '@honora/db';
import { centsText, totalWeight, type ShareLine } from '@honora/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { entryShares } from './transfer-compute';
import { openEntriesWhere, type OpenEntry } from './transfers.repository';
import type { UserTransferWithTransfer } from './user-transfers.repository';

type TransferEntry = z.infer<typeof transferEntrySchema>;

interface EntryRow extends OpenEntry {
  eventId: string;
  date: string;
  numGuide: string | null;
  patientName: string | null;
  dtProcedure: string | null;
  healthInsuranceName: string | null;
  procedureName: string | null;
  team: ShareLine[] | null;
}

/**
 * The receipts a receiver's full value came from (decision 028 "Receiver shares"; the explained
 * numbers): the locked transfer's entries (its id on them) or, while open, the ones it would take
 * now — those whose receiver is this one or whose row's team names them — each with the part it
 * gave, split exactly as the computation split it. Σ value = the receiver's full value.
 */
export async function receiverEntries(tx: Tx, row: UserTransferWithTransfer): Promise<TransferEntry[]> {
  const selection =
    row.status === 'LOCKED'
      ? sql`t.transfer_id = ${row.transferId}::uuid`
      : openEntriesWhere(row.companyId, row.month.slice(0, 7), row.mode);
  const actor = JSON.stringify([{ actorId: row.receiverId }]);
  const rows = rowsOf<EntryRow>(
    await tx.execute(sql`select t.id, t.procedure_row_id as "procedureRowId", t.receiver_id as "receiverId",
        t.receiver_type as "receiverType", t.health_insurance_id as "healthInsuranceId", t.value::text as value,
        t.event_id as "eventId", t.date::text as date, e.num_guide as "numGuide", pa.name as "patientName",
        e.dt_procedure::text as "dtProcedure", hi.name as "healthInsuranceName", p.name as "procedureName",
        p.revenue_team as team
      from transactions t
      join events e on e.id = t.event_id
      left join patients pa on pa.id = e.patient_id
      left join health_insurers hi on hi.id = t.health_insurance_id
      left join event_procedures p on p.id = t.procedure_row_id
      where ${selection} and (t.receiver_id = ${row.receiverId} or p.revenue_team @> ${actor}::jsonb)
      order by t.date, e.num_guide, t.id`),
  );
  const entries: TransferEntry[] = [];
  for (const r of rows) {
    const shares = entryShares(r, r.team ?? []);
    const mine = shares.find((s) => s.receiverId === row.receiverId && s.receiverType === row.receiverType);
    if (!mine || mine.value === 0n) continue;
    const shared = shares.length > 1 || mine.role !== null;
    const total = shared ? totalWeight(shares) : null;
    entries.push({
      transactionId: r.id,
      eventId: r.eventId,
      numGuide: r.numGuide,
      patientName: r.patientName,
      dtProcedure: r.dtProcedure,
      date: r.date,
      healthInsuranceName: r.healthInsuranceName,
      procedureName: r.procedureName,
      role: mine.role,
      weight: shared ? `${mine.weight} / ${total}` : null,
      entryValue: r.value,
      value: centsText(mine.value),
    });
  }
  return entries;
}
