import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { healthInsurerRoutes, insurerPayers, messages, type HealthInsurerSummary } from '@honora/contract';
import { formatCnpj } from '@honora/domain';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';
import { INSURERS_KEY } from './use-insurers';

const t = healthInsurersMessages;
const list = messages.screens.registry.list;

const columns: RecordColumn<HealthInsurerSummary>[] = [
  { header: t.columns.name, sortKey: 'name', cell: (i) => i.name },
  { header: t.columns.code, sortKey: 'code', cell: (i) => i.code ?? '' },
  { header: t.columns.registerANS, sortKey: 'registerANS', cell: (i) => i.registerANS ?? '' },
  { header: t.columns.cnpj, cell: (i) => (i.cnpj ? formatCnpj(i.cnpj) : '') },
  { header: t.columns.payer, cell: (i) => t.payers[i.payer] },
  { header: t.columns.isParticular, cell: (i) => (i.isParticular ? list.yes : list.no) },
  { header: t.columns.active, cell: (i) => (i.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** /client/insurances: the list with search (name, code, ANS register), payer filter, sort, pages and export. */
export function InsurersList({ onOpen, onCreate }: Props) {
  const can = useCan();
  const [payer, setPayer] = useState<string | null>(null);
  return (
    <RegistryListView<HealthInsurerSummary>
      title={t.title}
      hint={t.hint}
      listRoute={healthInsurerRoutes.list}
      exportRoute={healthInsurerRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={INSURERS_KEY}
      columns={columns}
      rowName={(i) => i.name}
      onOpen={(i) => onOpen(i.id)}
      onCreate={can('healthInsurances', 'write') ? onCreate : undefined}
      filterQuery={{ payer: payer ?? undefined }}
      filters={
        <Select
          label={t.payerFilter}
          placeholder={t.payerAll}
          data={insurerPayers.map((value) => ({ value, label: t.payers[value] }))}
          value={payer}
          onChange={setPayer}
          clearable
          w={220}
        />
      }
    />
  );
}
