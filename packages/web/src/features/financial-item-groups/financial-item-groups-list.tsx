import { financialItemGroupRoutes, financialItemKinds, messages, type FinancialItemGroup } from '@honora/contract';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { SETTINGS_MODULE } from '../../shared/billing-settings/settings-record';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.billingSettings.financialItemGroups;
const list = messages.screens.registry.list;
export const FINANCIAL_ITEM_GROUPS_KEY = 'financialItemGroups';

const columns: RecordColumn<FinancialItemGroup>[] = [
  { header: t.name, sortKey: 'name', cell: (g) => g.name },
  { header: t.kind, sortKey: 'kind', cell: (g) => t.kinds[g.kind] },
  { header: t.itemCodes, cell: (g) => g.itemCodes.join(', ') },
  { header: t.description, sortKey: 'description', cell: (g) => g.description ?? '' },
  { header: t.active, cell: (g) => (g.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's financial item groups: search, kind filter, sort, pages and export. */
export function FinancialItemGroupsList({ onOpen, onCreate }: Props) {
  const can = useCan();
  const [kind, setKind] = useState<string | null>(null);
  return (
    <RegistryListView<FinancialItemGroup>
      title={t.title}
      hint={t.hint}
      listRoute={financialItemGroupRoutes.list}
      exportRoute={financialItemGroupRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={FINANCIAL_ITEM_GROUPS_KEY}
      columns={columns}
      rowName={(g) => g.name}
      onOpen={(g) => onOpen(g.id)}
      onCreate={can(SETTINGS_MODULE, 'write') ? onCreate : undefined}
      filterQuery={{ kind: kind ?? undefined }}
      filters={
        <Select
          label={t.kindFilter}
          placeholder={t.kindAll}
          data={financialItemKinds.map((value) => ({ value, label: t.kinds[value] }))}
          value={kind}
          onChange={setKind}
          clearable
          w={200}
        />
      }
    />
  );
}
