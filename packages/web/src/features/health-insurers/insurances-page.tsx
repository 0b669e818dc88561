import { useRecordRoute } from '../../shared/routing/use-record-route';
import { InsurerDetail } from './insurer-detail';
import { InsurersList } from './insurers-list';

const NEW = 'new';

/** /client/insurances (billing.md §2 insurances/{id}): the list, one insurer at `/{id}`, a new one at `/new`. */
export function InsurancesPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <InsurerDetail
        key={id}
        id={id === NEW ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <InsurersList onOpen={(insurerId) => open(insurerId)} onCreate={() => open(NEW)} />;
}
