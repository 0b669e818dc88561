import { fmt, type AdminSavedQuery } from '@honora/contract';
import { adminQueryScreenMessages as t } from '@honora/contract/screen-texts/admin-query';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { toast, toastError } from '../../shared/notify/toast';
import { NameModal } from './name-modal';
import { useSavedQueries, useSavedQueryActions } from './use-admin-query';

/** The saved queries (decision 061): open one into the editor, rename it, delete it after a confirmation. */
export function SavedQueries({ onLoad }: { onLoad: (query: AdminSavedQuery) => void }) {
  const query = useSavedQueries();
  const actions = useSavedQueryActions();
  const [renaming, setRenaming] = useState<AdminSavedQuery | null>(null);
  const [removing, setRemoving] = useState<AdminSavedQuery | null>(null);
  return (
    <section aria-labelledby="admin-query-saved">
      <Title order={2} size="h4" id="admin-query-saved" mb="xs">
        {t.savedTitle}
      </Title>
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">{t.noSaved}</Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((item) => (
                <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text truncate title={item.name}>
                    {item.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={fmt(t.loadLabel, { name: item.name })}
                      onClick={() => onLoad(item)}
                    >
                      {t.load}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={fmt(t.renameLabel, { name: item.name })}
                      onClick={() => setRenaming(item)}
                    >
                      {t.rename}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={fmt(t.removeLabel, { name: item.name })}
                      onClick={() => setRemoving(item)}
                    >
                      {t.remove}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryState>
      <NameModal
        title={renaming ? t.renameTitle : null}
        initialName={renaming?.name ?? ''}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await actions.save(renaming!.id, { name, sql: renaming!.sql });
          toast.success(t.renamed);
        }}
      />
      <ConfirmModal
        title={removing ? t.removeTitle : null}
        message={removing ? fmt(t.removeConfirm, { name: removing.name }) : ''}
        confirmLabel={t.remove}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await actions.remove(removing!.id);
            toast.success(t.removed);
          } catch (error) {
            toastError(error);
          }
        }}
      />
    </section>
  );
}
