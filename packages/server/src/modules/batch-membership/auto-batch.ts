import { readInsurerSettings } from '@honora/contract';
import { batches, events, type Tx } from '@honora/db';
import {
  autoBatchFits,
  batchMaxEvents,
  newAutoBatchCompetence,
  type AutoBatchCandidate,
  type AutoBatchEvent,
  type AutoBatchSettings,
} from '@honora/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import { lockCompanyRule } from '../registries';
import { nextBatchCode } from './batch-number';
import * as repo from './membership.repository';

/** What automatic batching needs of a checked event (the status actions' ActionTarget fits). */
export interface CheckedEvent {
  id: string;
  insurerSettings: { configs: Record<string, unknown>; flags: Record<string, unknown> } | null;
}

function settingsOf(stored: CheckedEvent['insurerSettings']): AutoBatchSettings | null {
  if (!stored) return null;
  const { flags, configs } = readInsurerSettings(stored);
  if (!flags.autoBatch) return null;
  return {
    autoBatch: true,
    autoBatchByMonthYear: flags.autoBatchByMonthYear,
    batchByHospital: flags.batchByHospital,
    monthQuantity: configs.monthQuantityOnAutoBatchByMonthYear,
    maxEvents: batchMaxEvents(configs.autoBatchMaxEvents),
  };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Automatic batching (decision 017): each checked event whose insurer has the flag autoBatch,
 * and which is in no live batch, goes into an OPEN automatic batch of its company, insurer and
 * type — of its procedure month span (autoBatchByMonthYear) and hospital (batchByHospital) —
 * with room, else into a new one (next number, competence = the procedure month). Runs in the
 * check's transaction; the company's automatic batching is serialized by an advisory lock so
 * two checks cannot both open a batch or overfill one.
 */
export async function autoBatchCheckedEvents(
  ctx: AppContext,
  tx: Tx,
  auth: AuthSession,
  checked: readonly CheckedEvent[],
): Promise<void> {
  const wanted = new Map<string, AutoBatchSettings>();
  for (const event of checked) {
    const settings = settingsOf(event.insurerSettings);
    if (settings) wanted.set(event.id, settings);
  }
  if (wanted.size === 0) return;
  const rows = await tx
    .select({
      id: events.id,
      companyId: events.companyId,
      type: events.type,
      healthInsuranceId: events.healthInsuranceId,
      hospitalId: events.hospitalId,
      dtProcedure: events.dtProcedure,
      batchesIds: events.batchesIds,
      active: events.active,
    })
    .from(events)
    .where(inArray(events.id, [...wanted.keys()]))
    .orderBy(asc(events.dtProcedure), asc(events.numGuide), asc(events.id));
  const current = await repo.batchStatuses(
    tx,
    rows.flatMap((r) => r.batchesIds),
  );
  const locked = new Set<string>();
  for (const row of rows) {
    if (!row.active || !row.healthInsuranceId) continue;
    // Already in a live batch (checked again after an appeal, or placed by hand): it stays there.
    if (row.batchesIds.some((id) => current.get(id)?.active)) continue;
    if (!locked.has(row.companyId)) {
      await lockCompanyRule(tx, 'autoBatch', row.companyId);
      locked.add(row.companyId);
    }
    const settings = wanted.get(row.id)!;
    const event: AutoBatchEvent = {
      companyId: row.companyId,
      type: row.type,
      healthInsuranceId: row.healthInsuranceId,
      hospitalId: row.hospitalId,
      dtProcedure: row.dtProcedure,
    };
    const batchId = (await findFitting(tx, event, settings)) ?? (await openAutomatic(ctx, tx, event, settings));
    await repo.setEventsBatch(tx, [row.id], { id: batchId, userId: auth.userId }, false);
  }
}

async function findFitting(tx: Tx, event: AutoBatchEvent, settings: AutoBatchSettings): Promise<string | null> {
  const candidates = await tx
    .select({
      id: batches.id,
      companyId: batches.companyId,
      status: batches.status,
      active: batches.active,
      automatic: batches.automatic,
      type: batches.type,
      healthInsuranceId: batches.healthInsuranceId,
      hospitalId: batches.hospitalId,
      competence: batches.competence,
      activeCount: repo.countOf(true),
    })
    .from(batches)
    .where(
      and(
        eq(batches.companyId, event.companyId),
        eq(batches.healthInsuranceId, event.healthInsuranceId),
        eq(batches.type, event.type),
        eq(batches.automatic, true),
        eq(batches.active, true),
        eq(batches.status, 'OPEN'),
      ),
    )
    .orderBy(asc(batches.createdAt), asc(batches.id));
  const fit = candidates.find((c) =>
    autoBatchFits({ ...c, activeCount: Number(c.activeCount) } as AutoBatchCandidate, event, settings),
  );
  return fit?.id ?? null;
}

async function openAutomatic(
  ctx: AppContext,
  tx: Tx,
  event: AutoBatchEvent,
  settings: AutoBatchSettings,
): Promise<string> {
  const company = await repo.companyFacts(tx, event.companyId);
  return repo.insertBatch(tx, {
    companyId: event.companyId,
    matrizId: company.matrizId,
    code: await nextBatchCode(ctx, tx, event.companyId),
    healthInsuranceId: event.healthInsuranceId,
    type: event.type,
    hospitalId: settings.batchByHospital ? event.hospitalId : null,
    competence: newAutoBatchCompetence(event, todayIso()),
    automatic: true,
  });
}
