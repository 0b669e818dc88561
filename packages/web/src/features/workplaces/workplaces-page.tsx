import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { WorkplaceDetail } from './workplace-detail';
import { WorkplacesList } from './workplaces-list';

/** /client/workplaces (platform.md §2): the list, one workplace at `/{id}`, a new one at `/new`. */
export function WorkplacesPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <WorkplaceDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <WorkplacesList onOpen={(placeId) => open(placeId)} onCreate={() => open(NEW_RECORD)} />;
}
