import { brazilianStates, messages, surgeonRoutes, type Surgeon } from '@honora/contract';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import { useCompanyAndStatusColumns } from '../../shared/registry/registry-columns';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.surgeons;

interface Props {
  onOpen: (surgeon: Surgeon) => void;
  onCreate: (() => void) | undefined;
}

/** The surgeons of the visible companies: search, CRM UF and situation filters, sort, Excel. */
export function SurgeonList({ onOpen, onCreate }: Props) {
  const [crmState, setCrmState] = useState<string | null>(null);
  const companyAndStatus = useCompanyAndStatusColumns<Surgeon>({ company: t.company, status: t.status });
  const columns: RecordColumn<Surgeon>[] = [
    { header: t.name, sortKey: 'name', cell: (s) => s.name },
    { header: t.crm, sortKey: 'crm', cell: (s) => s.crm ?? '' },
    { header: t.crmState, sortKey: 'crmState', cell: (s) => s.crmState ?? '' },
    { header: t.specialty, sortKey: 'specialty', cell: (s) => s.specialty ?? '' },
    ...companyAndStatus,
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
