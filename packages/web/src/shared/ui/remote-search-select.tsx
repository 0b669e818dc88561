import { messages } from '@honora/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { selectWidth } from './select-width';

export interface SearchOption {
  value: string;
  label: string;
}

interface Props {
  name: string;
  label: string;
  placeholder: string;
  /** Query key of the options (the search is added to it). */
  queryKey: readonly unknown[];
  /** Options matching a search; the server does the matching (accents, CNPJ digits…). */
  fetchOptions: (search: string, signal: AbortSignal) => Promise<SearchOption[]>;
  value: SearchOption | null;
  onChange: (option: SearchOption | null) => void;
  error?: string | undefined;
  required?: boolean;
  clearable?: boolean;
  maw?: number;
  /** In a filter row: at least this many px, and as wide as the chosen label so it shows whole. */
  minWidth?: number;
}

/** A select whose options come from a server search as the user types. */
export function RemoteSearchSelect(props: Props) {
  const { value, onChange } = props;
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once chosen, the label sits in the input: search everything again rather than only it.
  const term = value && debounced === value.label ? '' : debounced;
  const query = useQuery({
    queryKey: [...props.queryKey, term],
    queryFn: ({ signal }) => props.fetchOptions(term, signal),
    placeholderData: keepPreviousData,
  });
  const options = [...(query.data ?? [])];
  if (value && !options.some((option) => option.value === value.value)) options.unshift(value);
  return (
    <Select
      name={props.name}
      label={props.label}
      placeholder={props.placeholder}
      required={props.required ?? false}
      clearable={props.clearable ?? false}
      searchable
      data={options}
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(id) => onChange(options.find((option) => option.value === id) ?? null)}
      nothingFoundMessage={messages.screens.people.noMatches}
      error={props.error}
      maw={props.maw}
      w={props.minWidth === undefined ? undefined : selectWidth([value?.label, props.placeholder], props.minWidth)}
    />
  );
}
