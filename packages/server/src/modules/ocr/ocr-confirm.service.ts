import { eventCreateBodySchema, fmt, messages, msg, type ocrConfirmBodySchema, type OcrGuide } from '@honora/contract';
import { ocrGuides, rowsOf, withTenant } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { findCompany, insertPlannedEvent, isOwnEvent, planSave, type EventInput } from '../events';
import { zoneOfKey } from './ocr-fields';
import { companyOf, guideOrFail, guideView, notFound, valueOf } from './ocr.service';
import { isoOfDate } from './reader/field-checks';

const o = messages.screens.ocr;

type ConfirmBody = z.output<typeof ocrConfirmBodySchema>;
type GuideRow = typeof ocrGuides.$inferSelect;

/** The event a confirmed guide becomes (the event form's input), from the reviewed values. */
function eventInputOf(
  row: GuideRow,
  values: Readonly<Record<string, string>>,
  body: ConfirmBody,
  patientId: string | null,
): EventInput {
  const value = (key: string) => values[key] ?? valueOf(row, key);
  const rows = new Set(
    [...Object.keys(row.fields), ...Object.keys(values)]
      .map((key) => /^procedures\.(\d+)\.code$/.exec(key)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  const procedures = [...rows]
    .sort((a, b) => Number(a) - Number(b))
    .map((n) => value(`procedures.${n}.code`))
    .filter((code) => /^\d{8}$/.test(code))
    .map((idProc, i) => ({ idProc, order: i + 1 }));
  if (procedures.length === 0) throw AppError.field('inputError', 'values.procedures.0.code', o.procedureRequired);
  const date = isoOfDate(value('startDate')) ?? isoOfDate(value('procedures.0.date'));
  if (!date) throw AppError.field('inputError', 'values.startDate', messages.validation.invalidDate);
  const password = value('password');
  const parsed = eventCreateBodySchema.safeParse({
    companyId: row.companyId,
    type: row.guideType!,
    numGuide: value('providerGuide'),
    dtProcedure: date,
    healthInsuranceId: body.healthInsuranceId,
    healthInsuranceWallet: value('wallet').slice(0, 20),
    hospitalId: body.hospitalId,
    patientId,
    anesthetistId: body.anesthetistId,
    procedures,
    guideData: password ? { password } : {},
  });
  if (!parsed.success) {
    // The event form's own checks of what was read (a guide number too long, a wallet…), on the field.
    const issue = parsed.error.issues[0]!;
    const path = FIELD_OF_INPUT[String(issue.path[0])] ?? String(issue.path.join('.'));
    throw AppError.field('inputError', `values.${path}`, issue.message);
  }
  const { companyId: _companyId, ...input } = parsed.data;
  return input;
}

/** The reviewed field an event input's value comes from (an error on the input names it). */
const FIELD_OF_INPUT: Record<string, string> = {
  numGuide: 'providerGuide',
  dtProcedure: 'startDate',
  healthInsuranceWallet: 'wallet',
  guideData: 'password',
  procedures: 'procedures.0.code',
};

/**
 * POST /api/ocr-guides/:id/confirm: the reviewed guide becomes an event, checked, priced and
 * written as the event form writes it, and the guide is READY with the reviewer's corrections
 * (the accuracy figures count them) — all in one transaction (decision 041).
 */
export async function confirmGuide(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ConfirmBody,
): Promise<OcrGuide> {
  const companyId = companyOf(auth);
  if (!access.eventWritableCompanyIds.includes(companyId)) {
    throw new AppError('permissionDenied', { message: msg(messages.screens.events.errors, 'notWritable') });
  }
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await guideOrFail(tx, { companyId }, id, true);
    if (row.status === 'READY' || row.eventId) throw new AppError('statusError', { message: o.alreadyConfirmed });
    if (!row.guideType || row.status !== 'NEED_CLIENT' || row.error === 'KErrorEmptyCredits') {
      throw new AppError('statusError', { message: fmt(o.notReviewable, { status: o.statuses[row.status] }) });
    }
    const type = row.guideType;
    for (const key of Object.keys(body.values)) {
      if (!zoneOfKey(type, key)) throw AppError.field('inputError', `values.${key}`, o.notFound);
    }
    let patientId = body.patientId;
    if (!patientId && body.createPatient) {
      const name = (body.values.patientName ?? valueOf(row, 'patientName')).trim();
      if (!name) throw AppError.field('inputError', 'values.patientName', messages.validation.required);
      const [created] = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into patients (company_id, name) values (${companyId}, ${name}) returning id`),
      );
      patientId = created!.id;
    }
    const company = await findCompany(tx, companyId);
    if (!company) throw notFound();
    const input = eventInputOf(row, body.values, body, patientId);
    // As the event form: a member with only writeOwn registers only events they take part in.
    if (!access.allows('events', 'write') && !isOwnEvent(auth.userId, input)) {
      throw new AppError('permissionDenied', { message: msg(messages.screens.events.errors, 'ownEventsOnly') });
    }
    const plan = await planSave(tx, access, { companyId, eventId: null, existing: [], status: null }, input);
    const eventId = await insertPlannedEvent(tx, { id: companyId, matrizId: company.matrizId }, plan);
    // Corrections made before (support's) stay for the fields the reviewer did not send.
    const corrections: Record<string, string> = { ...row.corrections };
    for (const [key, value] of Object.entries(body.values)) {
      if (value !== (row.fields[key]?.value ?? '')) corrections[key] = value;
      else delete corrections[key];
    }
    await tx
      .update(ocrGuides)
      .set({ status: 'READY', error: null, eventId, confirmedAt: new Date(), corrections })
      .where(eq(ocrGuides.id, id));
    return guideView(tx, await guideOrFail(tx, { companyId }, id), access.companyIds);
  });
}
