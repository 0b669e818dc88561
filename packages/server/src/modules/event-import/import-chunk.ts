import type { Tx } from '@honora/db';
import { findEventsByGuides, insurerGuideNumber, listProceduresOf, type EventRow, type ProcedureRow } from '../events';
import type { ImportScope } from './import-group';
import type { SheetRow } from './read-event-sheet';
import { insurerIdOf, type NameCache } from './resolve-names';

/** A stored event an import updates, locked, with its live procedure rows (null: read them). */
export interface ExistingEvent {
  row: EventRow;
  procedures: ProcedureRow[] | null;
}

const keyOf = (insurerId: string, numGuide: string) => `${insurerId}\u0000${numGuide}`;

/**
 * The stored events that one transaction of an import job names (decision 040 "Rows, events and
 * identity"), read before its events in one statement instead of one per event. Each identity a
 * group names is known (the event, or null when none) until an event of it is written in the
 * transaction; then, or for an identity never read, the group reads it itself.
 */
export class ChunkEvents {
  private readonly known = new Map<string, ExistingEvent | null>();

  set(insurerId: string, numGuide: string, event: ExistingEvent | null): void {
    this.known.set(keyOf(insurerId, numGuide), event);
  }

  /** The event of the identity, null when there is none, undefined when it was not read. */
  get(insurerId: string, numGuide: string): ExistingEvent | null | undefined {
    return this.known.get(keyOf(insurerId, numGuide));
  }

  /** An event of this identity was written: what was read of it no longer holds. */
  forget(insurerId: string, numGuide: string | null): void {
    if (numGuide) this.known.delete(keyOf(insurerId, numGuide));
  }
}

/** The insurer and the guide number as the insurer stores it, for each group that names both. */
async function identities(tx: Tx, scope: ImportScope, names: NameCache, groups: readonly SheetRow[][]) {
  const named: { insurerId: string; typed: string }[] = [];
  for (const [first] of groups) {
    const insurerName = first?.text.healthInsuranceName;
    const typed = first?.text.numGuide;
    if (!insurerName || !typed?.trim()) continue;
    const insurerId = await insurerIdOf(tx, scope, names, insurerName);
    if (insurerId) named.push({ insurerId, typed });
  }
  // The event form locks the insurer of each save that checks a guide number (billing.md §5
  // duplicate guide) until its transaction ends: one lock for the transaction's events is the same.
  if (scope.access.companyFlags.disableDuplicateGuideCheck !== true) {
    await scope.reads.lockInsurers(
      tx,
      scope.access.companyIds,
      named.map((x) => x.insurerId),
    );
  }
  const keys: { insurerId: string; numGuide: string }[] = [];
  for (const { insurerId, typed } of named) {
    const insurer = await scope.reads.findInsurer(tx, scope.access.companyIds, insurerId, false);
    const guide = insurer ? insurerGuideNumber(insurer, typed) : null;
    if (guide?.ok && guide.value) keys.push({ insurerId, numGuide: guide.value });
  }
  return keys;
}

/**
 * Reads, at the start of a transaction of the job and outside of its events' savepoints, what
 * its events would each read: their insurers (locked), and the stored events they name, locked
 * FOR UPDATE as findEventByGuide locks them (the oldest of an identity, as it answers), with
 * their live procedure rows.
 */
export async function prepareChunk(
  tx: Tx,
  scope: ImportScope,
  names: NameCache,
  groups: readonly SheetRow[][],
): Promise<ChunkEvents> {
  const keys = await identities(tx, scope, names, groups);
  const chunk = new ChunkEvents();
  for (const key of keys) chunk.set(key.insurerId, key.numGuide, null);
  const rows = await findEventsByGuides(tx, scope.company.id, keys);
  const oldest = new Map<string, EventRow>();
  for (const row of rows) {
    const key = keyOf(row.healthInsuranceId!, row.numGuide!);
    const seen = oldest.get(key);
    const [at, seenAt] = [row.createdAt.getTime(), seen?.createdAt.getTime() ?? Infinity];
    if (!seen || at < seenAt || (at === seenAt && row.id < seen.id)) {
      oldest.set(key, row);
    }
  }
  const procedures = new Map<string, ProcedureRow[]>();
  for (const row of await listProceduresOf(
    tx,
    [...oldest.values()].map((row) => row.id),
  )) {
    const list = procedures.get(row.eventId) ?? [];
    list.push(row);
    procedures.set(row.eventId, list);
  }
  for (const row of oldest.values()) {
    chunk.set(row.healthInsuranceId!, row.numGuide!, { row, procedures: procedures.get(row.id) ?? [] });
  }
  return chunk;
}
