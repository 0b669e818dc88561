import { ActionIcon, Button, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '../../shared/forms/form-errors';
import { newRowId, type MapRow } from './insurer-form-model';

interface Props {
  rows: readonly MapRow[];
  onChange: (rows: MapRow[]) => void;
  /** Contract path of the map ("xmlFields.Honorario"): errors under it are shown by row. */
  path: string;
  errors: FormErrors;
  keyLabel: string;
  valueLabel: string;
  addLabel: string;
  removeLabel: (key: string) => string;
  empty: string;
  isReadOnly: boolean;
  /** A closed list of keys (with labels) instead of free text. */
  keyOptions?: { value: string; label: string }[];
}

/** Edits a map of text → text as rows (XML fields, guide data replacements, custom field values). */
export function MapRowsEditor(props: Props) {
  const { rows, onChange, path, errors, isReadOnly } = props;
  const update = (rowId: string, change: Partial<MapRow>) =>
    onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)));
  const mapError = errors[path];
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {rows.map((row, index) => {
        const keyLabel = `${props.keyLabel} ${index + 1}`;
        const valueLabel = `${props.valueLabel} ${index + 1}`;
        const rowError = errors[`${path}.${row.key.trim()}`];
        return (
          <Grid key={row.rowId} align="flex-end">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              {props.keyOptions ? (
                <Select
                  aria-label={keyLabel}
                  data={props.keyOptions}
                  value={row.key || null}
                  onChange={(value) => update(row.rowId, { key: value ?? '' })}
                  readOnly={isReadOnly}
                  searchable
                />
              ) : (
                <TextInput
                  aria-label={keyLabel}
                  value={row.key}
                  onChange={(event) => update(row.rowId, { key: event.currentTarget.value })}
                  readOnly={isReadOnly}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 6 }}>
              <TextInput
                aria-label={valueLabel}
                value={row.value}
                error={rowError}
                onChange={(event) => update(row.rowId, { value: event.currentTarget.value })}
                readOnly={isReadOnly}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, sm: 1 }}>
              {!isReadOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={props.removeLabel(row.key || String(index + 1))}
                  onClick={() => onChange(rows.filter((other) => other.rowId !== row.rowId))}
                >
                  ×
                </ActionIcon>
              )}
            </Grid.Col>
          </Grid>
        );
      })}
      {mapError && (
        <Text size="sm" c="red" role="alert">
          {mapError}
        </Text>
      )}
      {!isReadOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => onChange([...rows, { rowId: newRowId(), key: '', value: '' }])}
        >
          {props.addLabel}
        </Button>
      )}
    </Stack>
  );
}
