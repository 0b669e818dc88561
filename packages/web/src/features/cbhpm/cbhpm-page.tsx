import { fmt } from '@honora/contract';
import { cbhpmMessages as c } from '@honora/contract/screen-texts/cbhpm';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { EditionView } from './edition-view';
import { EditionsTable } from './editions-table';
import { useEditions, useRemoveVersion, useValuations } from './use-cbhpm';
import { ValuationsSection } from './valuations-section';

interface Removal {
  kind: 'edition' | 'valuation';
  id: string;
  name: string;
  version: number;
}

function CbhpmTables({ onOpen }: { onOpen: (id: string) => void }) {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const editions = useEditions();
  const valuations = useValuations();
  const remove = useRemoveVersion();
  const [removal, setRemoval] = useState<Removal | null>(null);

  async function confirmRemoval() {
    if (!removal) return;
    try {
      await remove.mutateAsync({ kind: removal.kind, id: removal.id });
      toast.success(c.removed);
    } catch (error) {
      toastError(error);
    }
  }

  const askRemoval = (kind: Removal['kind']) =>
    isSuperAdmin
      ? (version: { id: string; name: string; version: number }) => setRemoval({ kind, ...version })
      : undefined;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{c.title}</Title>
          <Text c="dimmed" maw={880}>
            {c.hint}
          </Text>
        </div>
        {isSuperAdmin && (
          <Button component={Link} to={paths.toolsCbhpm} variant="light">
            {c.importLink}
          </Button>
        )}
      </Group>
      <Stack gap="sm" component="section" aria-label={c.editionsTitle}>
        <Title order={2} size="h4">
          {c.editionsTitle}
        </Title>
        <QueryState query={editions}>
          {(data) => (
            <EditionsTable
              editions={data.items}
              onOpen={(edition) => onOpen(edition.id)}
              onRemove={askRemoval('edition')}
            />
          )}
        </QueryState>
      </Stack>
      <Stack gap="sm" component="section" aria-label={c.valuationsTitle}>
        <Title order={2} size="h4">
          {c.valuationsTitle}
        </Title>
        <QueryState query={valuations}>
          {(data) => <ValuationsSection valuations={data.items} onRemove={askRemoval('valuation')} />}
        </QueryState>
      </Stack>
      <ConfirmModal
        title={removal ? (removal.kind === 'edition' ? c.removeEditionTitle : c.removeValuationTitle) : null}
        message={removal ? fmt(c.removeConfirm, { name: removal.name, version: removal.version }) : ''}
        confirmLabel={c.remove}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval(null)}
      />
    </Stack>
  );
}

/**
 * /admin/cbhpm (billing.md §2 cbhpm/{id}): the CBHPM editions and valuations — which
 * negotiations use them, deletes of unused versions (super admins) — or, with `/{id}`, one
 * edition's procedures.
 */
export function CbhpmPage() {
  const { id, open } = useRecordRoute();
  if (id) return <EditionView key={id} id={id} onBack={() => open(null)} />;
  return <CbhpmTables onOpen={(editionId) => open(editionId)} />;
}
