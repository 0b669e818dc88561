import { surgeonRoutes, messages } from '@honora/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { QueryState } from '../../shared/ui/query-state';
import { SurgeonForm } from './surgeon-form';

const t = messages.screens.registry.record;

interface Props {
  /** The surgeon's id, or 'new'. */
  id: string;
  onBack: () => void;
  onSaved: (id: string) => void;
}

/** One surgeon (or a new one): the form, and delete / restore. */
export function SurgeonRecord({ id, onBack, onSaved }: Props) {
  const companyId = useSession()?.company?.id;
  const isNew = id === 'new';
  const query = useQuery({
    queryKey: ['surgeons', companyId, 'one', id],
    queryFn: ({ signal }) => call(surgeonRoutes.get, { params: { id }, signal }),
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
        <SurgeonForm surgeon={null} onSaved={onSaved} />
      ) : (
        <QueryState query={query}>
          {(surgeon) => (
            <SurgeonForm key={surgeon.updatedAt ?? surgeon.createdAt} surgeon={surgeon} onSaved={onSaved} />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
