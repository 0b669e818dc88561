import { messages } from '@honora/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMatrizOptions } from './use-admin-companies';

const t = messages.screens.adminCompanies;

interface Props {
  value: string;
  /** The current matriz's name, shown before any search (editing a filial). */
  currentName: string | null;
  /** The company being edited: it cannot be its own matriz. */
  excludeId: string | null;
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (id: string) => void;
}

/** Searches the live matrizes on the server (accent-insensitive, by name, legal name or CNPJ). */
export function MatrizSelect({ value, currentName, excludeId, error, isReadOnly, onChange }: Props) {
  const [search, setSearch] = useState(currentName ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useMatrizOptions(debounced);
  const options = (query.data?.items ?? [])
    .filter((company) => company.id !== excludeId)
    .map((company) => ({ value: company.id, label: company.name }));
  if (value && currentName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: currentName });
  }
  return (
    <Select
      name="matrizId"
      label={t.matrizLabel}
      placeholder={t.matrizPlaceholder}
      required
      searchable
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered (accents, CNPJ digits): show what it answered.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage={t.empty}
      error={error}
      readOnly={isReadOnly}
    />
  );
}
