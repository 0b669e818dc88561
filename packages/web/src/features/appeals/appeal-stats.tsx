import { appealRoutes, fmt, messages, type AppealStatsRow } from '@honora/contract';
import { appealsScreenMessages } from '@honora/contract/screen-texts/appeals';
import { brazilDate, formatMonth, formatNumber, formatPercent } from '@honora/domain';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toastError } from '../../shared/notify/toast';
import { InsurerSelect } from '../../shared/registry/insurer-select';
import { QueryState } from '../../shared/ui/query-state';
import { moneyOf } from './appeal-values';
import { defaultStatsPeriod, isPeriodValid, type StatsPeriod } from './stats-period';
import { monthOptions } from '../../shared/forms/months';
import { useAppealStats } from './use-appeals';

const t = appealsScreenMessages.stats;
/** The Excel's vocabulary (GET /api/appeals/stats/export): the same numbers on screen. */
const sheet = messages.screens.appeals.files.sheet;
const h = sheet.columns;

const percentOf = (share: number | null) => (share === null ? '—' : formatPercent(share));

const MONEY = ['produced', 'glosado', 'appealed', 'recovered'] as const;
const SHARES = ['glosaRate', 'appealedShare', 'recoveredShare'] as const;

function StatsTable({ rows }: { rows: AppealStatsRow[] }) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{h.insurer}</Table.Th>
            <Table.Th>{h.month}</Table.Th>
            {MONEY.map((field) => (
              <Table.Th key={field} ta="right">
                {h[field]}
              </Table.Th>
            ))}
            {SHARES.map((field) => (
              <Table.Th key={field} ta="right">
                {h[field]}
              </Table.Th>
            ))}
            <Table.Th ta="right">{h.averageDays}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.healthInsuranceId}-${row.month}`}>
              <Table.Td>{row.healthInsuranceName}</Table.Td>
              <Table.Td>{formatMonth(row.month)}</Table.Td>
              {MONEY.map((field) => (
                <Table.Td key={field} ta="right" style={{ whiteSpace: 'nowrap' }} data-column={field}>
                  {moneyOf(row[field])}
                </Table.Td>
              ))}
              {SHARES.map((field) => (
                <Table.Td key={field} ta="right" data-column={field}>
                  {percentOf(row[field])}
                </Table.Td>
              ))}
              <Table.Td ta="right" data-column="averageDaysToAnswer">
                {row.averageDaysToAnswer === null ? '—' : formatNumber(Math.round(row.averageDaysToAnswer * 10) / 10)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The indicators managers ask for (GET /api/appeals/stats): per insurer and month of the
 * procedure, the glosa rate and the shares appealed and recovered, the days the insurers take to
 * answer; the last six months by default, and the same figures in Excel.
 */
export function AppealStats() {
  const can = useCan();
  const today = brazilDate(new Date());
  const [period, setPeriod] = useState<StatsPeriod>(() => defaultStatsPeriod(today));
  const [insurerId, setInsurerId] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const isValid = isPeriodValid(period);
  const stats = useAppealStats(period, insurerId, isValid);
  const months = monthOptions(today, undefined, 0, [period.from, period.to]);

  const exportExcel = async () => {
    setIsExporting(true);
    try {
      const name = fmt(sheet.fileName, { from: period.from, to: period.to });
      await download(appealRoutes.statsExport, `${name}.xlsx`, {
        query: { from: period.from, to: period.to, healthInsuranceId: insurerId ?? undefined },
      });
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t.title}>
      <Stack>
        <Title order={2} size="h4">
          {t.title}
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label={t.from}
            data={months}
            value={period.from}
            onChange={(from) => from && setPeriod((p) => ({ ...p, from }))}
            allowDeselect={false}
            error={isValid ? undefined : messages.screens.appeals.files.errors.periodInverted}
            w={150}
          />
          <Select
            label={t.to}
            data={months}
            value={period.to}
            onChange={(to) => to && setPeriod((p) => ({ ...p, to }))}
            allowDeselect={false}
            w={150}
          />
          {can('healthInsurances', 'list') && (
            <InsurerSelect
              label={messages.screens.appeals.files.pdf.fields.insurer}
              placeholder={appealsScreenMessages.filters.any}
              value={insurerId}
              onChange={setInsurerId}
              clearable
              minWidth={260}
            />
          )}
          <Button variant="default" onClick={() => void exportExcel()} loading={isExporting} disabled={!isValid}>
            {t.export}
          </Button>
        </Group>
        {isValid && <QueryState query={stats}>{(data) => <StatsTable rows={data.rows} />}</QueryState>}
      </Stack>
    </Paper>
  );
}
