import {
  contractInstallments,
  contracts,
  hospitals,
  rowsOf,
  scheduleCharges,
  scheduleMonths,
  type Tx,
} from '@honora/db';
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';

/** The queries of the schedule charges (platform.md §2 ScheduleCharge; decision 048). */

export type ChargeRow = typeof scheduleCharges.$inferSelect;

/** A covered slot of the month at a workplace linked to a hospital, as the statement reads it. */
export interface CoveredSlotRow {
  hospital_id: string;
  hospital_name: string;
  workplace: string;
  shift: string;
  category: string;
  exclusive: boolean;
  minutes: number;
  value_per_hour: string | null;
  on_call_percentage: string | null;
}

/** Whether the month (its first day) is closed in the roster's core. */
export async function isMonthClosed(tx: Tx, companyId: string, first: string): Promise<boolean> {
  const [row] = await tx
    .select({ closedAt: scheduleMonths.closedAt })
    .from(scheduleMonths)
    .where(
      and(eq(scheduleMonths.companyId, companyId), eq(scheduleMonths.month, first), isNull(scheduleMonths.deletedAt)),
    );
  return row?.closedAt != null;
}

/** The month's slots with a doctor at the company's workplaces linked to a hospital (one, when given). */
export async function coveredSlots(
  tx: Tx,
  companyId: string,
  first: string,
  last: string,
  hospitalId: string | null = null,
): Promise<CoveredSlotRow[]> {
  const rows = rowsOf<CoveredSlotRow & { minutes: string }>(
    await tx.execute(sql`
      select w.hospital_id, h.name as hospital_name, w.name as workplace, sh.name as shift,
             s.slot_category as category, s.exclusive,
             (extract(epoch from (s.ends_at - s.starts_at)) / 60)::int::text as minutes,
             sh.value_per_hour::text as value_per_hour, l.on_call_percentage::text as on_call_percentage
        from schedule_slots s
        join workplaces w on w.id = s.workplace_id
        join hospitals h on h.id = w.hospital_id
        join schedule_shifts sh on sh.id = s.shift_id
        join schedule_lines l on l.id = s.line_id
       where s.company_id = ${companyId} and s.deleted_at is null and s.doctor_id is not null
         and s.day between ${first} and ${last}
         ${hospitalId ? sql`and w.hospital_id = ${hospitalId}` : sql``}
       order by h.name, w.name, sh.name, s.day, s.position`),
  );
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes) }));
}

/** The hospital's live contracts whose validity meets the month, each with the installment whose period meets it. */
export async function contractsInForce(
  tx: Tx,
  companyId: string,
  hospitalIds: readonly string[],
  first: string,
  last: string,
) {
  if (hospitalIds.length === 0) return [];
  const rows = await tx
    .select({ contract: contracts, installment: contractInstallments })
    .from(contracts)
    .leftJoin(
      contractInstallments,
      and(
        eq(contractInstallments.contractId, contracts.id),
        isNull(contractInstallments.deletedAt),
        lte(contractInstallments.periodStartsOn, last),
        gte(contractInstallments.periodEndsOn, first),
      ),
    )
    .where(
      and(
        eq(contracts.companyId, companyId),
        isNull(contracts.deletedAt),
        sql`${contracts.hospitalId} = any(${sql.param([...hospitalIds])}::uuid[])`,
        lte(contracts.startsOn, last),
        gte(contracts.endsOn, first),
      ),
    )
    .orderBy(asc(contracts.startsOn), asc(contracts.type), asc(contracts.id), asc(contractInstallments.seq));
  // One entry per contract: its first installment meeting the month.
  const seen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!seen.has(row.contract.id)) seen.set(row.contract.id, row);
  return [...seen.values()];
}

/** The month's statements of the company (or one hospital's), newest first. */
export function monthCharges(tx: Tx, companyId: string, first: string, hospitalId: string | null = null) {
  return tx
    .select()
    .from(scheduleCharges)
    .where(
      and(
        eq(scheduleCharges.companyId, companyId),
        eq(scheduleCharges.month, first),
        isNull(scheduleCharges.deletedAt),
        hospitalId ? eq(scheduleCharges.hospitalId, hospitalId) : undefined,
      ),
    )
    .orderBy(desc(scheduleCharges.issuedAt));
}

/** The company's live hospital, or null. */
export async function companyHospital(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.id, id), eq(hospitals.companyId, companyId), isNull(hospitals.deletedAt)));
  return row ?? null;
}
