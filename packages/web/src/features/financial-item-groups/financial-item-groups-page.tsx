import { useSearchParams } from 'react-router';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { FinancialItemGroupDetail } from './financial-item-group-detail';
import { FinancialItemGroupsList } from './financial-item-groups-list';

/** /client/FinancialItemGroups (billing.md §2): the list, one group at `?id=…`, a new one at `?id=new`. */
export function FinancialItemGroupsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) {
    return (
      <FinancialItemGroupDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  return (
    <FinancialItemGroupsList
      onOpen={(groupId) => setParams({ id: groupId })}
      onCreate={() => setParams({ id: NEW_RECORD })}
    />
  );
}
