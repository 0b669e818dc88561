import { fmt, specialtyRoutes, type AdminSpecialty } from '@honora/contract';
import { specialtiesRegionsScreenMessages as t } from '@honora/contract/screen-texts/specialties-regions';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { SPECIALTIES_KEY } from '../../shared/registry/specialty-select';
import { RecordsAdminPage } from '../../shared/ui/records-admin-page';
import { searchKey } from './search-key';
import { SpecialtyForm } from './specialty-form';
import { useAdminSpecialties, useRefresh } from './use-specialties-regions';

/**
 * /admin/specialties (platform.md §2; decision 063): the medical specialties surgeons and
 * anesthetists pick, with how many records use each; one in use is not removed (the server says
 * how many records use it).
 */
export function AdminSpecialtiesPage() {
  const [search, setSearch] = useState('');
  const term = searchKey(search);
  return (
    <RecordsAdminPage<AdminSpecialty>
      texts={{
        title: t.specialtiesTitle,
        hint: t.specialtiesHint,
        empty: t.noSpecialties,
        newRecord: t.newSpecialty,
        editRecord: t.editSpecialty,
        actions: t.actions,
        edit: t.edit,
        remove: t.remove,
        removed: t.specialtyRemoved,
        editLabel: (s) => fmt(t.editSpecialtyLabel, { name: s.name }),
        removeLabel: (s) => fmt(t.removeSpecialtyLabel, { name: s.name }),
        removeConfirm: (s) => fmt(t.removeSpecialtyConfirm, { name: s.name }),
      }}
      query={useAdminSpecialties()}
      refresh={useRefresh(SPECIALTIES_KEY)}
      toolbar={
        <TextInput
          label={t.search}
          description={t.searchHint}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={360}
        />
      }
      keepRow={(s) => !term || searchKey(s.name).includes(term)}
      columns={[
        { header: t.name, cell: (s) => s.name },
        { header: t.cbo, cell: (s) => s.cbo ?? '' },
        { header: t.usage, cell: (s) => s.surgeonCount + s.anesthetistCount, align: 'right' },
      ]}
      minWidth={640}
      form={(slot) => <SpecialtyForm {...slot} />}
      onRemove={(s) => call(specialtyRoutes.remove, { params: { id: s.id } })}
    />
  );
}
