import { messages, fmt } from '@honora/contract';
import { cbhpmEditions, cbhpmProcedures, cbhpmValuations, type Tx } from '@honora/db';
import {
  CbhpmEditionChecker,
  CbhpmValuationChecker,
  mapCbhpmEditionColumns,
  mapCbhpmValuationColumns,
  type CbhpmValuationDraft,
} from '@honora/domain';
import { eq, max, sql } from 'drizzle-orm';
import { checkerRun, insertChunks, sortLines, type ImportKind, type ReportLine } from '../../imports/import-kind';
import { cbhpmFieldLabel, editionReason, valuationReason } from './cbhpm-reasons';

const c = messages.screens.cbhpm;
const e = messages.screens.referenceTables.errors;

const missingColumns = (fields: readonly Parameters<typeof cbhpmFieldLabel>[0][]) => ({
  failure: fmt(e.missingColumns, { columns: fields.map(cbhpmFieldLabel).join(', ') }),
});

/**
 * The next version number of a name, under a lock held until the transaction ends (two
 * imports of the same name in two processes still get distinct versions).
 */
async function nextVersion(tx: Tx, kind: 'edition' | 'valuation', name: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`honora:cbhpm-${kind}:${name}`}))::text as locked`);
  const table = kind === 'edition' ? cbhpmEditions : cbhpmValuations;
  const [row] = await tx
    .select({ version: max(table.version) })
    .from(table)
    .where(eq(table.name, name));
  return (row?.version ?? 0) + 1;
}

/** An edition file → ONE new edition version named at the upload, with every accepted procedure. */
export const cbhpmEditionKind: ImportKind = {
  start(header, { name }) {
    const columns = mapCbhpmEditionColumns(header);
    if (columns.missing.length > 0) return missingColumns(columns.missing);
    return checkerRun(new CbhpmEditionChecker(columns), editionReason, async (tx, importId, rows) => {
      // The contract requires the name of an edition; the job never starts one without it.
      const editionName = name ?? '';
      const version = await nextVersion(tx, 'edition', editionName);
      const [edition] = await tx
        .insert(cbhpmEditions)
        .values({ name: editionName, version, procedureCount: rows.length, importId })
        .returning({ id: cbhpmEditions.id });
      const editionId = edition!.id;
      await insertChunks(rows, (chunk) =>
        tx.insert(cbhpmProcedures).values(chunk.map((row) => ({ editionId, ...row }))),
      );
      return [editionId];
    });
  },
};

/** The name and reference a valuation draft is stored under. */
function labelsOf(draft: CbhpmValuationDraft, givenName: string | null): { name: string; reference: string } {
  const name = draft.referenceName ?? givenName ?? draft.reference ?? '';
  return { name, reference: draft.reference ?? name };
}

/**
 * A valuation file → one new valuation version PER cotação (the two-column file: one, named
 * at the upload). Porte-anestésico rows are reported as ignored (docs/decisions/014-pricing.md).
 */
export const cbhpmValuationKind: ImportKind = {
  start(header, { name }) {
    const columns = mapCbhpmValuationColumns(header);
    if (columns.missing.length > 0) return missingColumns(columns.missing);
    const isNamedByFile = columns.indexes.reference !== undefined || columns.indexes.referenceName !== undefined;
    if (!isNamedByFile && !name) return { failure: c.errors.valuationName };
    const checker = new CbhpmValuationChecker(columns);
    return {
      add: (record) => checker.add(record),
      get checked() {
        return checker.checked;
      },
      finish() {
        const { valuations, ignored, rejections } = checker.result();
        const lines: ReportLine[] = [
          ...rejections.map((rejection) => ({
            row: rejection.row,
            reason: valuationReason(rejection.problem, name ?? ''),
          })),
          ...ignored.map((line) => ({ row: line.row, reason: c.reasons.anestheticPorte, ignored: true })),
        ];
        return {
          accepted: valuations.reduce((sum, draft) => sum + draft.lines.length, 0),
          rejected: rejections.length,
          ignored: ignored.length,
          lines: sortLines(lines),
          async persist(tx, importId) {
            const ids: string[] = [];
            for (const draft of valuations) {
              const labels = labelsOf(draft, name);
              const version = await nextVersion(tx, 'valuation', labels.name);
              const [valuation] = await tx
                .insert(cbhpmValuations)
                .values({
                  ...labels,
                  version,
                  portes: draft.portes,
                  ucoValue: draft.ucoValue,
                  filmValue: draft.filmValue,
                  importId,
                })
                .returning({ id: cbhpmValuations.id });
              ids.push(valuation!.id);
            }
            return ids;
          },
        };
      },
    };
  },
};
