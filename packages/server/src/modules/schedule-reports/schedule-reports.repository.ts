import { rowsOf, type Tx } from '@honora/db';
import { sql } from 'drizzle-orm';

/**
 * The queries of the schedule reports (platform.md §2 ReportsSchedule; decision 043): one per
 * block, each grouped in PostgreSQL, over `schedule_slots`, `schedule_lines`, `schedule_months`
 * and `schedule_swaps`. They run in the request's tenant transaction and decide nothing.
 */

/** The days of a report, 'YYYY-MM-DD', both included. */
export interface ReportDays {
  first: string;
  last: string;
}

/** A doctor's figures of the period, minutes as stored by the slots' instants. */
export interface DoctorFiguresRow {
  doctorId: string;
  name: string;
  initials: string | null;
  slots: number;
  minutes: number;
  onCallMinutes: number;
  nights: number;
  weekends: number;
  received: number;
  given: number;
}

/** Minutes of a slot, from its instants (a sum of whole minutes: exact). */
const slotMinutes = sql.raw(`extract(epoch from s.ends_at - s.starts_at) / 60`);

/**
 * Each doctor with a slot or an accepted swap in the period, by name: their slots of every kind,
 * hours, sobreaviso hours, nights, weekend slots (the slot's São Paulo day is a Saturday or a
 * Sunday: ISO days 6 and 7) and the slots of the period that changed hands — a hand-over moves
 * `slot_id` from the requester to the target; a swap also moves `counter_slot_id` back.
 */
export async function doctorFigures(tx: Tx, companyId: string, days: ReportDays): Promise<DoctorFiguresRow[]> {
  const inPeriod = sql`s.day between ${days.first}::date and ${days.last}::date`;
  const result = await tx.execute(sql`
    with worked as (
      select s.doctor_id,
             count(*)::int as slots,
             round(sum(${slotMinutes}))::int as minutes,
             coalesce(round(sum(${slotMinutes}) filter (where s.slot_category = 'SOBREAVISO')), 0)::int as on_call_minutes,
             (count(*) filter (where s.night))::int as nights,
             (count(*) filter (where extract(isodow from s.day) in (6, 7)))::int as weekends
        from schedule_slots s
       where s.company_id = ${companyId} and s.deleted_at is null and s.doctor_id is not null and ${inPeriod}
       group by s.doctor_id
    ), moves as (
      select w.requester_id as giver, w.target_doctor_id as receiver
        from schedule_swaps w
        join schedule_slots s on s.id = w.slot_id
       where w.company_id = ${companyId} and w.status = 'Accepted' and ${inPeriod}
      union all
      select w.target_doctor_id, w.requester_id
        from schedule_swaps w
        join schedule_slots s on s.id = w.counter_slot_id
       where w.company_id = ${companyId} and w.status = 'Accepted' and ${inPeriod}
    ), traded as (
      select m.doctor_id, sum(m.received)::int as received, sum(m.given)::int as given
        from (select receiver as doctor_id, 1 as received, 0 as given from moves
              union all
              select giver, 0, 1 from moves) m
       where m.doctor_id is not null
       group by m.doctor_id
    )
    select u.id as "doctorId", u.name, u.sigla as initials,
           coalesce(wk.slots, 0) as slots, coalesce(wk.minutes, 0) as minutes,
           coalesce(wk.on_call_minutes, 0) as "onCallMinutes",
           coalesce(wk.nights, 0) as nights, coalesce(wk.weekends, 0) as weekends,
           coalesce(tr.received, 0) as received, coalesce(tr.given, 0) as given
      from (select doctor_id from worked union select doctor_id from traded) d
      join users u on u.id = d.doctor_id
      left join worked wk on wk.doctor_id = d.doctor_id
      left join traded tr on tr.doctor_id = d.doctor_id
     order by public.honora_sort_key(u.name) collate "C", u.id`);
  return rowsOf<DoctorFiguresRow>(result);
}

/** A workplace's coverage in the period. */
export interface WorkplaceFiguresRow {
  workplaceId: string;
  name: string;
  cells: number;
  filled: number;
  minutes: number;
}

/**
 * Each workplace with a live line (not removed, active), by name: its places on every day of the
 * period (`positions` × days) and those holding a doctor, with their minutes. A slot beyond its
 * line's positions holds no one now (as in the grid), so filled never passes the places.
 */
export async function workplaceFigures(
  tx: Tx,
  companyId: string,
  days: ReportDays & { count: number },
): Promise<WorkplaceFiguresRow[]> {
  const result = await tx.execute(sql`
    select w.id as "workplaceId", w.name,
           (sum(l.positions) * ${days.count}::int)::int as cells,
           coalesce(sum(f.filled), 0)::int as filled,
           coalesce(sum(f.minutes), 0)::int as minutes
      from schedule_lines l
      join workplaces w on w.id = l.workplace_id
      left join lateral (
        select count(*) as filled, round(sum(${slotMinutes})) as minutes
          from schedule_slots s
         where s.line_id = l.id and s.deleted_at is null and s.doctor_id is not null
           and s.position < l.positions and s.day between ${days.first}::date and ${days.last}::date
      ) f on true
     where l.company_id = ${companyId} and l.deleted_at is null and l.active
     group by w.id, w.name, w.sort_key
     order by w.sort_key collate "C", w.id`);
  return rowsOf<WorkplaceFiguresRow>(result);
}

/** An open place, with its shift's clock times (minutes since midnight) and how many there are in all. */
export interface HoleRow {
  day: string;
  workplaceName: string;
  shiftName: string;
  startMinute: number;
  endMinute: number;
  position: number;
  total: number;
}

/**
 * The open places of the live lines on the days from `days.first` to `days.last` of the published
 * months, by day, start, workplace and place — at most `limit`; `total` counts them all.
 */
export async function openPlaces(tx: Tx, companyId: string, days: ReportDays, limit: number): Promise<HoleRow[]> {
  const result = await tx.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, w.name as "workplaceName", sh.name as "shiftName",
           sh.start_minute as "startMinute", sh.end_minute as "endMinute", p.position,
           (count(*) over ())::int as total
      from schedule_months m
      join schedule_lines l on l.company_id = m.company_id and l.deleted_at is null and l.active
      join workplaces w on w.id = l.workplace_id
      join schedule_shifts sh on sh.id = l.shift_id
      cross join lateral generate_series(
        greatest(m.month, ${days.first}::date)::timestamp,
        least(m.month + interval '1 month' - interval '1 day', ${days.last}::date)::timestamp,
        interval '1 day'
      ) as d(day)
      cross join lateral generate_series(0, l.positions - 1) as p(position)
     where m.company_id = ${companyId} and m.published_at is not null
       and m.month between date_trunc('month', ${days.first}::date)::date and ${days.last}::date
       and not exists (
         select 1 from schedule_slots s
          where s.line_id = l.id and s.day = d.day::date and s.position = p.position
            and s.doctor_id is not null and s.deleted_at is null
       )
     order by d.day, sh.start_minute, w.sort_key collate "C", w.id, sh.sort_key collate "C", l.id, p.position
     limit ${limit}::int`);
  return rowsOf<HoleRow>(result);
}
