import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { CollectionCreateForm } from './collection-create-form';
import { CollectionDetail } from './collection-detail';
import { CollectionList } from './collection-list';

const NEW = 'new';

/**
 * /client/Cobrancas (billing.md §2 Cobrancas): the company's collections by month, insurer,
 * situation and transfer release; one at `/{id}` with its events, payments and settlement; a new
 * one at `/new`.
 */
export function CollectionsPage() {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id === NEW) return <NewCollection onBack={() => open(null)} onCreated={open} />;
  if (id) return <CollectionDetail key={id} id={id} onBack={() => open(null)} />;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t.title}</Title>
        {can('billing', 'write') && <Button onClick={() => open(NEW)}>{t.create}</Button>}
      </Group>
      <Text c="dimmed">{t.hint}</Text>
      <CollectionList onOpen={open} />
    </Stack>
  );
}

function NewCollection({ onBack, onCreated }: { onBack: () => void; onCreated: (id: string) => void }) {
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.detail.back}
        </Button>
      </Group>
      <Title order={1}>{t.createTitle}</Title>
      <Paper withBorder p="lg">
        <CollectionCreateForm onCreated={onCreated} />
      </Paper>
    </Stack>
  );
}
