import { messages } from '@honora/contract';
import { statementsScreenMessages } from '@honora/contract/screen-texts/statements';
import { Center, Fieldset, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { FormErrors } from '../../shared/forms/form-errors';
import {
  COLUMN_FIELDS,
  HEADER_BYTES,
  REQUIRED_COLUMNS,
  headerCells,
  initialColumns,
  isCsvName,
  isSpreadsheetName,
  type ColumnField,
  type ColumnsDraft,
} from './statement-columns-logic';
import { useStatementColumns } from './use-statements';

const s = messages.screens.appeals.statements;
const u = statementsScreenMessages.upload;

/** A CSV's header cells read in the browser (its first bytes only): undefined while reading, null for other files. */
function useCsvHeaders(file: File | null): readonly string[] | null | undefined {
  const [read, setRead] = useState<{ file: File; headers: string[] | null } | null>(null);
  const isCsv = file !== null && isCsvName(file.name);
  useEffect(() => {
    if (!file || !isCsv) return;
    let isLive = true;
    file
      .slice(0, HEADER_BYTES)
      .arrayBuffer()
      .then((buffer) => headerCells(new Uint8Array(buffer), file.size <= HEADER_BYTES))
      .catch(() => [])
      .then((cells) => {
        if (isLive) setRead({ file, headers: cells.length > 0 ? cells : null });
      });
    return () => {
      isLive = false;
    };
  }, [file, isCsv]);
  if (!isCsv) return null;
  return read?.file === file ? read.headers : undefined;
}

export interface ColumnsState {
  /** The file is a CSV or XLSX: the form asks its columns. */
  isSheet: boolean;
  isLoading: boolean;
  /** The CSV's header cells, offered in a select; null when the columns are typed. */
  headers: readonly string[] | null;
  draft: ColumnsDraft;
  setField: (field: ColumnField, text: string) => void;
}

/**
 * The mapping of the chosen spreadsheet: prefilled from the insurer's last one (GET
 * /api/statements/columns) and the CSV's header; what the user changes is kept — also for a
 * file chosen again with the same header — until the insurer's mapping or the header differs,
 * which prefills it again.
 */
export function useColumnsDraft(insurerId: string, file: File | null): ColumnsState {
  const isSheet = file !== null && isSpreadsheetName(file.name);
  const saved = useStatementColumns(insurerId, isSheet);
  const read = useCsvHeaders(file);
  const savedColumns = saved.data?.columns ?? null;
  const headers = read ?? null;
  const initial = useMemo(() => initialColumns(savedColumns, headers), [savedColumns, headers]);
  const basis = JSON.stringify([savedColumns, headers]);
  const [edit, setEdit] = useState<{ basis: string; draft: ColumnsDraft } | null>(null);
  const draft = edit && edit.basis === basis ? edit.draft : initial;
  return {
    isSheet,
    isLoading: isSheet && ((insurerId !== '' && saved.isPending) || read === undefined),
    headers,
    draft,
    setField: (field, text) => setEdit({ basis, draft: { ...draft, [field]: text } }),
  };
}

interface Props {
  state: ColumnsState;
  /** The form's errors: `columns` (none given) and `columns.<field>`. */
  errors: FormErrors;
}

/** One input per field of the spreadsheet: a select of the CSV's header cells, or the header typed (XLSX). */
export function StatementColumnsFields({ state, errors }: Props) {
  if (state.isLoading) {
    return (
      <Center role="status">
        <Loader size="sm" aria-label={messages.ui.loading} />
      </Center>
    );
  }
  return (
    <Fieldset legend={u.columns} data-columns>
      <Text size="sm" c="dimmed" mb="xs">
        {u.columnsHint}
      </Text>
      {errors.columns && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {errors.columns}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {COLUMN_FIELDS.map((field) => {
          const common = {
            label: s.fields[field],
            required: REQUIRED_COLUMNS.has(field),
            error: errors[`columns.${field}`],
          };
          return state.headers ? (
            <Select
              key={field}
              {...common}
              data={[...state.headers]}
              value={state.draft[field] || null}
              onChange={(value) => state.setField(field, value ?? '')}
              clearable
              searchable
              allowDeselect={false}
            />
          ) : (
            <TextInput
              key={field}
              {...common}
              value={state.draft[field]}
              maxLength={100}
              onChange={(event) => state.setField(field, event.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
