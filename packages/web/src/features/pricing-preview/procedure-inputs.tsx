import { messages, PROPORTION_VALUES, TECHNIQUE_VALUES, fmt } from '@honora/contract';
import type { Proportion, Technique } from '@honora/domain';
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import type { PreviewProcedure } from './preview-model';

const t = messages.screens.pricing;

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
            aria-label={fmt(t.fields.remove, { code: p.code })}
            onClick={() => onRemove(p.rowId)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
