import { fmt, messages, msg } from '@honora/contract';
import { contaAzulExports, events, healthInsurers, hospitals, transactions, withTenant, type Tx } from '@honora/db';
import {
  CONTA_AZUL_EXPORT_STATUSES,
  planExport,
  type EventFacts,
  type EventStatus,
  type ExportedState,
} from '@honora/domain';
import { addDays } from '@honora/domain/pricing/validity';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { TenantScope } from '../../http/tenant';
import { ContaAzulError, type ContaAzulApi } from './contaazul-client';
import type { MappingDbRow } from './mappings.service';

/**
 * One event to one receivable (decision 054). Each remote write is followed by its own commit;
 * before a create (or a settlement) the row is committed as attempted, so a lost answer is
 * looked up, never created twice.
 */
const e = messages.screens.contaAzul.errors;
const UNKNOWN_OUTCOME_TRIES = 3;

export type ExportRow = typeof contaAzulExports.$inferSelect;

export interface ExportSettings {
  financialAccountId: string;
  categoryId: string;
  dueDays: number;
}

export interface ExportDeps {
  ctx: AppContext;
  scope: TenantScope;
  companyId: string;
  jobId: string;
  api: ContaAzulApi;
  settings: ExportSettings;
  /** The company's live mappings, by "kind:productKey". */
  mappings: Map<string, MappingDbRow>;
}

interface Loaded {
  event: {
    id: string;
    active: boolean;
    status: string;
    type: string;
    numGuide: string | null;
    dtProcedure: string | null;
    value: string;
    received: string;
    insurerId: string | null;
    insurerName: string | null;
    hospitalId: string | null;
    hospitalName: string | null;
  };
  receivedOn: string | null;
  row: ExportRow | null;
}

async function load(tx: Tx, companyId: string, eventId: string): Promise<Loaded | null> {
  const [event] = await tx
    .select({
      id: events.id,
      active: events.active,
      status: events.status,
      type: events.type,
      numGuide: events.numGuide,
      dtProcedure: events.dtProcedure,
      value: events.totalProduced,
      received: events.totalReceived,
      insurerId: events.healthInsuranceId,
      insurerName: healthInsurers.name,
      hospitalId: events.hospitalId,
      hospitalName: hospitals.name,
    })
    .from(events)
    .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
    .leftJoin(hospitals, eq(hospitals.id, events.hospitalId))
    .where(and(eq(events.id, eventId), eq(events.companyId, companyId)));
  if (!event) return null;
  const [receipt] = await tx
    .select({ on: max(transactions.date) })
    .from(transactions)
    .where(
      and(
        eq(transactions.eventId, eventId),
        eq(transactions.action, 'Received'),
        isNull(transactions.canceledId),
        isNull(transactions.canceledById),
      ),
    );
  const [row] = await tx
    .select()
    .from(contaAzulExports)
    .where(
      and(
        eq(contaAzulExports.companyId, companyId),
        eq(contaAzulExports.eventId, eventId),
        isNull(contaAzulExports.deletedAt),
      ),
    );
  return { event, receivedOn: receipt?.on ?? null, row: row ?? null };
}

/** Writes the event's row (created on first use) and answers it. */
async function save(deps: ExportDeps, eventId: string, values: Partial<ExportRow>): Promise<ExportRow> {
  return withTenant(deps.ctx.db, deps.scope, async (tx) => {
    const [row] = await tx
      .insert(contaAzulExports)
      .values({ companyId: deps.companyId, eventId, lastJobId: deps.jobId, ...values })
      .onConflictDoUpdate({
        target: [contaAzulExports.companyId, contaAzulExports.eventId],
        targetWhere: sql`${contaAzulExports.deletedAt} is null`,
        set: { lastJobId: deps.jobId, ...values },
      })
      .returning();
    return row!;
  });
}

class EventRefused extends Error {}

const stateOf = (row: ExportRow | null): ExportedState | null =>
  row && {
    receivableId: row.receivableId,
    attempted: row.receivableId === null,
    exportedValue: row.exportedValue,
    dueDate: row.dueDate,
    settlementId: row.settlementId,
    settledValue: row.settledValue,
    settledOn: row.settledOn,
  };

