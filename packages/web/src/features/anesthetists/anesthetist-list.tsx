import { anesthetistRoutes, anesthetistUserTypes, messages, type Anesthetist } from '@honora/contract';
import { Badge, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import { useCompanyAndStatusColumns } from '../../shared/registry/registry-columns';
import type { RecordColumn } from '../../shared/ui/records-table';
import { typeNames } from './anesthetist-types';

const t = messages.screens.anesthetists;

interface Props {
  onOpen: (anesthetist: Anesthetist) => void;
  onCreate: (() => void) | undefined;
}

/** The anesthetists and residents of the visible companies (residents marked): search, type, situation, Excel. */
export function AnesthetistList({ onOpen, onCreate }: Props) {
  const [userType, setUserType] = useState<string | null>(null);
  const companyAndStatus = useCompanyAndStatusColumns<Anesthetist>({ company: t.company, status: t.status });
  const columns: RecordColumn<Anesthetist>[] = [
    {
      header: t.name,
      sortKey: 'name',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <span>{a.name}</span>
          {a.isResident && (
            <Badge size="sm" variant="light" color="grape">
              {t.residentBadge}
            </Badge>
          )}
        </Group>
      ),
    },
    { header: t.sigla, sortKey: 'sigla', cell: (a) => a.sigla ?? '' },
    { header: t.crm, sortKey: 'crm', cell: (a) => [a.crm, a.crmState].filter(Boolean).join('/') },
    { header: t.userTypes, cell: (a) => typeNames(a.userTypes) },
    ...companyAndStatus,
  ];
  return (
    <RegistryListView<Anesthetist>
      title={t.title}
      hint={t.hint}
      listRoute={anesthetistRoutes.list}
      exportRoute={anesthetistRoutes.export}
      exportFileName={t.exportFileName}
      queryKey="anesthetists"
      columns={columns}
      rowName={(a) => a.name}
      onOpen={onOpen}
      onCreate={onCreate}
      filterQuery={{ userType: userType ?? undefined }}
      filters={
        <Select
          label={t.userTypeFilter}
          placeholder={t.userTypeAll}
          data={anesthetistUserTypes.map((type) => ({ value: type, label: t.types[type] }))}
          value={userType}
          onChange={setUserType}
          clearable
          w={180}
        />
      }
    />
  );
}
