import {
  SCHEDULE_BILLING_LIST_MAX,
  type ScheduleBilling,
  type ScheduleBillingEventRef,
  type ScheduleBillingQuery,
} from '@honora/contract';
import { addDays, checkRosterBilling, eventSpan, zonedInstant, type CheckEvent, type CheckSlot } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import {
  liveEvents,
  publishedSlots,
  rosterHospitals,
  type EventRow,
  type SlotRow,
} from './schedule-billing.repository';

const iso = (instant: number) => new Date(instant).toISOString();
const epoch = (value: Date | string) => new Date(value).getTime();

/** Who reads the check: the billing manager sees the patient's name, the coordinator never (decision 050). */
export interface CheckReader {
  withPatient: boolean;
}

/**
 * GET /api/schedule-billing and /api/billing/schedule-check (decision 050): the period's
 * presential slots of the published months checked against the company's live events. The slots
 * of the day before and the events of the day after are read too, so a night slot and an event
 * after midnight meet across the period's edges; only the period's own are reported.
 */
export async function getScheduleBilling(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleBillingQuery,
  reader: CheckReader,
): Promise<ScheduleBilling> {
  const companyId = auth.companyId as string;
  const period = { first: query.from, last: query.to };
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const slotRows = await publishedSlots(tx, companyId, { first: addDays(period.first, -1), last: period.last });
    const eventRows = await liveEvents(
      tx,
      companyId,
      { first: period.first, last: addDays(period.last, 1) },
      reader.withPatient,
    );
    const hospitals = new Set(await rosterHospitals(tx, companyId));
    return answerOf(period, slotRows, eventRows, hospitals);
  });
}

function answerOf(
  period: { first: string; last: string },
  slotRows: readonly SlotRow[],
  eventRows: readonly EventRow[],
  hospitals: ReadonlySet<string>,
): ScheduleBilling {
  const slots: CheckSlot[] = slotRows.map((row) => ({
    id: row.id,
    day: row.day,
    hospitalId: row.hospitalId,
    doctorId: row.doctorId,
    presential: row.presential,
    start: epoch(row.startsAt),
    end: epoch(row.endsAt),
  }));
  const spans = new Map(
    eventRows.map((row) => [
      row.id,
      eventSpan(
        row.day,
        {
          anesthesiaStart: row.anesthesiaStart,
          anesthesiaEnd: row.anesthesiaEnd,
          procedureStart: row.procedureStart,
          procedureEnd: row.procedureEnd,
        },
        zonedInstant,
      ),
    ]),
  );
  const events: CheckEvent[] = eventRows.map((row) => ({
    id: row.id,
    day: row.day,
    hospitalId: row.hospitalId,
    anesthetistIds: row.anesthetistIds,
    ...spans.get(row.id)!,
  }));
  const check = checkRosterBilling(period, slots, events, hospitals);
  const slotById = new Map(slotRows.map((row) => [row.id, row]));
  const eventById = new Map(eventRows.map((row) => [row.id, row]));
  const ref = (id: string): ScheduleBillingEventRef => {
    const row = eventById.get(id)!;
    return { eventId: row.id, numGuide: row.numGuide, doctorNames: row.anesthetistNames };
  };
  const { coverageTenths, ...counts } = check.summary;
  return {
    from: period.first,
    to: period.last,
    summary: { ...counts, coveragePercent: coverageTenths === null ? null : coverageTenths / 10 },
    slotsWithoutProduction: check.slotsWithoutProduction.slice(0, SCHEDULE_BILLING_LIST_MAX).map((flag) => {
      const row = slotById.get(flag.slotId)!;
      return {
        slotId: row.id,
        day: row.day,
        month: row.day.slice(0, 7),
        startsAt: iso(epoch(row.startsAt)),
        endsAt: iso(epoch(row.endsAt)),
        workplaceName: row.workplaceName,
        shiftName: row.shiftName,
        hospitalName: row.hospitalName,
        doctorName: row.doctorName,
        others: flag.otherEventIds.map(ref),
      };
    }),
    slotsTotal: check.slotsWithoutProduction.length,
    eventsWithoutDoctor: check.eventsWithoutDoctor.slice(0, SCHEDULE_BILLING_LIST_MAX).map((flag) => {
      const row = eventById.get(flag.eventId)!;
      const span = spans.get(row.id)!;
      return {
        ...ref(row.id),
        kind: flag.kind,
        day: row.day,
        startsAt: iso(span.start),
        endsAt: iso(span.end),
        basis: span.basis,
        hospitalName: row.hospitalName,
        patientName: row.patientName,
        scheduled: flag.slotIds.map((id) => {
          const slot = slotById.get(id)!;
          return { doctorName: slot.doctorName, workplaceName: slot.workplaceName, shiftName: slot.shiftName };
        }),
      };
    }),
    eventsTotal: check.eventsWithoutDoctor.length,
  };
}
