import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { AppealDetail } from './appeal-detail';
import { AppealList } from './appeal-list';

/** /client/Appeals (the list and the indicators) and /client/Appeals/{id} (one appeal); billing.md §2: a selected company. */
export function AppealsPage() {
  const companyId = useSession()?.company?.id;
  const { id } = useParams();
  const navigate = useNavigate();
  if (!companyId) return null;
  if (id) return <AppealDetail key={id} id={id} onBack={() => void navigate(paths.clientAppeals)} />;
  return <AppealList onOpen={(appealId) => void navigate(`${paths.clientAppeals}/${appealId}`)} />;
}
