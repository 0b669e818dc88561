import { messages, spreadsheetConfigRoutes, type SpreadsheetConfig } from '@honora/contract';
import { useCan } from '../../shared/auth/use-can';
import { SETTINGS_MODULE } from '../../shared/billing-settings/settings-record';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.billingSettings.spreadsheetConfig;
const list = messages.screens.registry.list;
export const SPREADSHEET_CONFIGS_KEY = 'spreadsheetConfigs';

const columns: RecordColumn<SpreadsheetConfig>[] = [
  { header: t.name, sortKey: 'name', cell: (c) => c.name },
  { header: t.headerRow, sortKey: 'headerRow', align: 'right', cell: (c) => c.headerRow },
  { header: t.dateFormat, sortKey: 'dateFormat', cell: (c) => c.dateFormat },
  { header: t.mappedColumns, align: 'right', cell: (c) => Object.keys(c.columns).length },
  { header: t.active, cell: (c) => (c.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's spreadsheet configurations: search, sort, pages and export. */
export function SpreadsheetConfigsList({ onOpen, onCreate }: Props) {
  const can = useCan();
  return (
    <RegistryListView<SpreadsheetConfig>
      title={t.title}
      hint={t.hint}
      listRoute={spreadsheetConfigRoutes.list}
      exportRoute={spreadsheetConfigRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={SPREADSHEET_CONFIGS_KEY}
      columns={columns}
      rowName={(c) => c.name}
      onOpen={(c) => onOpen(c.id)}
      onCreate={can(SETTINGS_MODULE, 'write') ? onCreate : undefined}
    />
  );
}
