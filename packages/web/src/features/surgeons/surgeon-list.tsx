import { branchRoutes, brazilianStates, messages, surgeonRoutes, type Branch, type Surgeon } from '@honora/contract';
import { Badge, Select } from '@mantine/core';
import { useState } from 'react';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.surgeons;
const list = messages.screens.registry.list;

interface Props {
  onOpen: (surgeon: Surgeon) => void;
  onCreate: (() => void) | undefined;
}

/** The surgeons of the visible companies: search, CRM UF and situation filters, sort, Excel. */
export function SurgeonList({ onOpen, onCreate }: Props) {
  const [crmState, setCrmState] = useState<string | null>(null);
  const branches = useSyncedRegistry<Branch>('branches', branchRoutes.list);
  const columns: RecordColumn<Surgeon>[] = [
    { header: t.name, sortKey: 'name', cell: (s) => s.name },
    { header: t.crm, sortKey: 'crm', cell: (s) => s.crm ?? '' },
    { header: t.crmState, sortKey: 'crmState', cell: (s) => s.crmState ?? '' },
    { header: t.specialty, sortKey: 'specialty', cell: (s) => s.specialty ?? '' },
    ...(branches.items.length > 1
      ? [{ header: t.company, cell: (s: Surgeon) => branches.byId.get(s.companyId)?.name ?? '' }]
      : []),
    {
      header: t.status,
      cell: (s) => (
        <Badge variant="light" color={s.active ? 'teal' : 'gray'}>
          {s.active ? list.active : list.inactive}
        </Badge>
      ),
    },
  ];
  return (
    <RegistryListView<Surgeon>
      title={t.title}
      hint={t.hint}
      listRoute={surgeonRoutes.list}
      exportRoute={surgeonRoutes.export}
      exportFileName={t.exportFileName}
      queryKey="surgeons"
      columns={columns}
      rowName={(s) => s.name}
      onOpen={onOpen}
      onCreate={onCreate}
      filterQuery={{ crmState: crmState ?? undefined }}
      filters={
        <Select
          label={t.crmStateFilter}
          placeholder={t.crmStateAll}
          data={[...brazilianStates]}
          value={crmState}
          onChange={setCrmState}
          clearable
          searchable
          w={160}
        />
      }
    />
  );
}
