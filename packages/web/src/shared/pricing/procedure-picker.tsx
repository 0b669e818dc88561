import { messages, type PricingContextView } from '@honora/contract';
import { matchesSearch } from '@honora/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useProcedureOptions, type ProcedureOption } from './use-pricing-context';

interface Props {
  view: PricingContextView | undefined;
  onAdd: (option: ProcedureOption) => void;
  disabled: boolean;
  name: string;
  label: string;
  placeholder: string;
  error?: string;
  description?: string;
}

/**
 * Search the codes of the negotiation in force (its CBHPM edition and its own procedures);
 * a choice adds a row and clears the search. Used by the pricing preview and the event form.
 */
export function ProcedurePicker({ view, onAdd, disabled, name, label, placeholder, error, description }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { options } = useProcedureOptions(view, debounced);
  return (
    <Select
      name={name}
      label={label}
      placeholder={placeholder}
      description={description}
      searchable
      disabled={disabled}
      data={options}
      value={null}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // While the server's answer for the new search is on its way, the last one is narrowed here.
      filter={({ options: all, search: typed }) =>
        all.filter((o) => typed.split(/\s+/).every((word) => matchesSearch(word, 'label' in o ? o.label : '')))
      }
      onChange={(code) => {
        const option = options.find((o) => o.value === code);
        if (option) onAdd(option);
        setSearch('');
      }}
      nothingFoundMessage={messages.screens.people.noMatches}
    />
  );
}
