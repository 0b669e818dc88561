import { messages, type RouteDef } from '@honora/contract';
import { formatDateTime, type CompanyModule } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { useCan } from '../auth/use-can';
import { toast, toastError } from '../notify/toast';
import { ConfirmModal } from '../ui/confirm-modal';

const record = messages.screens.registry.record;

interface RegistryRecord {
  id: string;
  companyId: string;
  createdAt: string;
  updatedAt: string | null;
  deletedAt: string | null;
}

/**
 * Whether the session may change a registry record (docs/decisions/013-registries.md): a new
 * one, its own company's, or a filial's when it works in the matriz and manages filiais. A
 * filial only reads its matriz's records; the server refuses anyway.
 */
export function useMayChange(companyId: string | null, module: CompanyModule) {
  const company = useSession()?.company;
  const can = useCan();
  const isWritable =
    companyId === null || companyId === company?.id || (company?.isMatriz === true && can(module, 'managerFiliais'));
  return { isWritable, mayChange: (action: 'write' | 'rm') => isWritable && can(module, action) };
}

interface RegistryRecordViewProps<T extends RegistryRecord> {
  record: T;
  title: string;
  module: CompanyModule;
  removeRoute: RouteDef;
  restoreRoute: RouteDef;
  /** Lists, caches and the record are read again after a delete or restore. */
  onChanged: () => Promise<unknown>;
  /** Shown when the record belongs to a company the session only reads. */
  readOnlyHint: string;
  restoreConfirm: string;
  /** Shown while the record is deleted (e.g. since when). */
  deletedAlert?: string;
  /** The form, read-only when the record is deleted or the session may not change it. */
  children: (isReadOnly: boolean) => ReactNode;
}

/** An existing registry record: title, deleted badge, delete / restore after a question, the form and its dates. */
export function RegistryRecordView<T extends RegistryRecord>(props: RegistryRecordViewProps<T>) {
  const { record: current } = props;
  const { isWritable, mayChange } = useMayChange(current.companyId, props.module);
  const [asking, setAsking] = useState<'remove' | 'restore' | null>(null);
  const isDeleted = current.deletedAt !== null;

  async function change(action: 'remove' | 'restore') {
    try {
      await call(action === 'remove' ? props.removeRoute : props.restoreRoute, { params: { id: current.id } as never });
      toast.success(action === 'remove' ? record.removed : record.restored);
    } catch (error) {
      toastError(error);
    }
    await props.onChanged();
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Title order={1}>{props.title}</Title>
          {isDeleted && (
            <Badge color="gray" variant="light">
              {record.deletedBadge}
            </Badge>
          )}
        </Group>
        {mayChange('rm') &&
          (isDeleted ? (
            <Button variant="light" onClick={() => setAsking('restore')}>
              {record.restore}
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setAsking('remove')}>
              {record.remove}
            </Button>
          ))}
      </Group>
      {isDeleted && props.deletedAlert && <Alert color="yellow">{props.deletedAlert}</Alert>}
      {!isWritable && <Alert color="blue">{props.readOnlyHint}</Alert>}
      <Paper withBorder p="lg">
        {props.children(isDeleted || !mayChange('write'))}
      </Paper>
      <Text size="xs" c="dimmed">
        {`${record.createdAt} ${formatDateTime(current.createdAt)}`}
        {current.updatedAt ? ` · ${record.updatedAt} ${formatDateTime(current.updatedAt)}` : ''}
      </Text>
      <ConfirmModal
        title={asking === 'remove' ? record.remove : asking === 'restore' ? record.restore : null}
        message={asking === 'remove' ? record.removeConfirm : props.restoreConfirm}
        confirmLabel={asking === 'remove' ? record.remove : record.restore}
        color={asking === 'remove' ? 'red' : 'blue'}
        onConfirm={() => change(asking!)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
