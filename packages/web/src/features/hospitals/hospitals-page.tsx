import { hospitalRoutes, type Hospital } from '@honora/contract';
import { RegistryScreen } from '../../shared/registry/registry-screen';
import { HospitalForm } from './hospital-form';
import { HospitalList } from './hospital-list';

/** /client/hospitals (billing.md §2 hospitals/{id}): the list, or one hospital when `/{id}` names it (`new` to create). */
export function HospitalsPage() {
  return (
    <RegistryScreen<Hospital>
      module="hospitals"
      queryKey="hospitals"
      getRoute={hospitalRoutes.get}
      history={{ route: hospitalRoutes.history, table: 'hospitals' }}
      list={(actions) => <HospitalList {...actions} />}
      form={(hospital, onSaved) => <HospitalForm hospital={hospital} onSaved={onSaved} />}
    />
  );
}
