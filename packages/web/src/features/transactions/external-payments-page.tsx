import { DEFAULT_PAGE_SIZE, fmt, type TransactionReportQueryInput } from '@honora/contract';
import {
  externalPaymentsScreenMessages as t,
  transactionReportScreenMessages as report,
} from '@honora/contract/screen-texts/transaction-report';
import { brazilDate } from '@honora/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { PagedResults } from '../../shared/ui/paged-results';
import { RegisterPaymentModal } from './register-payment-modal';
import { exclusiveEnd, monthOf } from './report-filters';
import { ReportTotals } from './report-totals';
import { TransactionsTable } from './transactions-table';
import { useOpenEvent } from './use-open-event';
import { useTransactionReport } from './use-transaction-report';
import { DateInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Range {
  from: string;
  to: string;
  page: number;
}

/** The period in the URL; without one, the current month (São Paulo calendar). */
function rangeOf(params: URLSearchParams): Range {
  const month = monthOf(brazilDate(new Date()));
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    from: from && ISO_DATE.test(from) ? from : month.from,
    to: to && ISO_DATE.test(to) ? to : month.to,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * /client/ExternalPayments (billing.md §2; decision 016): the receipts paid outside the insurer's
 * statement — co-participation fees and receipts of particular events — of the selected company
 * in a period, and "Registrar pagamento", which finds the event and opens it where the receive
 * dialog lives.
 */
export function ExternalPaymentsPage() {
  const [params, updateParams] = useSearchParamsUpdater();
  const range = rangeOf(params);
  const query: TransactionReportQueryInput = {
    external: 'true',
    dateField: 'date',
    from: range.from,
    to: exclusiveEnd(range.to),
    page: range.page,
  };
  const list = useTransactionReport(query, true);
  const openEvent = useOpenEvent();
  const [isRegistering, setIsRegistering] = useState(false);

  const update = (patch: Partial<Range>) =>
    updateParams((current) => {
      const next = { ...rangeOf(current), ...patch, page: patch.page ?? 1 };
      const search = new URLSearchParams({ from: next.from, to: next.to });
      if (next.page > 1) search.set('page', String(next.page));
      return search;
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Button onClick={() => setIsRegistering(true)}>{t.register.open}</Button>
      </Group>
      <Paper withBorder p="sm" component="section" aria-label={report.filters.legend}>
        <Group align="flex-end" gap="sm">
          <DateInput
            label={report.filters.from}
            value={range.from}
            onChange={(value) => value && isDateValue(value) && update({ from: value })}
            w={160}
          />
          <DateInput
            label={report.filters.to}
            value={range.to}
            onChange={(value) => value && isDateValue(value) && update({ to: value })}
            w={160}
          />
        </Group>
      </Paper>
      <PagedResults
        query={list}
        page={range.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        totalLabel={(count) => fmt(report.total, { count })}
      >
        {(data) => (
          <Stack gap="xs">
            <TransactionsTable
              items={data.items}
              label={t.tableLabel}
              empty={t.empty}
              showCompany={false}
              hasValues={data.totals !== undefined}
              onOpen={openEvent}
            />
            <ReportTotals totals={data.totals} />
          </Stack>
        )}
      </PagedResults>
      <RegisterPaymentModal opened={isRegistering} onClose={() => setIsRegistering(false)} onOpenEvent={openEvent} />
    </Stack>
  );
}
