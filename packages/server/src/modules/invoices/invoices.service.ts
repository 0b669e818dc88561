import {
  messages,
  msg,
  type Invoice,
  type invoiceCreateBodySchema,
  type invoiceListQuerySchema,
  type InvoiceSummary,
  type invoiceUpdateBodySchema,
} from '@honora/contract';
import { events, healthInsurers, invoices, withTenant, type Tx } from '@honora/db';
import { invoiceEventRefusal, type EventStatus } from '@honora/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { eventScope } from '../events';
import { isUniqueViolation } from '../registries';

const m = messages.screens.invoices;
const notFound = () => new AppError('notFound', { message: msg(m.errors, 'notFound') });
const notWritable = () => new AppError('permissionDenied', { message: msg(m.errors, 'notWritable') });
const numberExists = () => AppError.field('inputError', 'number', msg(m.validation, 'numberExists'));

const covers = (invoiceId: string) => sql`${events.invoicesIds} @> array[${invoiceId}]::uuid[]`;
// Correlated subqueries name the outer row explicitly (drizzle leaves single-table columns unqualified).
const outerInvoiceId = sql.raw('"invoices"."id"');
const eventCount = sql<number>`(select count(*)::int from events e where e.invoices_ids @> array[${outerInvoiceId}]::uuid[])`;
const eventsTotal = sql<string>`(select coalesce(sum(e.total_produced), 0)::text from events e
  where e.invoices_ids @> array[${outerInvoiceId}]::uuid[] and e.active)`;

const summaryColumns = {
  invoice: invoices,
  insurerName: healthInsurers.name,
  eventCount,
  eventsTotal,
};
type SummaryRow = {
  invoice: typeof invoices.$inferSelect;
  insurerName: string | null;
  eventCount: number;
  eventsTotal: string;
};

const money = (value: string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

function toSummary(row: SummaryRow, canSeeValues: boolean): InvoiceSummary {
  const invoice = row.invoice;
  return {
    id: invoice.id,
    companyId: invoice.companyId,
    version: invoice.version,
    number: invoice.number,
    healthInsuranceId: invoice.healthInsuranceId,
    insurerName: row.insurerName,
    date: invoice.date,
    value: money(invoice.value),
    description: invoice.description,
    active: invoice.active,
    eventCount: Number(row.eventCount),
    ...(canSeeValues ? { eventsTotal: money(row.eventsTotal) } : {}),
    createdAt: invoice.createdAt.toISOString(),
    createdByName: invoice.createdByName,
  };
}

function summaryQuery(tx: Tx) {
  return tx
    .select(summaryColumns)
    .from(invoices)
    .leftJoin(healthInsurers, eq(healthInsurers.id, invoices.healthInsuranceId));
}

/** The invoice with the events it covers, inside an open transaction (404 when not visible or cancelled). */
async function loadInvoice(tx: Tx, access: RequestAccess, id: string): Promise<Invoice> {
  const [row] = await summaryQuery(tx).where(
    and(eq(invoices.id, id), inArray(invoices.companyId, [...access.companyIds]), eq(invoices.active, true)),
  );
  if (!row) throw notFound();
  const covered = await tx
    .select({
      id: events.id,
      numGuide: events.numGuide,
      patientName: sql<string | null>`(select n.name from patients n where n.id = ${sql.raw('"events"."patient_id"')})`,
      dtProcedure: events.dtProcedure,
      status: events.status,
      totalProduced: events.totalProduced,
      totalReceived: events.totalReceived,
    })
    .from(events)
    .where(covers(id))
    .orderBy(asc(events.dtProcedure), asc(events.numGuide), asc(events.id));
  return {
    ...toSummary(row as SummaryRow, access.canSeeValues),
    events: covered.map((e) => ({
      ...e,
      status: e.status as Invoice['events'][number]['status'],
      totalProduced: money(e.totalProduced),
      totalReceived: money(e.totalReceived),
    })),
  };
}

type ListQuery = z.output<typeof invoiceListQuerySchema>;

/** GET /api/invoices — the visible companies' active invoices, newest first. */
export async function listInvoices(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const conditions: (SQL | undefined)[] = [
      inArray(invoices.companyId, [...access.companyIds]),
      eq(invoices.active, true),
    ];
    if (query.healthInsuranceId) conditions.push(eq(invoices.healthInsuranceId, query.healthInsuranceId));
    if (query.dateFrom) conditions.push(gte(invoices.date, query.dateFrom));
    if (query.dateTo) conditions.push(lte(invoices.date, query.dateTo));
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(invoices.number, like), ilike(invoices.description, like)));
    }
    if (query.eventId) {
      const [event] = await tx
        .select({ invoicesIds: events.invoicesIds })
        .from(events)
        .where(and(eq(events.id, query.eventId), eventScope(auth, access)));
      if (!event || event.invoicesIds.length === 0) return { items: [], total: 0 };
      conditions.push(inArray(invoices.id, event.invoicesIds));
    }
    const where = and(...conditions);
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where);
    const rows = await summaryQuery(tx)
      .where(where)
      .orderBy(desc(invoices.date), desc(invoices.createdAt), desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map((r) => toSummary(r as SummaryRow, access.canSeeValues)),
      total: Number(counted?.total ?? 0),
    };
  });
}

