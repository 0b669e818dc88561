import { useSearchParams } from 'react-router';
import { InsurerDetail } from './insurer-detail';
import { InsurersList } from './insurers-list';

const NEW = 'new';

/** /client/insurances (billing.md §2 insurances/{id}): the list, one insurer at `?id=…`, a new one at `?id=new`. */
export function InsurancesPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) {
    return (
      <InsurerDetail
        key={id}
        id={id === NEW ? null : id}
        onBack={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  return <InsurersList onOpen={(insurerId) => setParams({ id: insurerId })} onCreate={() => setParams({ id: NEW })} />;
}
