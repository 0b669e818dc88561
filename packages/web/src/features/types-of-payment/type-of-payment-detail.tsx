import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { messages, typesOfPaymentRoutes, type TypeOfPayment, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { TypeOfPaymentForm } from './type-of-payment-form';
import { useRefreshTypesOfPayment, useTypeOfPayment } from './use-types-of-payment';
import { RegistryRecordView } from '../../shared/registry/record-view';

const t = healthInsurersMessages.typesOfPayment;
const record = messages.screens.registry.record;

interface Props {
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One type of payment (or a new one): the form, delete (refused while an insurer uses it) and restore. */
export function TypeOfPaymentDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshTypesOfPayment();
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {record.back}
        </Button>
      </Group>
      {id ? (
        <Existing id={id} />
      ) : (
        <Stack>
          <Title order={1}>{t.newTitle}</Title>
          <Paper withBorder p="lg">
            <TypeOfPaymentForm
              type={null}
              isReadOnly={false}
              onSaved={async (saved) => {
                await refresh();
                onCreated(saved.id);
              }}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

function Existing({ id }: { id: string }) {
  const query = useTypeOfPayment(id);
  return <QueryState query={query}>{(type) => <TypeView type={type} />}</QueryState>;
}

function TypeView({ type }: { type: TypeOfPayment }) {
  const refresh = useRefreshTypesOfPayment();
  return (
    <RegistryRecordView
      record={type}
      title={type.name}
      module="healthInsurances"
      removeRoute={typesOfPaymentRoutes.remove}
      restoreRoute={typesOfPaymentRoutes.restore}
      onChanged={refresh}
      readOnlyHint={t.readOnlyHint}
      restoreConfirm={t.restoreConfirm}
      {...(type.deletedAt ? { deletedAlert: fmt(t.deletedAlert, { date: formatDateTime(type.deletedAt) }) } : {})}
    >
      {(isReadOnly) => (
        <TypeOfPaymentForm
          key={`${type.updatedAt ?? type.createdAt}:${type.deletedAt ?? ''}`}
          type={type}
          isReadOnly={isReadOnly}
          onSaved={() => refresh()}
        />
      )}
    </RegistryRecordView>
  );
}
