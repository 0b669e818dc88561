import { anesthetistRoutes, type AnesthetistDetail } from '@honora/contract';
import { RegistryScreen } from '../../shared/registry/registry-screen';
import { AnesthetistForm } from './anesthetist-form';
import { AnesthetistList } from './anesthetist-list';

/** /client/anesthetists (billing.md §2 anesthetists/{id}): the list, or one person when `/{id}` names them (`new` to include one). */
export function AnesthetistsPage() {
  return (
    <RegistryScreen<AnesthetistDetail>
      module="anesthetists"
      queryKey="anesthetists"
      getRoute={anesthetistRoutes.get}
      list={(actions) => <AnesthetistList {...actions} />}
      form={(anesthetist, onSaved) => <AnesthetistForm anesthetist={anesthetist} onSaved={onSaved} />}
    />
  );
}
