import { brazilianStates, hospitalRoutes, messages, type Hospital } from '@honora/contract';
import { formatCnpj } from '@honora/domain';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import { useCompanyAndStatusColumns } from '../../shared/registry/registry-columns';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.hospitals;

interface Props {
  onOpen: (hospital: Hospital) => void;
  onCreate: (() => void) | undefined;
}

/** The hospitals of the visible companies: search, UF and situation filters, sort, Excel. */
export function HospitalList({ onOpen, onCreate }: Props) {
  const [state, setState] = useState<string | null>(null);
  const companyAndStatus = useCompanyAndStatusColumns<Hospital>({ company: t.company, status: t.status });
  const columns: RecordColumn<Hospital>[] = [
    { header: t.name, sortKey: 'name', cell: (h) => h.name },
    { header: t.cnpj, sortKey: 'cnpj', cell: (h) => (h.cnpj ? formatCnpj(h.cnpj) : '') },
    {
      header: t.city,
      sortKey: 'city',
      cell: (h) => [h.address?.city, h.address?.state].filter(Boolean).join(' - '),
    },
    ...companyAndStatus,
  ];
  return (
    <RegistryListView<Hospital>
      title={t.title}
      hint={t.hint}
      listRoute={hospitalRoutes.list}
      exportRoute={hospitalRoutes.export}
      exportFileName={t.exportFileName}
      queryKey="hospitals"
      columns={columns}
      rowName={(h) => h.name}
      onOpen={onOpen}
      onCreate={onCreate}
      filterQuery={{ state: state ?? undefined }}
      filters={
        <Select
          label={t.stateFilter}
          placeholder={t.stateAll}
          data={[...brazilianStates]}
          value={state}
          onChange={setState}
          clearable
          searchable
          w={160}
        />
      }
    />
  );
}
