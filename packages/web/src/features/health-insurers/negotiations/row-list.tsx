import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { fmt } from '@honora/contract';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const p = negotiationScreenMessages.procedures;

interface Props<T extends { rowId: string }> {
  legend: string;
  hint?: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  newRow: () => T;
  /** Accessible name of the add button ("Adicionar procedimento próprio"). */
  addLabel: string;
  /** A message about the whole list (a duplicate code, too many items). */
  listError?: string | undefined;
  isReadOnly: boolean;
  /** The inputs of one row; `n` counts from 1 and names the inputs ("Código 1"). */
  renderRow: (row: T, n: number, update: (change: Partial<T>) => void) => ReactNode;
}

/** An editable list of a negotiation (custom procedures, packages, team…): rows with add and remove. */
export function RowList<T extends { rowId: string }>(props: Props<T>) {
  const { rows, onChange, isReadOnly } = props;
  const update = (rowId: string) => (change: Partial<T>) =>
    onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  return (
    <Fieldset legend={props.legend}>
      <Stack gap="xs">
        {props.hint && (
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
        )}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {p.none}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.rowId} align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ flex: 1 }}>{props.renderRow(row, index + 1, update(row.rowId))}</div>
            {!isReadOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={fmt(p.remove, { n: index + 1 })}
                onClick={() => onChange(rows.filter((other) => other.rowId !== row.rowId))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {props.listError && (
          <Text size="sm" c="red" role="alert">
            {props.listError}
          </Text>
        )}
        {!isReadOnly && (
          <Button variant="light" size="xs" w="fit-content" onClick={() => onChange([...rows, props.newRow()])}>
            {props.addLabel}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
