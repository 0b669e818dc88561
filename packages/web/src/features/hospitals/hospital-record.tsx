import { hospitalRoutes, messages } from '@honora/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { QueryState } from '../../shared/ui/query-state';
import { HospitalForm } from './hospital-form';

const t = messages.screens.registry.record;

interface Props {
  /** The hospital's id, or 'new'. */
  id: string;
  onBack: () => void;
  onSaved: (id: string) => void;
}

/** One hospital (or a new one): the form, and delete / restore. */
export function HospitalRecord({ id, onBack, onSaved }: Props) {
  const companyId = useSession()?.company?.id;
  const isNew = id === 'new';
  const query = useQuery({
    queryKey: ['hospitals', companyId, 'one', id],
    queryFn: ({ signal }) => call(hospitalRoutes.get, { params: { id }, signal }),
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
        <HospitalForm hospital={null} onSaved={onSaved} />
      ) : (
        <QueryState query={query}>
          {(hospital) => (
            <HospitalForm key={hospital.updatedAt ?? hospital.createdAt} hospital={hospital} onSaved={onSaved} />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
