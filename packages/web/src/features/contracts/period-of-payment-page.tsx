import type { PeriodOfPayment, PeriodOfPaymentItem } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import { brazilDate } from '@honora/domain';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { monthOptions, PICKABLE_MONTHS } from '../../shared/forms/months';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';
import { selectWidth } from '../../shared/ui/select-width';
import { moneyOf } from './contract-shown';
import { ReceiveDialog } from './installment-dialogs';
import {
  changePeriodFilters,
  PERIOD_STATUS_CHOICES,
  periodFiltersOf,
  periodQuery,
  writePeriodFilters,
  type PeriodFilters,
  type PeriodStatusChoice,
} from './period-filters';
import { PeriodTable } from './period-table';
import { useContractSaved, usePeriodOfPayment } from './use-contracts';

const p = t.periods;
/** Months after this one the pickers offer (a contract's installments run ahead). */
const MONTHS_AHEAD = 36;

/**
 * /client/periodOfPayment (platform.md §2 periodOfPayment; §3 installments): the installments of
 * every contract that fall due in the months chosen, with what the group expects, has received,
 * still waits for and has overdue, and the receipt of each one (module contracts).
 */
export function PeriodOfPaymentPage() {
  const today = brazilDate(new Date());
  const [params, updateParams] = useSearchParamsUpdater();
  const filters = periodFiltersOf(params, today);
  const query = usePeriodOfPayment(periodQuery(filters));
  const change = useCallback(
    (next: Partial<PeriodFilters>) =>
      updateParams((current) =>
        writePeriodFilters(current, changePeriodFilters(periodFiltersOf(current, today), next), today),
      ),
    [updateParams, today],
  );
  return (
    <Stack>
      <div>
        <Title order={1}>{p.title}</Title>
        <Text c="dimmed">{p.hint}</Text>
      </div>
      <Paper withBorder p="md">
        <Stack>
          <Filters filters={filters} onChange={change} today={today} />
          <QueryState query={query}>{(data) => <PeriodView data={data} />}</QueryState>
        </Stack>
      </Paper>
    </Stack>
  );
}

function PeriodView({ data }: { data: PeriodOfPayment }) {
  const canWrite = useCan()('contracts', 'write');
  const navigate = useNavigate();
  const saved = useContractSaved();
  const [receiving, setReceiving] = useState<PeriodOfPaymentItem | null>(null);
  const total = (name: keyof PeriodOfPayment['totals'], label: string) => ({
    name,
    label,
    value: moneyOf(data.totals[name]),
    isMoney: true,
  });
  return (
    <Stack>
      <Figures
        cols={4}
        items={[
          total('expected', p.expected),
          total('received', p.receivedTotal),
          total('pending', p.pending),
          total('overdue', p.overdueTotal),
        ]}
      />
      <PeriodTable
        items={data.items}
        canReceive={canWrite}
        onOpenContract={(id) => void navigate(recordPath(paths.clientContracts, id))}
        onReceive={setReceiving}
      />
      {receiving && (
        <ReceiveDialog
          target={{ contractId: receiving.contract.id, id: receiving.id, seq: receiving.seq, value: receiving.value }}
          onClose={() => setReceiving(null)}
          onDone={saved}
        />
      )}
    </Stack>
  );
}

interface FiltersProps {
  filters: PeriodFilters;
  onChange: (change: Partial<PeriodFilters>) => void;
  today: string;
}

function Filters({ filters, onChange, today }: FiltersProps) {
  const months = monthOptions(today, PICKABLE_MONTHS, MONTHS_AHEAD, [filters.from, filters.to]);
  const statusLabel = (s: PeriodStatusChoice) => (s === 'all' ? t.all : t.installmentStatuses[s]);
  const statuses = PERIOD_STATUS_CHOICES.map((value) => ({ value, label: statusLabel(value) }));
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={p.from}
        data={months}
        value={filters.from}
        onChange={(value) => value && onChange({ from: value })}
        allowDeselect={false}
        searchable
        w={130}
      />
      <Select
        label={p.to}
        data={months}
        value={filters.to}
        onChange={(value) => value && onChange({ to: value })}
        allowDeselect={false}
        searchable
        w={130}
      />
      <Select
        label={t.status}
        data={statuses}
        value={filters.status}
        onChange={(value) => value && onChange({ status: value as PeriodStatusChoice })}
        allowDeselect={false}
        w={selectWidth(
          statuses.map((o) => o.label),
          160,
        )}
      />
    </Group>
  );
}
