import { anesthetistRoutes, messages } from '@honora/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { QueryState } from '../../shared/ui/query-state';
import { AnesthetistForm } from './anesthetist-form';

const t = messages.screens.registry.record;

interface Props {
  /** The user's id, or 'new'. */
  id: string;
  onBack: () => void;
  onSaved: (id: string) => void;
}

/** One anesthetist or resident (or a new one): the form. */
export function AnesthetistRecord({ id, onBack, onSaved }: Props) {
  const companyId = useSession()?.company?.id;
  const isNew = id === 'new';
  const query = useQuery({
    queryKey: ['anesthetists', companyId, 'one', id],
    queryFn: ({ signal }) => call(anesthetistRoutes.get, { params: { id }, signal }),
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
        <AnesthetistForm anesthetist={null} onSaved={onSaved} />
      ) : (
        <QueryState query={query}>
          {(anesthetist) => (
            <AnesthetistForm
              key={anesthetist.updatedAt ?? anesthetist.createdAt}
              anesthetist={anesthetist}
              onSaved={onSaved}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
