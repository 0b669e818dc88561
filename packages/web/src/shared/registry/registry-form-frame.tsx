import { messages, type RouteDef } from '@honora/contract';
import { formatDateTime, type CompanyModule } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { useCan } from '../auth/use-can';
import { toast, toastError } from '../notify/toast';
import { ConfirmModal } from '../ui/confirm-modal';
import { useRefreshSyncedRegistry } from './use-synced-registry';

const r = messages.screens.registry.record;

interface FramedRecord {
  id: string;
  companyId: string;
  createdAt: string;
  updatedAt: string | null;
  deletedAt?: string | null;
}

/**
 * How the session stands on a registry record: another company's record (a filial reading its
 * matriz's, docs/decisions/013-registries.md) is only read; a deleted one is read until restored.
 */
export function useRegistryAccess(record: FramedRecord | null, module: CompanyModule) {
  const company = useSession()?.company;
  const can = useCan();
  const isOtherCompany = record !== null && record.companyId !== company?.id && !company?.isMatriz;
  const isDeleted = record?.deletedAt != null;
  return {
    isOtherCompany,
    isDeleted,
    isReadOnly: !can(module, 'write') || isOtherCompany || isDeleted,
    canRemove: record !== null && can(module, 'rm') && !isOtherCompany,
  };
}

/** After a save, delete or restore: the registry's lists and records, and its synced cache, are read again. */
export function useRefreshRegistry(queryKey: string) {
  const queryClient = useQueryClient();
  const refreshCache = useRefreshSyncedRegistry(queryKey);
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [queryKey] });
    await refreshCache();
  };
}

/**
 * The save of a registry form: while it runs the button waits; once saved the registry is read
 * again and the saved record opened; a refusal goes to the form (under its field, or as a toast).
 */
export function useRegistrySave(queryKey: string, onSaved: (id: string) => void) {
  const refresh = useRefreshRegistry(queryKey);
  const [isSaving, setIsSaving] = useState(false);
  async function save(write: () => Promise<{ id: string }>, showError: (error: unknown) => void) {
    setIsSaving(true);
    try {
      const saved = await write();
      toast.success(r.saved);
      await refresh();
      onSaved(saved.id);
    } catch (error) {
      showError(error);
    } finally {
      setIsSaving(false);
    }
  }
  return { isSaving, save, refresh };
}

interface RegistryFormFrameProps {
  record: FramedRecord | null;
  module: CompanyModule;
  /** The record's name, or the new record's title. */
  title: string;
  /** Badges beside the title besides the deleted one (e.g. resident). */
  badges?: ReactNode;
  /** Shown when the record is another company's. */
  readOnlyHint: string;
  /** More notices under the title. */
  alerts?: ReactNode;
  /** The delete and restore routes; a registry without them is deactivated, never deleted (no deleted badge). */
  removal?: { removeRoute: RouteDef; restoreRoute: RouteDef; onChanged: () => Promise<unknown> };
  /** The form. */
  children: ReactNode;
}

/**
 * The record part every registry form shares: title and badges, delete (after a question) or
 * restore, the other-company notice, the dates, then the form in its panel.
 */
export function RegistryFormFrame(props: RegistryFormFrameProps) {
  const { record, removal } = props;
  const { isOtherCompany, isDeleted, canRemove } = useRegistryAccess(record, props.module);
  const [isAsking, setIsAsking] = useState(false);

  async function setDeleted(deleted: boolean) {
    if (!record || !removal) return;
    try {
      await call(deleted ? removal.removeRoute : removal.restoreRoute, { params: { id: record.id } as never });
      toast.success(deleted ? r.removed : r.restored);
      await removal.onChanged();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Title order={1}>{props.title}</Title>
          {removal && isDeleted && (
            <Badge color="gray" variant="light">
              {r.deletedBadge}
            </Badge>
          )}
          {props.badges}
        </Group>
        {removal &&
          canRemove &&
          (isDeleted ? (
            <Button variant="light" onClick={() => void setDeleted(false)}>
              {r.restore}
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setIsAsking(true)}>
              {r.remove}
            </Button>
          ))}
      </Group>
      {isOtherCompany && <Alert color="blue">{props.readOnlyHint}</Alert>}
      {props.alerts}
      {record && (
        <Text c="dimmed" size="sm">
          {r.createdAt} {formatDateTime(record.createdAt)}
          {record.updatedAt ? ` · ${r.updatedAt} ${formatDateTime(record.updatedAt)}` : ''}
        </Text>
      )}
      <Paper withBorder p="lg">
        {props.children}
      </Paper>
      {removal && (
        <ConfirmModal
          title={isAsking ? r.remove : null}
          message={r.removeConfirm}
          confirmLabel={r.remove}
          onConfirm={() => setDeleted(true)}
          onClose={() => setIsAsking(false)}
        />
      )}
    </Stack>
  );
}

/** The fields of a form, disabled together while it is read only. */
export function FormFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

/** The save button, only when the form may be saved. */
export function SaveButton({ isReadOnly, isSaving }: { isReadOnly: boolean; isSaving: boolean }) {
  if (isReadOnly) return null;
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={isSaving}>
        {r.save}
      </Button>
    </Group>
  );
}
