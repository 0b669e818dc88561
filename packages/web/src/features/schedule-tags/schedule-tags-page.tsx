import { fmt, scheduleTagRoutes, type ScheduleTag, type ScheduleTags } from '@honora/contract';
import { scheduleTagsScreenMessages as t } from '@honora/contract/screen-texts/schedule-tags';
import type { CompanyModule } from '@honora/domain';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { ScheduleTagForm } from './schedule-tag-form';
import { ScheduleTagsTable } from './schedule-tags-table';
import { useRefreshScheduleTags, useScheduleTags } from './use-schedule-tags';

/** platform.md §6: the schedule's registries (limits, tags) are the module schedule's (decision 044). */
const MODULE: CompanyModule = 'schedule';

/** The dialog is open for a new tag (null) or for one tag; closed when undefined. */
type Editing = ScheduleTag | null | undefined;

/**
 * /client/TagsSchedule (platform.md §2; decision 044): the group's tags — the doctors'
 * competences a line of the on-call roster may ask for — made and changed in a dialog (module
 * schedule, write), removed after a question (rm) while no line asks for them.
 */
export function ScheduleTagsPage() {
  const query = useScheduleTags();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={query}>{(data) => <TagsView data={data} />}</QueryState>
    </Stack>
  );
}

function TagsView({ data }: { data: ScheduleTags }) {
  const can = useCan();
  const refresh = useRefreshScheduleTags();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<ScheduleTag | null>(null);
  const canWrite = can(MODULE, 'write');

  async function remove(tag: ScheduleTag) {
    try {
      await call(scheduleTagRoutes.remove, { params: { id: tag.id } });
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <ScheduleTagsTable
        tags={data.items}
        canEdit={canWrite}
        canRemove={can(MODULE, 'rm')}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? fmt(t.editTitle, { name: editing.name }) : t.newTitle}
        size="lg"
        centered
      >
        {editing !== undefined && (
          <ScheduleTagForm
            key={editing?.id ?? 'new'}
            tag={editing}
            doctors={data.doctors}
            onCancel={() => setEditing(undefined)}
            onSaved={async () => {
              setEditing(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        title={removing ? t.remove : null}
        message={removing ? fmt(t.removeConfirm, { name: removing.name }) : ''}
        confirmLabel={t.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
