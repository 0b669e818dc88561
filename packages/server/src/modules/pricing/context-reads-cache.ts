import type { Queryable } from '@honora/db';
import type { ContextReads } from './pricing.service';
import * as repo from './pricing.repository';

type EditionRow = Awaited<ReturnType<typeof repo.editionRows>>[number];

/**
 * The pricing context's reads kept for one spreadsheet import (decision 040): an insurer's
 * negotiations, its tables' rows and valuations are read once for the job, not once for each of
 * its events. Made for one job and dropped with it — never shared between imports, so each
 * import reads what is in force when it starts. The insurer itself is the caller's
 * (`liveInsurer`): the events' cache keeps it with the save's own reads.
 */
export class ContextReadsCache implements ContextReads {
  private readonly negotiations = new Map<string, repo.NegotiationRow[]>();
  /** Edition id + code → its row, or null when the edition has no such code. */
  private readonly rows = new Map<string, EditionRow | null>();
  private readonly valuations = new Map<string, Awaited<ReturnType<typeof repo.findValuation>>>();

  constructor(readonly findLiveInsurer: ContextReads['findLiveInsurer']) {}

  async insurerNegotiations(q: Queryable, companyId: string, insurerId: string): Promise<repo.NegotiationRow[]> {
    const key = `${companyId}:${insurerId}`;
    let rows = this.negotiations.get(key);
    if (!rows) {
      rows = await repo.insurerNegotiations(q, companyId, insurerId);
      this.negotiations.set(key, rows);
    }
    return rows;
  }

  /** The edition's rows of these codes, ordered by code as the repository answers them. */
  async editionRows(q: Queryable, editionId: string, codes: readonly string[]): Promise<EditionRow[]> {
    const key = (code: string) => `${editionId}:${code}`;
    const unknown = codes.filter((code) => !this.rows.has(key(code)));
    if (unknown.length > 0) {
      const found = await repo.editionRows(q, editionId, unknown);
      for (const code of unknown) this.rows.set(key(code), null);
      for (const row of found) this.rows.set(key(row.code), row);
    }
    return [...new Set(codes)]
      .map((code) => this.rows.get(key(code)))
      .filter((row): row is EditionRow => row !== null && row !== undefined)
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }

  async findValuation(q: Queryable, id: string) {
    if (!this.valuations.has(id)) this.valuations.set(id, await repo.findValuation(q, id));
    return this.valuations.get(id);
  }
}
