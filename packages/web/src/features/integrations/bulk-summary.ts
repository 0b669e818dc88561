/** One summary of a bulk action (integrationsMultiples, platform.md §2): what went through, what failed and why. */
export interface BulkSummary {
  ok: number;
  failed: number;
  /** The messages of the failures, each once. */
  errors: string[];
}

/** Runs one call per item, one after the other, and counts what went through and what failed. */
export async function runEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<BulkSummary> {
  const summary: BulkSummary = { ok: 0, failed: 0, errors: [] };
  for (const item of items) {
    try {
      await run(item);
      summary.ok += 1;
    } catch (error) {
      summary.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      if (!summary.errors.includes(message)) summary.errors.push(message);
    }
  }
  return summary;
}
