import { useRecordRoute } from '../../shared/routing/use-record-route';
import { UserDetailView } from './user-detail-view';
import { UserListView } from './user-list-view';

/** /admin/users (admin workspace): the list, or one user when `/{id}` names them. */
export function UsersPage() {
  const { id, open } = useRecordRoute();
  if (id) return <UserDetailView key={id} id={id} onBack={() => open(null)} />;
  return <UserListView onOpen={(userId) => open(userId)} />;
}
