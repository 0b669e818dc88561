import { accommodations, messages, patientRoutes, type Patient } from '@honora/contract';
import { formatCpf, formatDate } from '@honora/domain';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';
import { PATIENTS_KEY, useInsurerOptions } from './use-patients';
import { selectWidth } from '../../shared/ui/select-width';

const t = messages.screens.patients;
const accommodationLabels = messages.screens.registry.accommodations;

const columns: RecordColumn<Patient>[] = [
  { header: t.columns.name, sortKey: 'name', cell: (p) => p.name },
  { header: t.columns.cpf, sortKey: 'cpf', cell: (p) => (p.cpf ? formatCpf(p.cpf) : '') },
  { header: t.columns.birthDate, sortKey: 'birthDate', cell: (p) => (p.birthDate ? formatDate(p.birthDate) : '') },
  { header: t.columns.healthInsurance, sortKey: 'healthInsuranceName', cell: (p) => p.healthInsuranceName ?? '' },
  { header: t.columns.accommodation, cell: (p) => accommodationLabels[p.accommodation] },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** /client/patients: the list with search, insurer and accommodation filters, sort, pages and export. */
export function PatientsList({ onOpen, onCreate }: Props) {
  const can = useCan();
  const insurers = useInsurerOptions();
  const [insurerId, setInsurerId] = useState<string | null>(null);
  const [accommodation, setAccommodation] = useState<string | null>(null);
  return (
    <RegistryListView<Patient>
      title={t.title}
      hint={t.hint}
      listRoute={patientRoutes.list}
      exportRoute={patientRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={PATIENTS_KEY}
      columns={columns}
      rowName={(p) => p.name}
      onOpen={(p) => onOpen(p.id)}
      onCreate={can('patients', 'write') ? onCreate : undefined}
      filterQuery={{ healthInsuranceId: insurerId ?? undefined, accommodation: accommodation ?? undefined }}
      filters={
        <>
          <Select
            label={t.filters.healthInsurance}
            placeholder={t.filters.all}
            data={insurers}
            value={insurerId}
            onChange={setInsurerId}
            searchable
            clearable
            w={selectWidth([t.filters.all, ...insurers.map((option) => option.label)], 240)}
          />
          <Select
            label={t.filters.accommodation}
            placeholder={t.filters.all}
            data={accommodations.map((value) => ({ value, label: accommodationLabels[value] }))}
            value={accommodation}
            onChange={setAccommodation}
            clearable
            w={200}
          />
        </>
      }
    />
  );
}
