import { adminReleaseRoutes, fmt, type Release } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { formatDate } from '@honora/domain/format/format';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useAdminReleases, useRefreshReleases } from '../../shared/app-version/use-releases';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { ReleaseForm } from './release-form';

/** What the form edits: a new release, or a saved one. */
type Editing = { release: Release | null } | null;

/**
 * /admin/Releases (platform.md §2; decision 055): every release, drafts too, newest build first;
 * "Nova versão", "Editar" (publish or unpublish there) and "Excluir" with a confirmation.
 */
export function ReleasesPage() {
  const query = useAdminReleases();
  const refresh = useRefreshReleases();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Release | null>(null);
  const title = editing?.release ? t.editRelease : t.newRelease;

  async function remove(release: Release) {
    try {
      await call(adminReleaseRoutes.remove, { params: { id: release.id } });
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const columns: RecordColumn<Release>[] = [
    { header: t.version, cell: (r) => r.version },
    { header: t.buildNumber, align: 'right', cell: (r) => r.buildNumber },
    { header: t.releasedOn, cell: (r) => formatDate(r.releasedOn) },
    {
      header: t.status,
      cell: (r) => (
        <Badge color={r.published ? 'green' : 'gray'} variant="light">
          {r.published ? t.published : t.draft}
        </Badge>
      ),
    },
    {
      header: t.actions,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({ release: r })}
            aria-label={fmt(t.editLabel, { version: r.version })}
          >
            {t.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setRemoving(r)}
            aria-label={fmt(t.removeLabel, { version: r.version })}
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
          <Title order={1}>{t.releasesTitle}</Title>
          <Text c="dimmed">{t.releasesHint}</Text>
        </div>
        <Button onClick={() => setEditing({ release: null })}>{t.newRelease}</Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.releasesTitle}
            empty={t.noReleases}
            minWidth={720}
          />
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} size="xl" centered>
        {editing && (
          <ReleaseForm
            saved={editing.release}
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
        title={removing ? fmt(t.removeLabel, { version: removing.version }) : null}
        message={
          removing ? fmt(t.removeConfirm, { version: removing.version, build: String(removing.buildNumber) }) : ''
        }
        confirmLabel={t.remove}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
