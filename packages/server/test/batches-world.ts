import type { BatchEventResult } from '@honora/contract';
import { batches, events, healthInsurers, systemActor, withActor } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestClient } from './helpers';
import { createMoneyWorld, moneyEvent, TODAY, type MoneyEventOptions, type MoneyWorld } from './money-world';

export { TODAY };

/**
 * The batches tests' world (issue 8), on the money world: helpers that register events through
 * the API (checked or not), create batches, add events and set insurer settings.
 */
export type BatchesWorld = MoneyWorld;

export const createBatchesWorld = createMoneyWorld;

export interface BatchView {
  id: string;
  version: number;
  code: string;
  status: string;
  closed: boolean;
  accepted: boolean;
  eventCount: number;
  totalProduced?: string;
  automatic: boolean;
  competence: string | null;
  hospitalId: string | null;
  events: { id: string; status: string; active: boolean; totalProduced?: string }[];
  totals?: { events: number; totalProduced: string };
  actions: Record<string, boolean>;
  attachments: { id: string; fileName: string; mime: string; size: number }[];
  xmlFiles: unknown[];
  maxEvents: number;
  downloadType: string;
  versionXML: string;
}

/** An event through the API: checked (WaitPayment, or WaitSendGuia for the insurer that sends guides) unless `unchecked`. */
export async function batchEvent(w: BatchesWorld, options: MoneyEventOptions = {}, client: TestClient = w.biller) {
  const insurer = options.insurer ?? w.insurers.valued;
  if (insurer === w.insurers.sendsGuides && !options.unchecked) {
    const view = await moneyEvent(w, client, { ...options, unchecked: true });
    const checked = await client.post(`/api/events/${view.id}/actions`, { action: 'check', version: view.version });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().status.status).toBe('WaitSendGuia');
    return checked.json() as { id: string; version: number };
  }
  return moneyEvent(w, client, options);
}

export async function createBatch(
  w: BatchesWorld,
  body: Record<string, unknown> = {},
  client: TestClient = w.biller,
): Promise<BatchView> {
  const res = await client.post('/api/batches', {
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.valued,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BatchView;
}

export async function addEvents(w: BatchesWorld, batchId: string, eventIds: string[], client: TestClient = w.biller) {
  const res = await client.post(`/api/batches/${batchId}/events`, { eventIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: BatchEventResult[]; batch: { eventCount: number } };
}

export async function getBatch(w: BatchesWorld, id: string, client: TestClient = w.biller): Promise<BatchView> {
  const res = await client.get(`/api/batches/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BatchView;
}

export async function batchStatus(w: BatchesWorld, id: string, action: string, client: TestClient = w.biller) {
  const { version } = await getBatch(w, id);
  return client.post(`/api/batches/${id}/status`, { version, action });
}

/** Writes insurer settings documents directly (the registry screens are another issue's). */
export async function setInsurerSettings(
  w: BatchesWorld,
  insurerId: string,
  settings: { flags?: Record<string, unknown>; configs?: Record<string, unknown> },
) {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .update(healthInsurers)
      .set({
        ...(settings.flags ? { flags: settings.flags } : {}),
        ...(settings.configs ? { configs: settings.configs } : {}),
      })
      .where(eq(healthInsurers.id, insurerId)),
  );
}

export async function eventRowOf(w: BatchesWorld, id: string) {
  const [row] = await w.t.database.db.select().from(events).where(eq(events.id, id));
  return row!;
}

export async function batchRowOf(w: BatchesWorld, id: string) {
  const [row] = await w.t.database.db.select().from(batches).where(eq(batches.id, id));
  return row!;
}

/** Sets event columns directly (statuses the API reaches only through other issues' flows). */
export async function setEvent(w: BatchesWorld, id: string, values: Partial<typeof events.$inferInsert>) {
  await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .update(events)
      .set({ ...values, version: sql`${events.version} + 1` })
      .where(eq(events.id, id)),
  );
}

export async function setBatch(w: BatchesWorld, id: string, values: Partial<typeof batches.$inferInsert>) {
  await withActor(w.t.database.db, systemActor, (tx) => tx.update(batches).set(values).where(eq(batches.id, id)));
}
