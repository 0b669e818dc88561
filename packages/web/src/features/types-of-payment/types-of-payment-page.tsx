import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { messages, typesOfPaymentRoutes, type TypeOfPayment } from '@honora/contract';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useCan } from '../../shared/auth/use-can';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';
import { TypeOfPaymentDetail } from './type-of-payment-detail';
import { TYPES_KEY } from './use-types-of-payment';

const t = healthInsurersMessages.typesOfPayment;
const list = messages.screens.registry.list;
const NEW = 'new';

const columns: RecordColumn<TypeOfPayment>[] = [
  { header: t.columns.name, sortKey: 'name', cell: (row) => row.name },
  { header: t.columns.description, cell: (row) => row.description ?? '' },
  { header: t.columns.active, cell: (row) => (row.active ? list.active : list.inactive) },
];

/** /client/TypesOfPayment: the list, one type at `/{id}`, a new one at `/new`. */
export function TypesOfPaymentPage() {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id) {
    return (
      <TypeOfPaymentDetail
        key={id}
        id={id === NEW ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return (
    <RegistryListView<TypeOfPayment>
      title={t.title}
      hint={t.hint}
      listRoute={typesOfPaymentRoutes.list}
      exportRoute={typesOfPaymentRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={TYPES_KEY}
      columns={columns}
      rowName={(row) => row.name}
      onOpen={(row) => open(row.id)}
      onCreate={can('healthInsurances', 'write') ? () => open(NEW) : undefined}
    />
  );
}
