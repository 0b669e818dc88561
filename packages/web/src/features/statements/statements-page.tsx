import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { StatementDetail } from './statement-detail';
import { StatementList } from './statement-list';

/** /client/Statements (import and the imported list) and /client/Statements/{id} (one statement's reconciliation). */
export function StatementsPage() {
  const companyId = useSession()?.company?.id;
  const { id } = useParams();
  const navigate = useNavigate();
  if (!companyId) return null;
  if (id) return <StatementDetail key={id} id={id} onBack={() => void navigate(paths.clientStatements)} />;
  return <StatementList onOpen={(statementId) => void navigate(`${paths.clientStatements}/${statementId}`)} />;
}
