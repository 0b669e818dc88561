import { messages, type RouteDef } from '@honora/contract';
import { billingSettingsModule } from '@honora/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { RegistryRecordView } from '../registry/record-view';
import { QueryState } from '../ui/query-state';

const record = messages.screens.registry.record;

/**
 * What the billing-settings screens (custom fields, financial item groups, spreadsheet
 * configurations) share: every one is a setting of the billing module (the billing profiles'),
 * listed, opened at `<list>/{id}` (a new one at `<list>/new`), changed, deleted and restored the same way.
 */
export const SETTINGS_MODULE = billingSettingsModule;
export const NEW_RECORD = 'new';

interface SettingsRecord {
  id: string;
  companyId: string;
  createdAt: string;
  updatedAt: string | null;
  deletedAt: string | null;
}

/** One record by id, cached under the screen's key and the selected company. */
export function useSettingsRecord<T>(queryKey: string, route: RouteDef, id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [queryKey, companyId, 'one', id],
    queryFn: ({ signal }) => call(route, { params: { id } as never, signal }) as Promise<T>,
  });
}

/** After a change the screen's lists and records are read again. */
export function useRefreshSettings(queryKey: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [queryKey] }), [queryClient, queryKey]);
}

interface FrameProps {
  onBack: () => void;
  children: ReactNode;
}

/** The detail screen's frame: the way back to the list, then the record (or the new one). */
export function SettingsDetailFrame({ onBack, children }: FrameProps) {
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {record.back}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

/** A new record: its title and the empty form. */
export function NewSettingsRecord({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        {children}
      </Paper>
    </Stack>
  );
}

interface ViewProps<T extends SettingsRecord> {
  record: T;
  title: string;
  removeRoute: RouteDef;
  restoreRoute: RouteDef;
  queryKey: string;
  /** The form, read-only when the record is deleted or the session may not change it. */
  children: (isReadOnly: boolean) => ReactNode;
}

/** An existing setting: the registry record view with the settings module and texts. */
export function SettingsRecordView<T extends SettingsRecord>(props: ViewProps<T>) {
  const refresh = useRefreshSettings(props.queryKey);
  return (
    <RegistryRecordView
      record={props.record}
      title={props.title}
      module={SETTINGS_MODULE}
      removeRoute={props.removeRoute}
      restoreRoute={props.restoreRoute}
      onChanged={refresh}
      readOnlyHint={messages.screens.billingSettings.readOnly}
      restoreConfirm={messages.screens.billingSettings.restoreConfirm}
    >
      {props.children}
    </RegistryRecordView>
  );
}

/** A record by id through the query states, then its view. */
export function ExistingSettingsRecord<T>({
  query,
  children,
}: {
  query: ReturnType<typeof useSettingsRecord<T>>;
  children: (value: T) => ReactNode;
}) {
  return <QueryState query={query}>{children}</QueryState>;
}
