import { billingContractRoutes, fmt, type BillingMonth } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { brazilDate, formatDate, formatMonth } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { call } from '../../shared/api/api-client';
import { addMonths, monthOptions } from '../../shared/forms/months';
import { toast, toastError } from '../../shared/notify/toast';
import { Figures } from '../../shared/ui/figures';
import { QueryState } from '../../shared/ui/query-state';
import { BaseLinesTable } from './base-lines-table';
import { byPercentText, issuedText, moneyText, STATUS_COLORS, termsText } from './billing-values';
import { issueBlock, monthFigures } from './month-figures';
import { useBillingMonth, useRefreshBillingContract } from './use-billing-contract';

/**
 * "Fatura do mês" (billing.md §2 BillingContract; decision 052): a month's contract, its base by
 * insurer, the fee and due date — a preview until the statement is issued, once the month ended.
 */
export function MonthSection({ canWrite }: { canWrite: boolean }) {
  const today = brazilDate(new Date());
  // The last month is the one usually billed: the current one has not ended.
  const [month, setMonth] = useState(() => addMonths(today.slice(0, 7), -1));
  const query = useBillingMonth(month);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{fmt(t.monthTitle, { month: formatMonth(month) })}</Title>
        <Select
          label={t.month}
          data={monthOptions(today, 24, 0, [month])}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={180}
        />
        <QueryState query={query}>{(data) => <MonthView data={data} canWrite={canWrite} />}</QueryState>
      </Stack>
    </Paper>
  );
}

function MonthView({ data, canWrite }: { data: BillingMonth; canWrite: boolean }) {
  const figures = monthFigures(data);
  if (!figures) return <Text c="dimmed">{t.noContractInMonth}</Text>;
  const isPercent = figures.terms.feeType === 'PERCENT';
  return (
    <Stack>
      <Text>
        <Text span fw={600}>
          {figures.terms.providerName}
        </Text>
        {' — '}
        {termsText(figures.terms)}
      </Text>
      {isPercent && <BaseLinesTable lines={figures.lines} total={figures.baseTotal} label={t.baseTable} />}
      <Figures
        cols={4}
        items={[
          isPercent
            ? { name: 'byPercent', label: t.byPercent, value: byPercentText(figures.terms, figures.byPercent) }
            : null,
          { name: 'fee', label: t.fee, value: moneyText(figures.fee), isMoney: true },
          figures.dueOn ? { name: 'dueOn', label: t.dueOn, value: formatDate(figures.dueOn) } : null,
        ]}
      />
      {figures.minimumApplied && <Text size="sm">{t.minimumApplied}</Text>}
      {data.statement ? <IssuedLine data={data} /> : <Preview data={data} canWrite={canWrite} />}
    </Stack>
  );
}

function IssuedLine({ data }: { data: BillingMonth }) {
  const statement = data.statement;
  if (!statement) return null;
  return (
    <Group gap="sm">
      <Text fw={600}>
        {t.number} {statement.number}
      </Text>
      <Badge variant="light" color={STATUS_COLORS[statement.status]}>
        {t.statuses[statement.status]}
      </Badge>
      <Text size="sm">{issuedText(statement)}</Text>
    </Group>
  );
}

function Preview({ data, canWrite }: { data: BillingMonth; canWrite: boolean }) {
  const refresh = useRefreshBillingContract();
  const [isIssuing, setIsIssuing] = useState(false);
  const reasonId = useId();
  const blocked = issueBlock(data, t.errors.futureMonth);

  async function issue() {
    setIsIssuing(true);
    try {
      await call(billingContractRoutes.issue, { body: { month: data.month } });
      toast.success(t.issued);
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setIsIssuing(false);
    }
  }

  return (
    <Stack gap="xs">
      <Alert color="yellow">{t.preview}</Alert>
      {canWrite && (
        <Group>
          <Button
            onClick={() => void issue()}
            loading={isIssuing}
            disabled={blocked !== null}
            aria-label={fmt(t.issueLabel, { month: formatMonth(data.month) })}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {t.issue}
          </Button>
          {blocked && (
            <Text size="sm" id={reasonId}>
              {blocked}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
