import { customFieldEntities, customFieldRoutes, messages, type CustomField } from '@honora/contract';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { SETTINGS_MODULE } from '../../shared/billing-settings/settings-record';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';

const t = messages.screens.billingSettings.customFields;
const list = messages.screens.registry.list;
export const CUSTOM_FIELDS_KEY = 'customFields';

const yesNo = (value: boolean) => (value ? list.yes : list.no);

const columns: RecordColumn<CustomField>[] = [
  { header: t.label, sortKey: 'label', cell: (f) => f.label },
  { header: t.key, sortKey: 'key', cell: (f) => f.key },
  { header: t.entity, sortKey: 'entity', cell: (f) => t.entities[f.entity] },
  { header: t.type, sortKey: 'type', cell: (f) => t.types[f.type] },
  { header: t.filterable, cell: (f) => yesNo(f.filterable) },
  { header: t.required, cell: (f) => yesNo(f.required) },
  { header: t.position, sortKey: 'position', align: 'right', cell: (f) => f.position },
  { header: t.active, cell: (f) => (f.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's custom fields: search by label, entity filter, sort, pages and export. */
export function CustomFieldsList({ onOpen, onCreate }: Props) {
  const can = useCan();
  const [entity, setEntity] = useState<string | null>(null);
  return (
    <RegistryListView<CustomField>
      title={t.title}
      hint={t.hint}
      listRoute={customFieldRoutes.list}
      exportRoute={customFieldRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={CUSTOM_FIELDS_KEY}
      columns={columns}
      rowName={(f) => f.label}
      onOpen={(f) => onOpen(f.id)}
      onCreate={can(SETTINGS_MODULE, 'write') ? onCreate : undefined}
      defaultSort={{ key: 'label', dir: 'asc' }}
      filterQuery={{ entity: entity ?? undefined }}
      filters={
        <Select
          label={t.entityFilter}
          placeholder={t.entityAll}
          data={customFieldEntities.map((value) => ({ value, label: t.entities[value] }))}
          value={entity}
          onChange={setEntity}
          clearable
          w={200}
        />
      }
    />
  );
}
