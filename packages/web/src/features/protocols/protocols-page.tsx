import { messages } from '@honora/contract';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { ProtocolDetail } from './protocol-detail';
import { ProtocolForm } from './protocol-form';
import { ProtocolList } from './protocol-list';

const t = messages.screens.events.protocolsScreen;
const NEW = 'new';

/** Without a selected company the screen says so and links to the company choice (billing.md §2 Protocols). */
function NoCompany() {
  const session = useSession();
  const selectPath = session?.workspace === 'COMPANY' ? paths.companySelectCompany : paths.clientSelectCompany;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Alert color="yellow" role="status">
        {t.noCompany}{' '}
        <Anchor component={Link} to={`${selectPath}?redirect=${encodeURIComponent(paths.clientProtocols)}`}>
          {t.selectCompany}
        </Anchor>
      </Alert>
    </Stack>
  );
}

/** /client/Protocols: the reports, a new one at `?id=new`, one report at `?id=…`. */
export function ProtocolsPage() {
  const companyId = useSession()?.company?.id;
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (!companyId) return <NoCompany />;
  if (id === NEW) {
    return (
      <ProtocolForm
        companyId={companyId}
        onCancel={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  if (id) return <ProtocolDetail key={id} id={id} onBack={() => setParams({})} />;
  return (
    <ProtocolList onOpen={(protocolId) => setParams({ id: protocolId })} onCreate={() => setParams({ id: NEW })} />
  );
}
