import { useSession } from '../../shared/auth/auth-store';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { ProtocolDetail } from './protocol-detail';
import { ProtocolForm } from './protocol-form';
import { ProtocolList } from './protocol-list';

const NEW = 'new';

/** /client/Protocols: the reports, a new one at `/new`, one report at `/{id}`. */
export function ProtocolsPage() {
  const companyId = useSession()?.company?.id;
  const { id, open } = useRecordRoute();
  if (!companyId) return null; // the router's CompanyScreen asks for one
  if (id === NEW) {
    return <ProtocolForm companyId={companyId} onCancel={() => open(null)} onCreated={(created) => open(created)} />;
  }
  if (id) return <ProtocolDetail key={id} id={id} onBack={() => open(null)} />;
  return <ProtocolList onOpen={(protocolId) => open(protocolId)} onCreate={() => open(NEW)} />;
}
