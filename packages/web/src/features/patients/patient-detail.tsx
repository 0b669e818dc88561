import { messages, patientRoutes, type Patient, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { RegistryRecordView } from '../../shared/registry/record-view';
import { QueryState } from '../../shared/ui/query-state';
import { PatientForm } from './patient-form';
import { usePatient, useRefreshPatients } from './use-patients';

const t = messages.screens.patients;
const record = messages.screens.registry.record;

interface Props {
  /** A patient's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  /** A new patient was saved: show it. */
  onCreated: (id: string) => void;
}

/** One patient (or a new one): the form, delete and restore. */
export function PatientDetail({ id, onBack, onCreated }: Props) {
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {record.back}
        </Button>
      </Group>
      {id ? <ExistingPatient id={id} /> : <NewPatient onCreated={onCreated} />}
    </Stack>
  );
}

function NewPatient({ onCreated }: { onCreated: (id: string) => void }) {
  const refresh = useRefreshPatients();
  return (
    <Stack>
      <Title order={1}>{t.newTitle}</Title>
      <Paper withBorder p="lg">
        <PatientForm
          patient={null}
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

function ExistingPatient({ id }: { id: string }) {
  const query = usePatient(id);
  return <QueryState query={query}>{(patient) => <PatientView patient={patient} />}</QueryState>;
}

function PatientView({ patient }: { patient: Patient }) {
  const refresh = useRefreshPatients();
  return (
    <RegistryRecordView
      record={patient}
      title={patient.name}
      module="patients"
      removeRoute={patientRoutes.remove}
      restoreRoute={patientRoutes.restore}
      onChanged={refresh}
      readOnlyHint={t.readOnlyHint}
      restoreConfirm={t.restoreConfirm}
      {...(patient.deletedAt ? { deletedAlert: fmt(t.deletedAlert, { when: formatDateTime(patient.deletedAt) }) } : {})}
    >
      {(isReadOnly) => (
        <PatientForm
          key={`${patient.updatedAt ?? patient.createdAt}:${patient.deletedAt ?? ''}`}
          patient={patient}
          isReadOnly={isReadOnly}
          onSaved={() => refresh()}
        />
      )}
    </RegistryRecordView>
  );
}
