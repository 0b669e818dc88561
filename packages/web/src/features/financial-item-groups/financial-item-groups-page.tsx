import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { FinancialItemGroupDetail } from './financial-item-group-detail';
import { FinancialItemGroupsList } from './financial-item-groups-list';

/** /client/FinancialItemGroups (billing.md §2): the list, one group at `/{id}`, a new one at `/new`. */
export function FinancialItemGroupsPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <FinancialItemGroupDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <FinancialItemGroupsList onOpen={(groupId) => open(groupId)} onCreate={() => open(NEW_RECORD)} />;
}
