import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { healthInsurerRoutes, messages, type HealthInsurer, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { InsurerForm } from './insurer-form';
import { useInsurer, useRefreshInsurers } from './use-insurers';
import { RegistryRecordView } from '../../shared/registry/record-view';

const t = healthInsurersMessages;
const record = messages.screens.registry.record;

interface Props {
  /** An insurer's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One insurer (or a new one): the tabbed form, delete and restore. */
export function InsurerDetail({ id, onBack, onCreated }: Props) {
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {record.back}
        </Button>
      </Group>
      {id ? <ExistingInsurer id={id} /> : <NewInsurer onCreated={onCreated} />}
    </Stack>
  );
}

function NewInsurer({ onCreated }: { onCreated: (id: string) => void }) {
  const refresh = useRefreshInsurers();
  return (
    <Stack>
      <Title order={1}>{t.newTitle}</Title>
      <Paper withBorder p="lg">
        <InsurerForm
          insurer={null}
          isReadOnly={false}
          onSaved={async (saved) => {
            await refresh();
            onCreated(saved.id);
          }}
        />
      </Paper>
    </Stack>
  );
}

function ExistingInsurer({ id }: { id: string }) {
  const query = useInsurer(id);
  return <QueryState query={query}>{(insurer) => <InsurerView insurer={insurer} />}</QueryState>;
}

function InsurerView({ insurer }: { insurer: HealthInsurer }) {
  const refresh = useRefreshInsurers();
  return (
    <RegistryRecordView
      record={insurer}
      title={insurer.name}
      module="healthInsurances"
      removeRoute={healthInsurerRoutes.remove}
      restoreRoute={healthInsurerRoutes.restore}
      onChanged={refresh}
      readOnlyHint={t.readOnlyHint}
      restoreConfirm={t.restoreConfirm}
      {...(insurer.deletedAt ? { deletedAlert: fmt(t.deletedAlert, { date: formatDateTime(insurer.deletedAt) }) } : {})}
    >
      {(isReadOnly) => (
        <InsurerForm
          key={`${insurer.updatedAt ?? insurer.createdAt}:${insurer.deletedAt ?? ''}`}
          insurer={insurer}
          isReadOnly={isReadOnly}
          onSaved={() => refresh()}
        />
      )}
    </RegistryRecordView>
  );
}
