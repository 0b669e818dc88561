import { messages, type ReplacedReferenceTable, fmt } from '@honora/contract';
import { cboOccupations, glosaReasons, ibgeMunicipalities, tussTerms, type Tx } from '@honora/db';
import {
  mapColumns,
  ReferenceRowChecker,
  type CboOccupationRow,
  type GlosaReasonRow,
  type MunicipalityRow,
  type ReferenceRowOf,
  type TussTermRow,
} from '@honora/domain';
import { checkerRun, insertChunks, type ImportKind } from '../../imports/import-kind';
import { fieldLabel, rejectionReason } from './rejection-reasons';

const e = messages.screens.referenceTables.errors;

/** Deletes the table's rows and writes the accepted ones (inside the caller's transaction). */
async function replaceTable<T extends ReplacedReferenceTable>(
  tx: Tx,
  table: T,
  rows: readonly ReferenceRowOf[T][],
): Promise<void> {
  switch (table) {
    case 'tuss22':
      await tx.delete(tussTerms);
      return insertChunks(rows as readonly TussTermRow[], (chunk) => tx.insert(tussTerms).values(chunk));
    case 'ibgeMunicipalities':
      await tx.delete(ibgeMunicipalities);
      return insertChunks(rows as readonly MunicipalityRow[], (chunk) => tx.insert(ibgeMunicipalities).values(chunk));
    case 'cbo':
      await tx.delete(cboOccupations);
      return insertChunks(rows as readonly CboOccupationRow[], (chunk) => tx.insert(cboOccupations).values(chunk));
    case 'glosaReasons':
      await tx.delete(glosaReasons);
      return insertChunks(rows as readonly GlosaReasonRow[], (chunk) => tx.insert(glosaReasons).values(chunk));
  }
}

/** TUSS 22, IBGE municipalities, CBO, glosa reasons: each import replaces the whole table with the accepted rows. */
export function replacedTableKind(table: ReplacedReferenceTable): ImportKind {
  return {
    start(header) {
      const columns = mapColumns(table, header);
      if (columns.missing.length > 0) {
        return {
          failure: fmt(e.missingColumns, {
            columns: columns.missing.map((field) => fieldLabel(table, field)).join(', '),
          }),
        };
      }
      return checkerRun(
        new ReferenceRowChecker(table, columns),
        (problem) => rejectionReason(table, problem),
        async (tx, _importId, rows) => {
          await replaceTable(tx, table, rows);
          return [];
        },
      );
    },
  };
}
