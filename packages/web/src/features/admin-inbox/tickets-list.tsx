import { fmt, TICKET_PAGE_SIZE, ticketStatuses, type TicketSummary } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { formatDateTime } from '@honora/domain';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { paths } from '../../shared/routing/paths';
import { PagedResults } from '../../shared/ui/paged-results';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { TicketStatusBadge } from './ticket-status-badge';
import { useTicketAssignees, useTickets } from './use-tickets';

const columns: RecordColumn<TicketSummary>[] = [
  { header: t.number, align: 'right', cell: (r) => r.number },
  { header: t.subject, cell: (r) => r.subject },
  {
    header: t.requester,
    cell: (r) => (
      <>
        <Text size="sm">{r.requesterName}</Text>
        <Text size="xs" c="dimmed">
          {r.companyName ?? r.requesterEmail}
        </Text>
      </>
    ),
  },
  { header: t.status, cell: (r) => <TicketStatusBadge status={r.status} /> },
  { header: t.assignee, cell: (r) => r.assigneeName ?? t.nobody },
  { header: t.lastMessageAt, cell: (r) => formatDateTime(r.lastMessageAt) },
];

/**
 * The "Chamados" tab of /admin/inbox (decision 065): every ticket, the most recent conversation
 * first, filtered by status, assignee ("Meus chamados", nobody or one administrator with sup),
 * company and a search of number, subject, name or e-mail.
 */
export function TicketsList() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const assignees = useTicketAssignees();
  const query = useTickets(
    { status: status ?? '', assignee: assignee ?? '', companyId: company?.value ?? null, search: debounced },
    page,
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t.hint}</Text>
        <Button component={Link} to={paths.adminNewTicket}>
          {t.newTicket}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t.status}
          placeholder={t.allStatuses}
          data={ticketStatuses.map((s) => ({ value: s, label: t.statuses[s] }))}
          value={status}
          onChange={reset(setStatus)}
          clearable
          w={220}
        />
        <Select
          label={t.assignee}
          placeholder={t.anyAssignee}
          data={[
            { value: 'mine', label: t.mine },
            { value: 'none', label: t.unassigned },
            ...(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name })),
          ]}
          value={assignee}
          onChange={reset(setAssignee)}
          clearable
          w={240}
        />
        <CompanySearchSelect label={t.company} value={company} onChange={reset(setCompany)} clearable minWidth={220} />
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          type="search"
          w={280}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        pageSize={TICKET_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <RecordsTable
            rows={data.items}
            columns={columns}
            label={t.tableLabel}
            empty={t.empty}
            minWidth={900}
            action={{
              label: t.open,
              ariaLabel: (r) => fmt(t.openLabel, { number: r.number, subject: r.subject }),
              onClick: (r) => void navigate(`${paths.adminInbox}/${r.id}`),
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
