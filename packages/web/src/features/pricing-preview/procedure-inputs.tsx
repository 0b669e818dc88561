import { messages, PROPORTION_VALUES, TECHNIQUE_VALUES, type PricingContextView } from '@honora/contract';
import { matchesSearch, type Proportion, type Technique } from '@honora/domain';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { PreviewProcedure } from './preview-model';
import { useProcedureOptions, type ProcedureOption } from './use-pricing-preview';

const t = messages.screens.pricing;

/** Search the negotiation's table and its own procedures; choosing one adds it to the event. */
export function ProcedurePicker({
  view,
  onAdd,
  disabled,
}: {
  view: PricingContextView | undefined;
  onAdd: (option: ProcedureOption) => void;
  disabled: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { options } = useProcedureOptions(view, debounced);
  return (
    <Select
      name="procedure"
      label={t.fields.procedure}
      placeholder={t.fields.procedurePlaceholder}
      searchable
      disabled={disabled}
      data={options}
      value={null}
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

const proportionOptions = PROPORTION_VALUES.map((value) => ({ value, label: t.proportions[value] }));
const techniqueOptions = TECHNIQUE_VALUES.map((value) => ({ value, label: t.techniques[value] }));

/** The chosen procedures, each with its proportion (100/70/50) and technique, and a remove button. */
export function ChosenProcedures({
  procedures,
  onChange,
  onRemove,
}: {
  procedures: readonly PreviewProcedure[];
  onChange: (rowId: string, patch: Partial<PreviewProcedure>) => void;
  onRemove: (rowId: string) => void;
}) {
  return (
    <Stack gap="xs">
      {procedures.map((p) => (
        <Group key={p.rowId} gap="sm" wrap="nowrap" align="end">
          <Text size="sm" style={{ flex: 1 }} truncate="end" title={p.label}>
            {p.label}
          </Text>
          <Select
            aria-label={`${t.fields.proportion} ${p.code}`}
            size="xs"
            w={100}
            allowDeselect={false}
            data={proportionOptions}
            value={p.proportion}
            onChange={(value) => value && onChange(p.rowId, { proportion: value as Proportion })}
          />
          <Select
            aria-label={`${t.fields.technique} ${p.code}`}
            size="xs"
            w={140}
            allowDeselect={false}
            data={techniqueOptions}
            value={p.technique}
            onChange={(value) => value && onChange(p.rowId, { technique: value as Technique })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t.fields.remove(p.code)}
            onClick={() => onRemove(p.rowId)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
