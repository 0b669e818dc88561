import { messages } from '@honora/contract';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { paths } from '../../shared/routing/paths';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceList } from './invoice-list';

const t = messages.screens.invoices.screen;

/** Without a selected company the screen says so and links to the company choice. */
function NoCompany() {
  const session = useSession();
  const selectPath = session?.workspace === 'COMPANY' ? paths.companySelectCompany : paths.clientSelectCompany;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Alert color="yellow" role="status">
        {t.noCompany}{' '}
        <Anchor component={Link} to={`${selectPath}?redirect=${encodeURIComponent(paths.clientInvoices)}`}>
          {t.selectCompany}
        </Anchor>
      </Alert>
    </Stack>
  );
}

/** /client/invoices (the list) and /client/invoices/{id} (one invoice) (issue 8, billing.md §2). */
export function InvoicesPage() {
  const companyId = useSession()?.company?.id;
  const { id } = useParams();
  const navigate = useNavigate();
  if (!companyId) return <NoCompany />;
  if (id) return <InvoiceDetail key={id} id={id} onBack={() => void navigate(paths.clientInvoices)} />;
  return <InvoiceList onOpen={(invoiceId) => void navigate(`${paths.clientInvoices}/${invoiceId}`)} />;
}
