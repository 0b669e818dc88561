import { fmt, type TransactionMismatch } from '@honora/contract';
import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { formatNumber } from '@honora/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { FixLogModal } from './fix-log-modal';
import { FixResultsModal, type FixResult } from './fix-results-modal';
import { isFixable, MismatchTable } from './mismatch-table';
import { SummaryCheck } from './summary-check';
import { useFixTotals, useMismatches, type CheckRun } from './use-check-transactions';

function Mismatches({
  items,
  scanned,
  onFix,
}: {
  items: TransactionMismatch[];
  scanned: number;
  onFix: (ids: string[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosen = items.filter((item) => isFixable(item) && selected.has(item.eventId)).map((item) => item.eventId);
  return (
    <Stack gap="sm">
      <Text role="status">{fmt(t.scanned, { scanned: formatNumber(scanned), found: formatNumber(items.length) })}</Text>
      {items.length === 0 ? (
        <Alert color="teal">{t.allGood}</Alert>
      ) : (
        <>
          <Group>
            <Button color="red" disabled={chosen.length === 0} onClick={() => onFix(chosen)}>
              {chosen.length > 0 ? fmt(t.fixSelected, { count: chosen.length }) : t.fix}
            </Button>
          </Group>
          <MismatchTable
            items={items}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(checked) =>
              setSelected(new Set(checked ? items.filter(isFixable).map((item) => item.eventId) : []))
            }
          />
        </>
      )}
    </Stack>
  );
}

/**
 * /tools/CheckTransactions (billing.md §2, §8; decision 016): "Verificar" lists the events whose
 * stored totals disagree with their active transactions; "Corrigir" rewrites the chosen ones
 * from the ledger after a confirmation and shows each result; every fix is in the history.
 */
export function CheckTransactionsPage() {
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [check, setCheck] = useState<CheckRun | null>(null);
  const [toFix, setToFix] = useState<string[] | null>(null);
  const [results, setResults] = useState<FixResult[] | null>(null);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const mismatches = useMismatches(check);
  const fix = useFixTotals();
  const guides = new Map((mismatches.data?.items ?? []).map((item) => [item.eventId, item.numGuide]));
  const [sentGuides, setSentGuides] = useState<ReadonlyMap<string, string | null>>(new Map());

  const runFix = async (eventIds: string[]) => {
    try {
      setSentGuides(guides);
      const answer = await fix.mutateAsync(eventIds);
      setResults(answer.results);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.hint}</Text>
        </div>
        <Button variant="default" onClick={() => setIsLogOpen(true)}>
          {t.log.open}
        </Button>
      </Group>
      <Group align="flex-end">
        <CompanySearchSelect
          label={t.company}
          placeholder={t.companyPlaceholder}
          value={company}
          onChange={setCompany}
          clearable
          minWidth={220}
        />
        <Button
          onClick={() => setCheck((current) => ({ companyId: company?.value ?? null, run: (current?.run ?? 0) + 1 }))}
          loading={mismatches.isFetching}
        >
          {t.verify}
        </Button>
      </Group>
      {check === null ? (
        <Text c="dimmed">{t.notVerified}</Text>
      ) : (
        <QueryState query={mismatches}>
          {(data) => (
            <Mismatches key={check.run} items={data.items} scanned={data.scanned} onFix={(ids) => setToFix(ids)} />
          )}
        </QueryState>
      )}
      <ConfirmModal
        title={toFix ? t.confirmTitle : null}
        message={fmt(t.confirmMessage, { count: toFix?.length ?? 0 })}
        confirmLabel={t.fix}
        onConfirm={() => runFix(toFix ?? [])}
        onClose={() => setToFix(null)}
      />
      <SummaryCheck companyId={company?.value ?? null} />
      <FixResultsModal results={results} guides={sentGuides} onClose={() => setResults(null)} />
      <FixLogModal opened={isLogOpen} onClose={() => setIsLogOpen(false)} />
    </Stack>
  );
}