/** GET /api/invoices/:id */
export async function getInvoice(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), (tx) => loadInvoice(tx, access, id));
}

async function payerOf(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: healthInsurers.id, deletedAt: healthInsurers.deletedAt })
    .from(healthInsurers)
    .where(and(eq(healthInsurers.id, id), eq(healthInsurers.companyId, companyId)));
  if (!row || row.deletedAt !== null)
    throw AppError.field('inputError', 'healthInsuranceId', msg(m.validation, 'payerNotFound'));
}

async function numberTaken(tx: Tx, companyId: string, number: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.number, number),
        eq(invoices.active, true),
        exceptId ? sql`${invoices.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function guardedNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_company_number_key')) throw numberExists();
    throw error;
  }
}

/**
 * A visible, active invoice locked for a write. Its writes link and unlink events, so the company
 * must be one whose events the session may manipulate (eventsByBranch / eventsByHeadquarters,
 * platform.md §6).
 */
async function writableInvoice(tx: Tx, access: RequestAccess, id: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), inArray(invoices.companyId, [...access.companyIds]), eq(invoices.active, true)))
    .for('update');
  if (!row) throw notFound();
  if (!access.eventWritableCompanyIds.includes(row.companyId)) throw notWritable();
  return row;
}

/**
 * Links events to the invoice: each must be visible, the payer's (eventPayer) and in a status
 * that allows "add invoice" (eventStatus); the whole request is refused otherwise.
 */
async function linkEvents(
  tx: Tx,
  auth: AuthSession,
  access: RequestAccess,
  invoice: { id: string; companyId: string; healthInsuranceId: string },
  eventIds: readonly string[],
) {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: events.id,
      companyId: events.companyId,
      healthInsuranceId: events.healthInsuranceId,
      status: events.status,
      active: events.active,
      invoicesIds: events.invoicesIds,
    })
    .from(events)
    .where(and(inArray(events.id, ids), eventScope(auth, access)))
    .for('update');
  if (rows.length !== ids.length)
    throw new AppError('notFound', { message: msg(messages.screens.events.errors, 'notFound') });
  for (const row of rows) {
    const refusal =
      row.companyId !== invoice.companyId
        ? 'eventPayer'
        : invoiceEventRefusal(invoice.healthInsuranceId, { ...row, status: row.status as EventStatus });
    if (refusal === 'eventPayer') throw AppError.field('inputError', 'eventIds', msg(m.validation, 'eventPayer'));
    if (refusal === 'eventStatus') throw new AppError('statusError', { message: msg(m.validation, 'eventStatus') });
  }
  const adding = rows.filter((r) => !r.invoicesIds.includes(invoice.id)).map((r) => r.id);
  if (adding.length === 0) return;
  await tx
    .update(events)
    .set({
      invoicesIds: sql`array_append(${events.invoicesIds}, ${invoice.id}::uuid)`,
      version: sql`${events.version} + 1`,
    })
    .where(inArray(events.id, adding));
}

async function unlinkEvents(tx: Tx, invoiceId: string, eventIds: readonly string[] | null) {
  await tx
    .update(events)
    .set({
      invoicesIds: sql`array_remove(${events.invoicesIds}, ${invoiceId}::uuid)`,
      version: sql`${events.version} + 1`,
    })
    .where(and(covers(invoiceId), eventIds ? inArray(events.id, [...eventIds]) : undefined));
}

type CreateBody = z.output<typeof invoiceCreateBodySchema>;

/** POST /api/invoices — number unique per company among active invoices, payer an insurer of the company. */
export async function createInvoice(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  if (!access.eventWritableCompanyIds.includes(body.companyId)) throw notWritable();
  return guardedNumber(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      await payerOf(tx, body.companyId, body.healthInsuranceId);
      if (await numberTaken(tx, body.companyId, body.number)) throw numberExists();
      const [row] = await tx
        .insert(invoices)
        .values({
          companyId: body.companyId,
          number: body.number,
          healthInsuranceId: body.healthInsuranceId,
          date: body.date,
          value: body.value,
          description: body.description,
        })
        .returning({ id: invoices.id });
      const id = row!.id;
      await linkEvents(
        tx,
        auth,
        access,
        { id, companyId: body.companyId, healthInsuranceId: body.healthInsuranceId },
        body.eventIds,
      );
      return loadInvoice(tx, access, id);
    }),
  );
}

type UpdateBody = z.output<typeof invoiceUpdateBodySchema>;

/** PUT /api/invoices/:id — at the version the screen read; a new payer must be the covered events' insurer. */
export async function updateInvoice(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
) {
  return guardedNumber(() =>
    withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const row = await writableInvoice(tx, access, id);
      if (row.version !== body.version) {
        throw new AppError('otherUser', {
          params: {
            updatedByName: row.updatedByName ?? row.createdByName,
            updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
          },
        });
      }
      await payerOf(tx, row.companyId, body.healthInsuranceId);
      if (body.number !== row.number && (await numberTaken(tx, row.companyId, body.number, id))) throw numberExists();
      if (body.healthInsuranceId !== row.healthInsuranceId) {
        const [other] = await tx
          .select({ id: events.id })
          .from(events)
          .where(and(covers(id), sql`${events.healthInsuranceId} is distinct from ${body.healthInsuranceId}::uuid`))
          .limit(1);
        if (other) throw AppError.field('inputError', 'healthInsuranceId', msg(m.validation, 'eventPayer'));
      }
      // A user who may not see values neither sees nor sends the value: it stays as stored.
      const value = access.canSeeValues ? body.value : row.value;
      await tx
        .update(invoices)
        .set({
          number: body.number,
          healthInsuranceId: body.healthInsuranceId,
          date: body.date,
          value,
          description: body.description,
          version: sql`${invoices.version} + 1`,
        })
        .where(eq(invoices.id, id));
      return loadInvoice(tx, access, id);
    }),
  );
}

/** DELETE /api/invoices/:id — cancelled (active false); its events stop pointing at it. */
export async function removeInvoice(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await writableInvoice(tx, access, id);
    await unlinkEvents(tx, id, null);
    await tx
      .update(invoices)
      .set({ active: false, deletedAt: new Date(), version: sql`${invoices.version} + 1` })
      .where(eq(invoices.id, id));
    return { ok: true as const };
  });
}

/** POST /api/invoices/:id/events — the event action "add invoice". */
export async function addInvoiceEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { eventIds: string[] },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await writableInvoice(tx, access, id);
    await linkEvents(tx, auth, access, row, body.eventIds);
    return loadInvoice(tx, access, id);
  });
}

/** POST /api/invoices/:id/events/remove — the events stop pointing at the invoice (ids not covered are ignored). */
export async function removeInvoiceEvents(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: { eventIds: string[] },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await writableInvoice(tx, access, id);
    const visible = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(inArray(events.id, [...new Set(body.eventIds)]), eventScope(auth, access)));
    await unlinkEvents(
      tx,
      id,
      visible.map((v) => v.id),
    );
    return loadInvoice(tx, access, id);
  });
}