function describe(loaded: Loaded, deps: ExportDeps) {
  const { event } = loaded;
  if (!event.active) throw new EventRefused(msg(e, 'inactiveEvent').text);
  if (!CONTA_AZUL_EXPORT_STATUSES.includes(event.status as EventStatus)) {
    throw new EventRefused(msg(e, 'notBillable').text);
  }
  if (!event.dtProcedure) throw new EventRefused(msg(e, 'noDate').text);
  if (!(Number(event.value) > 0)) throw new EventRefused(msg(e, 'noValue').text);
  let customer: MappingDbRow | undefined;
  if (event.insurerId) {
    customer = deps.mappings.get(`healthInsurance:${event.insurerId}`);
    if (!customer) throw new EventRefused(fmt(e.customerUnmapped, { name: event.insurerName ?? '—' }));
  } else if (event.hospitalId) {
    customer = deps.mappings.get(`hospital:${event.hospitalId}`);
    if (!customer) throw new EventRefused(fmt(e.hospitalUnmapped, { name: event.hospitalName ?? '—' }));
  } else throw new EventRefused(msg(e, 'noPayer').text);
  const types = messages.screens.contaAzul.eventTypes as Record<string, string>;
  const service = deps.mappings.get(`service:${event.type}`)?.remoteName ?? types[event.type] ?? event.type;
  const [y, m, d] = event.dtProcedure.split('-');
  const facts: EventFacts = {
    value: event.value,
    dueDate: addDays(event.dtProcedure, deps.settings.dueDays),
    received: event.received,
    receivedOn: loaded.receivedOn,
  };
  return {
    facts,
    input: {
      reference: event.id,
      description: `${service} · Guia ${event.numGuide ?? '—'} · ${d}/${m}/${y}`,
      note: `Honora · evento ${event.id}`,
      value: Number(event.value).toFixed(2),
      competence: event.dtProcedure,
      dueDate: facts.dueDate,
      customerId: customer.remoteId,
      financialAccountId: deps.settings.financialAccountId,
      categoryId: deps.settings.categoryId,
    },
  };
}

/** The words an event's result carries for a failed call. */
function failureText(error: ContaAzulError): string {
  switch (error.failure) {
    case 'busy':
      return msg(e, 'busy').text;
    case 'unavailable':
      return msg(e, 'unavailable').text;
    default:
      return fmt(e.remoteRejected, { detail: error.remoteMessage ?? `HTTP ${error.status ?? 0}` });
  }
}

/** Creates the receivable, or adopts the one a lost answer left behind. */
async function ensureReceivable(
  deps: ExportDeps,
  eventId: string,
  input: ReturnType<typeof describe>['input'],
  lookFirst: boolean,
) {
  for (let attempt = 1; ; attempt += 1) {
    if (lookFirst) {
      const found = await deps.api.findReceivable(input.reference);
      if (found) {
        // Adopted: its value is not known here, so the installment is written as it should be.
        const version = await updateInstallment(deps, found.installmentId, found.version, input);
        return { ...found, version };
      }
    }
    await save(deps, eventId, { state: 'PENDING', receivableId: null, lastError: null });
    try {
      return await deps.api.createReceivable(input);
    } catch (error) {
      const unknown = error instanceof ContaAzulError && error.failure === 'unavailable';
      if (!unknown || attempt >= UNKNOWN_OUTCOME_TRIES) throw error;
      lookFirst = true;
    }
  }
}

/** PATCH with the version; a stale version (someone edited it in Conta Azul) is read again once. */
async function updateInstallment(
  deps: ExportDeps,
  installmentId: string,
  version: number,
  input: { value: string; dueDate: string; reference: string },
): Promise<number> {
  try {
    return await deps.api.updateInstallment(installmentId, version, input.value, input.dueDate);
  } catch (error) {
    if (!(error instanceof ContaAzulError && error.failure === 'conflict')) throw error;
    const current = await deps.api.findReceivable(input.reference);
    if (!current) throw error;
    return deps.api.updateInstallment(current.installmentId, current.version, input.value, input.dueDate);
  }
}

