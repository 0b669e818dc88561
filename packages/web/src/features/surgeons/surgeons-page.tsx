import { surgeonRoutes, type Surgeon } from '@honora/contract';
import { RegistryScreen } from '../../shared/registry/registry-screen';
import { SurgeonForm } from './surgeon-form';
import { SurgeonList } from './surgeon-list';

/** /client/surgeons (billing.md §2 surgeons/{id}): the list, or one surgeon when `/{id}` names it (`new` to create). */
export function SurgeonsPage() {
  return (
    <RegistryScreen<Surgeon>
      module="surgeons"
      queryKey="surgeons"
      getRoute={surgeonRoutes.get}
      history={{ route: surgeonRoutes.history, table: 'surgeons' }}
      list={(actions) => <SurgeonList {...actions} />}
      form={(surgeon, onSaved) => <SurgeonForm surgeon={surgeon} onSaved={onSaved} />}
    />
  );
}
