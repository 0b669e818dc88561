import { changeCollectionLabels, changeColumnLabels, changeColumnLabelsByTable } from '../admin/change-labels';

/**
 * The change history's labels of tables and columns, mounted at `screens.changes` (collections,
 * columns, columnsByTable). Only the history screens read them (/admin/changes and a record's
 * history), so in the web they load with those screens, not the first load (decision 029).
 */
export const changeLabelsScreenMessages = {
  collections: changeCollectionLabels,
  columns: changeColumnLabels,
  columnsByTable: changeColumnLabelsByTable,
} as const;
