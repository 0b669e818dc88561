import { messages, type RouteDef } from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { useCan } from '../auth/use-can';
import { useRecordRoute } from '../routing/use-record-route';
import { QueryState } from '../ui/query-state';
import { RegistryHistory } from './registry-history';

const t = messages.screens.registry.record;

/** The id a registry screen opens to create a record (`<list>/new`). */
export const NEW_RECORD_ID = 'new';

interface LoadedRecord {
  id: string;
  createdAt: string;
  updatedAt: string | null;
}

interface RegistryScreenProps<T extends LoadedRecord> {
  /** The registry's module: `write` on it shows the list's create button. */
  module: CompanyModule;
  /** Query-cache key of the registry (its list uses the same), e.g. 'hospitals'. */
  queryKey: string;
  /** GET one route (`params: { id }`). */
  getRoute: RouteDef;
  /** The list; `onCreate` is undefined when the session may not create. */
  list: (actions: { onOpen: (row: { id: string }) => void; onCreate: (() => void) | undefined }) => ReactNode;
  /** The record's form (null for a new one); `onSaved` opens the saved record. */
  form: (record: T | null, onSaved: (id: string) => void) => ReactNode;
  /** The history tab of an existing record: its GET history route and its table in the change log. */
  history?: { route: RouteDef; table: string };
}

/**
 * A registry screen at `<list>` and `<list>/{id}` (billing.md §2: `<registry>/{id}`, `new` to
 * create): the list, or one record with the way back to the list. The record's form is mounted
 * again whenever the record changes on the server, so it starts from what was saved.
 */
export function RegistryScreen<T extends LoadedRecord>(props: RegistryScreenProps<T>) {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id) {
    return <RegistryDetail key={id} id={id} onBack={() => open(null)} onSaved={(saved) => open(saved)} {...props} />;
  }
  return props.list({
    onOpen: (row) => open(row.id),
    onCreate: can(props.module, 'write') ? () => open(NEW_RECORD_ID) : undefined,
  });
}

interface DetailProps<T extends LoadedRecord> extends RegistryScreenProps<T> {
  id: string;
  onBack: () => void;
  onSaved: (id: string) => void;
}

function RegistryDetail<T extends LoadedRecord>(props: DetailProps<T>) {
  const { id, onBack, onSaved, queryKey, getRoute, form, history } = props;
  const companyId = useSession()?.company?.id;
  const isNew = id === NEW_RECORD_ID;
  const query = useQuery({
    queryKey: [queryKey, companyId, 'one', id],
    queryFn: ({ signal }) => call(getRoute, { params: { id } as never, signal }) as Promise<T>,
    enabled: !isNew,
  });
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      {isNew ? (
        form(null, onSaved)
      ) : (
        <QueryState query={query}>
          {(record) => {
            const content = <Keyed key={record.updatedAt ?? record.createdAt}>{form(record, onSaved)}</Keyed>;
            return history ? (
              <RecordTabs id={id} queryKey={queryKey} history={history}>
                {content}
              </RecordTabs>
            ) : (
              content
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}

interface RecordTabsProps {
  id: string;
  queryKey: string;
  history: { route: RouteDef; table: string };
  children: ReactNode;
}

/** The record's data (its form) and, in a second tab read when opened, its history. */
function RecordTabs({ id, queryKey, history, children }: RecordTabsProps) {
  const [tab, setTab] = useState<string | null>('data');
  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="data">{t.dataTab}</Tabs.Tab>
        <Tabs.Tab value="history">{t.historyTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="data" pt="md">
        {children}
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        {tab === 'history' && (
          <RegistryHistory route={history.route} table={history.table} queryKey={queryKey} id={id} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** A boundary whose key remounts the form (and its state) when the saved record changes. */
function Keyed({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
