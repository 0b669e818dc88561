import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { QueryState } from '../../shared/ui/query-state';
import { ContractDetail } from './contract-detail';
import { ContractForm } from './contract-form';
import { ContractList } from './contract-list';
import { useContractChoices, useContractSaved } from './use-contracts';

const NEW = 'new';

/**
 * /client/contracts (platform.md §2 contracts; §3 Contract; decision 045): the company's
 * contracts with hospitals and insurers, filtered by search, status and current flag; one at
 * `/{id}` with its installments and status actions; a new one at `/new` (module contracts, write).
 */
export function ContractsPage() {
  const { id, open } = useRecordRoute();
  const canWrite = useCan()('contracts', 'write');
  if (id === NEW && canWrite) return <NewContract onBack={() => open(null)} onCreated={open} />;
  if (id && id !== NEW) return <ContractDetail key={id} id={id} onBack={() => open(null)} />;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t.title}</Title>
        {canWrite && <Button onClick={() => open(NEW)}>{t.add}</Button>}
      </Group>
      <Text c="dimmed">{t.hint}</Text>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      <ContractList onOpen={open} />
    </Stack>
  );
}

function NewContract({ onBack, onCreated }: { onBack: () => void; onCreated: (id: string) => void }) {
  const choices = useContractChoices();
  const saved = useContractSaved();
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      <Title order={1}>{t.newTitle}</Title>
      <QueryState query={choices}>
        {(data) => (
          <ContractForm
            saved={null}
            choices={data}
            onSaved={async (contract) => {
              await saved(contract);
              onCreated(contract.id);
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
