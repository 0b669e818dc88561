import { fmt, messages, msg } from '@honora/contract';
import { batches, events, withTenant } from '@honora/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { AppError } from '../../../errors';
import type { AuthSession } from '../../../http/auth-context';
import type { RequestAccess } from '../../../http/guard';
import { tenantOf } from '../../../http/tenant';
import { eventScope, isOwnEvent } from '../../events';
import { renderGuidesPdf } from '../guide-pdf';
import { loadGuideInputs, type GuideInputGroup } from '../guide-input';

const b = messages.screens.batches;

export interface GuidePdfFile {
  /** Without extension. */
  fileName: string;
  content: Buffer;
}

/** Draws a group's guides with its insurer's configPdf; values only for readers who may see them. */
function render(group: GuideInputGroup, access: RequestAccess): Promise<Buffer> {
  return renderGuidesPdf(group.guides, {
    provider: group.provider,
    registerANS: group.settings.registerANS,
    insurerName: group.insurerName,
    configPdf: group.insurer.configPdf,
    showValues: access.canSeeValues,
    companyName: group.provider.name ?? '',
    settings: group.settings,
  });
}

/** GET /api/batches/:id/guides.pdf — the guides of the batch's active events. */
export async function batchGuidesPdf(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<GuidePdfFile> {
  const { batch, groups } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [batch] = await tx
      .select({ id: batches.id, code: batches.code, healthInsuranceId: batches.healthInsuranceId })
      .from(batches)
      .where(and(eq(batches.id, id), eq(batches.active, true), inArray(batches.companyId, [...access.companyIds])));
    if (!batch) throw new AppError('notFound', { message: msg(b.errors, 'notFound') });
    const rows = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          sql`${events.batchesIds} @> array[${batch.id}]::uuid[]`,
          eq(events.active, true),
          inArray(events.companyId, [...access.companyIds]),
        ),
      )
      .orderBy(asc(events.dtProcedure), asc(events.numGuide), asc(events.id));
    return {
      batch,
      groups: rows.length
        ? await loadGuideInputs(
            tx,
            rows.map((r) => r.id),
          )
        : [],
    };
  });
  // A batch has one insurer: its group (any other would be an event moved in against the rules).
  const group = groups.find((g) => g.healthInsuranceId === batch.healthInsuranceId) ?? groups[0];
  if (!group?.guides.length) throw new AppError('inputError', { message: msg(b.pdf, 'noEvents') });
  return { fileName: fmt(b.files.guides, { code: batch.code }), content: await render(group, access) };
}

/** GET /api/events/:id/guide.pdf — one event's guide (readOwn users: only their own events). */
export async function eventGuidePdf(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<GuidePdfFile> {
  const { event, groups } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        numGuide: events.numGuide,
        anesthetistId: events.anesthetistId,
        secondaryAnesthetistId: events.secondaryAnesthetistId,
        thirdAnesthetistId: events.thirdAnesthetistId,
        residentId: events.residentId,
      })
      .from(events)
      .where(and(eq(events.id, id), eq(events.active, true), eventScope(auth, access)));
    if (!event) throw new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });
    // The guide names the surgeon and the team as billed: never redrawn without them, so refused
    // to a user from whom the company hides them (surgeonVisibleToAll off, not their event).
    if (access.surgeonHidden && !isOwnEvent(auth.userId, event)) {
      throw new AppError('permissionDenied', { message: msg(messages.screens.events.errors, 'surgeonHiddenGuide') });
    }
    return { event, groups: await loadGuideInputs(tx, [event.id]) };
  });
  const group = groups[0];
  if (!group?.guides.length) throw new AppError('inputError', { message: msg(b.pdf, 'noInsurer') });
  return {
    fileName: fmt(b.files.eventGuide, { numGuide: event.numGuide ?? event.id.slice(0, 8) }),
    content: await render(group, access),
  };
}
