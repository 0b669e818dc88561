import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { Autocomplete, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useProcedureSearch } from './use-negotiations';

const t = negotiationScreenMessages.procedures;

/** The options of a search: codes, shown with their descriptions. */
function useCodeOptions(editionId: string, search: string) {
  const [debounced] = useDebouncedValue(search, 300);
  const found = useProcedureSearch(editionId, debounced);
  const descriptions = new Map(found.map((p) => [p.code, p.description]));
  const renderOption = ({ option }: { option: { value: string } }) => (
    <Text size="sm">{`${option.value} · ${descriptions.get(option.value) ?? ''}`}</Text>
  );
  return { codes: found.map((p) => p.code), renderOption };
}

// The server does the matching (code start or description words, without accents).
const keepAll = ({ options }: { options: unknown[] }) => options as never;

interface CodeProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** The chosen CBHPM edition ('' = none: no suggestions). */
  editionId: string;
  error?: string | undefined;
  isReadOnly: boolean;
}

/** One procedure code: typed, or picked from the chosen edition by code or description. */
export function ProcedureCodeInput({ label, value, onChange, editionId, error, isReadOnly }: CodeProps) {
  const { codes, renderOption } = useCodeOptions(editionId, isReadOnly ? '' : value);
  return (
    <Autocomplete
      label={label}
      placeholder={editionId ? t.codeSearch : undefined}
      value={value}
      onChange={onChange}
      data={codes}
      filter={keepAll}
      renderOption={renderOption}
      error={error}
      readOnly={isReadOnly}
      inputMode="numeric"
    />
  );
}

interface CodesProps extends Omit<CodeProps, 'value' | 'onChange'> {
  value: string[];
  onChange: (codes: string[]) => void;
}

/** Several procedure codes (a package, a per-hour group): Enter, comma or space after each. */
export function ProcedureCodesInput({ label, value, onChange, editionId, error, isReadOnly }: CodesProps) {
  const [search, setSearch] = useState('');
  const { codes, renderOption } = useCodeOptions(editionId, isReadOnly ? '' : search);
  return (
    <TagsInput
      label={label}
      description={isReadOnly ? undefined : t.codesHint}
      value={value}
      onChange={(next) => onChange(next.map((code) => code.trim()).filter(Boolean))}
      searchValue={search}
      onSearchChange={setSearch}
      data={codes.filter((code) => !value.includes(code))}
      filter={keepAll}
      renderOption={renderOption}
      splitChars={[',', ' ', ';']}
      error={error}
      readOnly={isReadOnly}
      clearable={false}
    />
  );
}