/**
 * Settles what the ledger received. A settlement whose answer was lost is found on the
 * installment by what was asked (kept on the row while pending): adopted when it still is what
 * the ledger says, deleted otherwise — so an installment never holds two of ours.
 */
async function settle(deps: ExportDeps, eventId: string, row: ExportRow, facts: EventFacts): Promise<ExportRow> {
  const installmentId = row.installmentId!;
  const value = Number(facts.received).toFixed(2);
  const settled = { settledValue: value, settledOn: facts.receivedOn, settlementPending: false };
  if (row.settlementPending && row.settledValue !== null) {
    const existing = await deps.api.installmentSettlements(installmentId);
    const asked = existing.find((s) => Number(s.value) === Number(row.settledValue) && s.date === row.settledOn);
    if (asked && Number(asked.value) === Number(value) && asked.date === facts.receivedOn) {
      return save(deps, eventId, { settlementId: asked.id, ...settled });
    }
    if (asked) await deps.api.deleteSettlement(asked.id);
  }
  await save(deps, eventId, {
    settlementId: null,
    settledValue: value,
    settledOn: facts.receivedOn,
    settlementPending: true,
  });
  const id = await deps.api.settle(installmentId, value, facts.receivedOn!, deps.settings.financialAccountId);
  return save(deps, eventId, { settlementId: id, ...settled });
}

/** The ledger no longer holds money: a settlement whose answer was lost goes too. */
async function dropLostSettlement(deps: ExportDeps, eventId: string, row: ExportRow): Promise<void> {
  const existing = await deps.api.installmentSettlements(row.installmentId!);
  const asked = existing.find((s) => Number(s.value) === Number(row.settledValue) && s.date === row.settledOn);
  if (asked) await deps.api.deleteSettlement(asked.id);
  await save(deps, eventId, { settledValue: null, settledOn: null, settlementPending: false });
}

/** Exports one event; answers its state. Never throws for the event's own problems. */
export async function exportEvent(deps: ExportDeps, eventId: string): Promise<'EXPORTED' | 'FAILED'> {
  const loaded = await withTenant(deps.ctx.db, deps.scope, (tx) => load(tx, deps.companyId, eventId));
  if (!loaded) {
    return 'FAILED';
  }
  try {
    const { facts, input } = describe(loaded, deps);
    const plan = planExport(stateOf(loaded.row), facts);
    let row = loaded.row;
    const sent = { exportedValue: input.value, dueDate: input.dueDate };
    const done = { state: 'EXPORTED' as const, exportedAt: new Date(), lastError: null };
    if (plan.receivable === 'create' || plan.receivable === 'lookupThenCreate') {
      const made = await ensureReceivable(deps, eventId, input, plan.receivable === 'lookupThenCreate');
      const ids = {
        receivableId: made.receivableId,
        installmentId: made.installmentId,
        installmentVersion: made.version,
      };
      // Nothing left to send: the ids and the end are one commit.
      if (plan.settlement === 'none') {
        await save(deps, eventId, { ...ids, ...sent, ...done });
        return 'EXPORTED';
      }
      row = await save(deps, eventId, { ...ids, ...sent });
    } else if (plan.receivable === 'update') {
      const version = await updateInstallment(deps, row!.installmentId!, row!.installmentVersion ?? 1, input);
      row = await save(deps, eventId, { installmentVersion: version, ...sent });
    }
    const again = planExport(stateOf(row), facts).settlement;
    if ((again === 'replace' || again === 'delete') && row!.settlementId) {
      await deps.api.deleteSettlement(row!.settlementId);
      row = await save(deps, eventId, { settlementId: null, settledValue: null, settledOn: null });
    }
    if (again === 'create' || again === 'replace') row = await settle(deps, eventId, row!, facts);
    else if (again === 'none' && row!.settlementPending) await dropLostSettlement(deps, eventId, row!);
    await save(deps, eventId, done);
    return 'EXPORTED';
  } catch (error) {
    if (error instanceof EventRefused || (error instanceof ContaAzulError && error.failure !== 'revoked')) {
      await save(deps, eventId, {
        state: 'FAILED',
        lastError: error instanceof ContaAzulError ? failureText(error) : error.message,
      });
      return 'FAILED';
    }
    throw error;
  }
}
