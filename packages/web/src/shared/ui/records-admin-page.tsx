import { Button, Group, Modal, type ModalProps, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast, toastError } from '../notify/toast';
import { ConfirmModal } from './confirm-modal';
import { QueryState } from './query-state';
import { RecordsTable, type RecordColumn } from './records-table';

/** What the page's form is given: the record being edited (null for a new one) and its title. */
export interface RecordFormSlot<T> {
  saved: T | null;
  title: string;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}

/** The words of one records page, from its screen's catalog. */
export interface RecordsAdminTexts<T> {
  title: string;
  hint: string;
  empty: string;
  newRecord: string;
  editRecord: string;
  actions: string;
  edit: string;
  remove: string;
  removed: string;
  /** The accessible names of the row's buttons, naming the row ("Editar a versão 3.12.79"). */
  editLabel: (row: T) => string;
  removeLabel: (row: T) => string;
  removeConfirm: (row: T) => string;
}

interface RecordsAdminPageProps<T extends { id: string }> {
  texts: RecordsAdminTexts<T>;
  query: UseQueryResult<{ items: T[] }, Error>;
  /** The record's own columns; the actions column (Editar, Excluir) is added after them. */
  columns: RecordColumn<T>[];
  minWidth: number;
  modalSize?: ModalProps['size'];
  form: (slot: RecordFormSlot<T>) => ReactNode;
  /** Removes the record on the server; the page then says so and refreshes. */
  onRemove: (row: T) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** Filters shown above the list, and the rows they keep. */
  toolbar?: ReactNode;
  keepRow?: (row: T) => boolean;
  /** Row buttons of the page's own, given how to open the editor and the removal. */
  rowActions?: (row: T, open: { edit: (row: T) => void; remove: (row: T) => void }) => ReactNode;
  /** False while a record cannot be created yet (an article needs a category first). */
  canCreate?: boolean;
}

/**
 * The administrators' page of a small list of records (releases, help categories, post
 * categories…): the list, "Novo…", "Editar" in a modal and "Excluir" after a confirmation.
 */
export function RecordsAdminPage<T extends { id: string }>(props: RecordsAdminPageProps<T>) {
  const { texts: t, query, refresh } = props;
  const [editing, setEditing] = useState<{ saved: T | null } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const title = editing?.saved ? t.editRecord : t.newRecord;

  async function remove(row: T) {
    try {
      await props.onRemove(row);
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const columns: RecordColumn<T>[] = [
    ...props.columns,
    {
      header: t.actions,
      cell: (row) =>
        props.rowActions?.(row, { edit: (saved) => setEditing({ saved }), remove: setRemoving }) ?? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setEditing({ saved: row })} aria-label={t.editLabel(row)}>
              {t.edit}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setRemoving(row)}
              aria-label={t.removeLabel(row)}
            >
              {t.remove}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Button onClick={() => setEditing({ saved: null })} disabled={props.canCreate === false}>
          {t.newRecord}
        </Button>
      </Group>
      {props.toolbar}
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={props.keepRow ? data.items.filter(props.keepRow) : data.items}
            columns={columns}
            label={t.title}
            empty={t.empty}
            minWidth={props.minWidth}
          />
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} size={props.modalSize} centered>
        {editing &&
          props.form({
            saved: editing.saved,
            title,
            onCancel: () => setEditing(null),
            onSaved: async () => {
              setEditing(null);
              await refresh();
            },
          })}
      </Modal>
      <ConfirmModal
        title={removing ? t.removeLabel(removing) : null}
        message={removing ? t.removeConfirm(removing) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
