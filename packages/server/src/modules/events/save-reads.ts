import type { Queryable } from '@honora/db';
import { getTableName } from 'drizzle-orm';
import { ContextReadsCache, directContextReads, type ContextReads } from '../pricing';
import { lockInsurers } from './events-many.repository';
import * as repo from './events.repository';

/**
 * What checking and pricing an event reads besides the event itself (billing.md §5): the
 * insurer, the company's mandatory fields, the linked registry records and member users, and
 * the pricing context. The event form reads them for each save; a spreadsheet import passes a
 * SaveReadsCache, made for its job, so that they are read once for the job.
 */
export interface SaveReads extends ContextReads {
  findInsurer(
    q: Queryable,
    companyIds: readonly string[],
    id: string,
    lock: boolean,
  ): Promise<repo.InsurerRow | undefined>;
  mandatoryFieldsOf(q: Queryable, companyId: string, eventType: string): Promise<string[]>;
  liveRecordExists: typeof repo.liveRecordExists;
  memberUserIds(q: Queryable, companyIds: readonly string[], userIds: readonly string[]): Promise<Set<string>>;
  newestEditionId(q: Queryable): Promise<string | null>;
}

/** The event form's reads: straight from the database, each time. */
export const directSaveReads: SaveReads = {
  ...directContextReads,
  findInsurer: repo.findInsurer,
  mandatoryFieldsOf: repo.mandatoryFieldsOf,
  liveRecordExists: repo.liveRecordExists,
  memberUserIds: repo.memberUserIds,
  newestEditionId: repo.newestEditionId,
};

type RecordTable = Parameters<typeof repo.liveRecordExists>[1];

/**
 * The save's reads kept for one import job (decision 040): an import writes thousands of events
 * of the same few insurers, so the insurer, its negotiations and tables, the mandatory fields,
 * the linked records found live and the member users are read once. Made by the job and dropped
 * with it (never shared between imports: the next import reads again).
 *
 * The guide-number check reads the insurer locked (billing.md §5 duplicate guide): the job locks
 * the insurers of each transaction once, at its start (`lockInsurers`), and the locked rows are
 * answered until `releaseInsurers` at its end. A lock asked for outside of that is read from the
 * database again, as the form does (a savepoint rolled back would have dropped it).
 */
export class SaveReadsCache implements SaveReads {
  private readonly insurers = new Map<string, repo.InsurerRow | undefined>();
  private readonly locked = new Set<string>();
  private readonly mandatory = new Map<string, string[]>();
  private readonly liveRecords = new Set<string>();
  private readonly members = new Set<string>();
  private newestEdition: { id: string | null } | null = null;
  private readonly pricing = new ContextReadsCache((q, companyIds, id) => this.liveInsurer(q, companyIds, id));

  readonly insurerNegotiations = this.pricing.insurerNegotiations.bind(this.pricing);
  readonly editionRows = this.pricing.editionRows.bind(this.pricing);
  readonly findValuation = this.pricing.findValuation.bind(this.pricing);
  readonly findLiveInsurer = this.liveInsurer.bind(this);

  /** Locks these insurers FOR UPDATE in the transaction `q` (outside any savepoint) and keeps their rows, read now. */
  async lockInsurers(q: Queryable, companyIds: readonly string[], ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids)];
    const rows = await lockInsurers(q, companyIds, wanted);
    for (const id of wanted) this.insurers.set(insurerKey(companyIds, id), undefined);
    for (const row of rows) {
      this.insurers.set(insurerKey(companyIds, row.id), row);
      this.locked.add(insurerKey(companyIds, row.id));
    }
  }

  /** The transaction of `lockInsurers` ended: its locks are gone. */
  releaseInsurers(): void {
    this.locked.clear();
  }

  /** An event of the insurer was written (its savepoint released): the insurer now has events. */
  insurerHasEvents(companyIds: readonly string[], id: string): void {
    const key = insurerKey(companyIds, id);
    const row = this.insurers.get(key);
    if (row && !row.hasEvents) this.insurers.set(key, { ...row, hasEvents: true });
  }

  async findInsurer(q: Queryable, companyIds: readonly string[], id: string, lock: boolean) {
    const key = insurerKey(companyIds, id);
    if (this.insurers.has(key) && (!lock || this.locked.has(key))) return this.insurers.get(key);
    const row = await repo.findInsurer(q, companyIds, id, lock);
    this.insurers.set(key, row);
    return row;
  }

  /** The pricing context's insurer: the same row, when live. */
  private async liveInsurer(q: Queryable, companyIds: readonly string[], id: string) {
    const row = await this.findInsurer(q, companyIds, id, false);
    if (!row || row.deletedAt) return undefined;
    return { id: row.id, companyId: row.companyId, name: row.name, isNotValued: row.isNotValued, configs: row.configs };
  }

  async mandatoryFieldsOf(q: Queryable, companyId: string, eventType: string): Promise<string[]> {
    const key = `${companyId}:${eventType}`;
    let fields = this.mandatory.get(key);
    if (!fields) {
      fields = await repo.mandatoryFieldsOf(q, companyId, eventType);
      this.mandatory.set(key, fields);
    }
    return fields;
  }

  /** Only a record found live is kept: one not found is read again (and refused again) each time. */
  async liveRecordExists(q: Queryable, table: RecordTable, companyIds: readonly string[], id: string) {
    const key = `${companyIds.join(',')}:${getTableName(table)}:${id}`;
    if (this.liveRecords.has(key)) return true;
    const exists = await repo.liveRecordExists(q, table, companyIds, id);
    if (exists) this.liveRecords.add(key);
    return exists;
  }

  /** Only members found are kept, as the live records. */
  async memberUserIds(q: Queryable, companyIds: readonly string[], userIds: readonly string[]): Promise<Set<string>> {
    const key = (id: string) => `${companyIds.join(',')}:${id}`;
    const unknown = userIds.filter((id) => !this.members.has(key(id)));
    if (unknown.length > 0) {
      for (const id of await repo.memberUserIds(q, companyIds, unknown)) this.members.add(key(id));
    }
    return new Set(userIds.filter((id) => this.members.has(key(id))));
  }

  async newestEditionId(q: Queryable): Promise<string | null> {
    this.newestEdition ??= { id: await repo.newestEditionId(q) };
    return this.newestEdition.id;
  }
}

const insurerKey = (companyIds: readonly string[], id: string) => `${companyIds.join(',')}:${id}`;
