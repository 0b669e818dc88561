import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceList } from './invoice-list';

/** /client/invoices (the list) and /client/invoices/{id} (one invoice) (billing.md §2). */
export function InvoicesPage() {
  const companyId = useSession()?.company?.id;
  const { id } = useParams();
  const navigate = useNavigate();
  if (!companyId) return null; // the router's CompanyScreen asks for one
  if (id) return <InvoiceDetail key={id} id={id} onBack={() => void navigate(paths.clientInvoices)} />;
  return <InvoiceList onOpen={(invoiceId) => void navigate(`${paths.clientInvoices}/${invoiceId}`)} />;
}
