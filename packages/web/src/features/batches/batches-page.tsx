import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { BatchDetail } from './batch-detail';
import { BatchList } from './batch-list';

/** /client/batches (the list) and /client/batches/{id} (one batch) (issue 8). */
export function BatchesPage() {
  const companyId = useSession()?.company?.id;
  const { id } = useParams();
  const navigate = useNavigate();
  if (!companyId) return null;
  if (id) return <BatchDetail key={id} id={id} onBack={() => void navigate(paths.clientBatches)} />;
  return <BatchList companyId={companyId} onOpen={(batchId) => void navigate(`${paths.clientBatches}/${batchId}`)} />;
}
