import { useRecordRoute } from '../../shared/routing/use-record-route';
import { PatientDetail } from './patient-detail';
import { PatientsList } from './patients-list';

const NEW = 'new';

/** /client/patients (billing.md §2 patients/{id}): the list, one patient at `/{id}`, a new one at `/new`. */
export function PatientsPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <PatientDetail
        key={id}
        id={id === NEW ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <PatientsList onOpen={(patientId) => open(patientId)} onCreate={() => open(NEW)} />;
}
