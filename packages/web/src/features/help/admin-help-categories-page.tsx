import { adminHelpRoutes, fmt, type HelpCategory } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { HelpCategoryForm } from './help-category-form';
import { useHelpCategories, useRefreshHelp } from './use-help';

/**
 * /admin/HelpCategories (platform.md §2; decision 056): the subjects of the FAQ and help, in
 * their order, with their articles counted. A category with articles is not removed (the
 * server says how many).
 */
export function AdminHelpCategoriesPage() {
  const query = useHelpCategories();
  const refresh = useRefreshHelp();
  const [editing, setEditing] = useState<{ category: HelpCategory | null } | null>(null);
  const [removing, setRemoving] = useState<HelpCategory | null>(null);
  const title = editing?.category ? t.editCategory : t.newCategory;

  async function remove(category: HelpCategory) {
    try {
      await call(adminHelpRoutes.removeCategory, { params: { id: category.id } });
      toast.success(t.categoryRemoved);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const columns: RecordColumn<HelpCategory>[] = [
    { header: t.name, cell: (c) => c.name },
    { header: t.position, cell: (c) => c.position, align: 'right' },
    { header: t.articleCount, cell: (c) => c.articleCount, align: 'right' },
    {
      header: t.actions,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({ category: c })}
            aria-label={fmt(t.editCategoryLabel, { name: c.name })}
          >
            {t.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setRemoving(c)}
            aria-label={fmt(t.removeCategoryLabel, { name: c.name })}
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
          <Title order={1}>{t.categoriesTitle}</Title>
          <Text c="dimmed">{t.categoriesHint}</Text>
        </div>
        <Button onClick={() => setEditing({ category: null })}>{t.newCategory}</Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.categoriesTitle}
            empty={t.noCategories}
            minWidth={640}
          />
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} centered>
        {editing && (
          <HelpCategoryForm
            saved={editing.category}
            title={title}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        title={removing ? fmt(t.removeCategoryLabel, { name: removing.name }) : null}
        message={removing ? fmt(t.removeCategoryConfirm, { name: removing.name }) : ''}
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
