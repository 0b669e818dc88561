import { rowsOf, type Tx } from '@honora/db';
import { sql } from 'drizzle-orm';

/**
 * The reads of the schedule × billing check (decision 050): the published presential and
 * sobreaviso slots with a doctor at workplaces linked to a hospital, the company's live events at
 * hospitals, and the hospitals of the roster. They run in the request's tenant transaction and
 * decide nothing: `checkRosterBilling` (packages/domain) does.
 */

/** Days, 'YYYY-MM-DD', both included. */
export interface CheckDays {
  first: string;
  last: string;
}

export interface SlotRow {
  id: string;
  day: string;
  startsAt: Date | string;
  endsAt: Date | string;
  presential: boolean;
  hospitalId: string;
  hospitalName: string;
  doctorId: string;
  doctorName: string;
  workplaceName: string;
  shiftName: string;
}

/**
 * The slots with a doctor of the published months on `days`, at workplaces linked to a hospital,
 * by day, start, workplace and place (the roster's order).
 */
export async function publishedSlots(tx: Tx, companyId: string, days: CheckDays): Promise<SlotRow[]> {
  const result = await tx.execute(sql`
    select s.id, to_char(s.day, 'YYYY-MM-DD') as day, s.starts_at as "startsAt", s.ends_at as "endsAt",
           s.exclusive as presential, h.id as "hospitalId", h.name as "hospitalName",
           s.doctor_id as "doctorId", u.name as "doctorName", w.name as "workplaceName", sh.name as "shiftName"
      from schedule_slots s
      join schedule_months m
        on m.company_id = s.company_id and m.month = date_trunc('month', s.day)::date and m.published_at is not null
      join workplaces w on w.id = s.workplace_id
      join hospitals h on h.id = w.hospital_id
      join schedule_shifts sh on sh.id = s.shift_id
      join users u on u.id = s.doctor_id
     where s.company_id = ${companyId} and s.deleted_at is null and s.doctor_id is not null
       and s.day between ${days.first}::date and ${days.last}::date
     order by s.day, s.starts_at, w.sort_key collate "C", w.id, s.position, s.id`);
  return rowsOf<SlotRow>(result);
}

/** The hospitals with a live workplace of the company's roster. */
export async function rosterHospitals(tx: Tx, companyId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select distinct w.hospital_id as "hospitalId"
      from workplaces w
     where w.company_id = ${companyId} and w.deleted_at is null and w.hospital_id is not null`);
  return rowsOf<{ hospitalId: string }>(result).map((row) => row.hospitalId);
}

export interface EventRow {
  id: string;
  day: string;
  hospitalId: string;
  hospitalName: string;
  numGuide: string | null;
  patientName: string | null;
  anesthesiaStart: string | null;
  anesthesiaEnd: string | null;
  procedureStart: string | null;
  procedureEnd: string | null;
  /** The anesthetists in their order (first, second, third), the empty ones left out. */
  anesthetistIds: string[];
  anesthetistNames: string[];
}

/**
 * The company's live events (not removed, not deleted; every status: decision 050) of `days`
 * at a hospital, by day, anesthesia start and guide. The patient's name only when `withPatient`.
 */
export async function liveEvents(
  tx: Tx,
  companyId: string,
  days: CheckDays,
  withPatient: boolean,
): Promise<EventRow[]> {
  const patient = withPatient ? sql`pa.name` : sql`null::text`;
  const result = await tx.execute(sql`
    select e.id, to_char(e.dt_procedure, 'YYYY-MM-DD') as day, e.hospital_id as "hospitalId",
           h.name as "hospitalName", e.num_guide as "numGuide", ${patient} as "patientName",
           e.anesthesia_start as "anesthesiaStart", e.anesthesia_end as "anesthesiaEnd",
           e.procedure_start as "procedureStart", e.procedure_end as "procedureEnd",
           coalesce(a.ids, '{}') as "anesthetistIds", coalesce(a.names, '{}') as "anesthetistNames"
      from events e
      join hospitals h on h.id = e.hospital_id
      left join patients pa on pa.id = e.patient_id
      left join lateral (
        select array_agg(x.id::text order by x.n) as ids, array_agg(coalesce(u.name, '') order by x.n) as names
          from unnest(array[e.anesthetist_id, e.secondary_anesthetist_id, e.third_anesthetist_id])
               with ordinality as x(id, n)
          left join users u on u.id = x.id
         where x.id is not null
      ) a on true
     where e.company_id = ${companyId} and e.deleted_at is null and e.active
       and e.dt_procedure between ${days.first}::date and ${days.last}::date
     order by e.dt_procedure, e.anesthesia_start nulls last, e.num_guide nulls last, e.id`);
  return rowsOf<EventRow>(result);
}
