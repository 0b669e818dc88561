import { GLOSA_REASON_LIMIT_MAX, glosaReasonRoutes, messages } from '@honora/contract';
import { MultiSelect, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/api-client';
import { glosaReasonOptions } from './glosa-reason-options';

const t = messages.screens.glosaReasons;
/** Table 38 changes only when a super admin imports it again. */
const STALE_MS = 10 * 60_000;

export interface GlosaReasonPickerProps {
  /** The accessible label (and the visible one). */
  label: string;
  /** The chosen codes of TISS table 38 ("1834"…), in the order chosen. */
  value: string[];
  onChange: (codes: string[]) => void;
  name?: string;
  description?: string;
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** At most this many reasons (TISS: a glosa carries one or more). */
  maxValues?: number;
}

/** The reasons matching the typed text (code prefix or words of the text), searched on the server. */
function useFound(search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return useQuery({
    queryKey: ['glosa-reasons', 'search', debounced],
    queryFn: ({ signal }) =>
      call(glosaReasonRoutes.search, {
        query: { search: debounced || undefined, limit: GLOSA_REASON_LIMIT_MAX },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/** The texts of the chosen codes (codes stored before the picker opened). */
function useChosen(codes: readonly string[]) {
  const key = [...codes].sort().join(',');
  return useQuery({
    queryKey: ['glosa-reasons', 'codes', key],
    queryFn: ({ signal }) => call(glosaReasonRoutes.search, { query: { codes: key }, signal }),
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}

/**
 * The glosa reasons of TISS table 38 (billing: every glosa carries one or more), picked by code
 * or by the words of the text (GET /api/glosa-reasons, debounced); the value is the list of
 * codes. Chosen reasons show "1834 — text…", the list shows the whole text.
 */
export function GlosaReasonPicker(props: GlosaReasonPickerProps) {
  const [search, setSearch] = useState('');
  const found = useFound(search);
  const chosen = useChosen(props.value);
  const options = glosaReasonOptions(props.value, found.data?.items ?? [], chosen.data?.items ?? []);
  const fullLabels = new Map(options.map((option) => [option.value, option.fullLabel]));
  return (
    <MultiSelect
      name={props.name}
      label={props.label}
      description={props.description}
      placeholder={props.value.length === 0 ? (props.placeholder ?? t.placeholder) : undefined}
      data={options.map(({ value, label }) => ({ value, label }))}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server does the matching (code prefix, words without accents).
      filter={({ options: all }) => all}
      renderOption={({ option }) => <Text size="sm">{fullLabels.get(option.value) ?? option.value}</Text>}
      nothingFoundMessage={t.noMatches}
      error={props.error}
      required={props.required ?? false}
      disabled={props.disabled ?? false}
      maxValues={props.maxValues}
      clearable
    />
  );
}
