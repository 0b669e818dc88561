import { useSearchParams } from 'react-router';
import { UserDetailView } from './user-detail-view';
import { UserListView } from './user-list-view';

/** /admin/users (admin workspace): the list, or one user when `?id=` names them. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) return <UserDetailView key={id} id={id} onBack={() => setParams({})} />;
  return <UserListView onOpen={(userId) => setParams({ id: userId })} />;
}
