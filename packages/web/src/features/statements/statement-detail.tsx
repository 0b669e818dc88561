import { fmt, messages, type Statement } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { formatDate, formatDateTime } from '@honora/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { QueryState } from '../../shared/ui/query-state';
import { StatementStatusBadge } from './statement-badges';
import { StatementConfirm } from './statement-confirm';
import { StatementLines } from './statement-lines';
import { StatementMissing, StatementWarnings } from './statement-missing';
import { useStatement } from './use-statements';

const s = messages.screens.appeals.statements;
const d = t.fields;

const TOTALS = ['informado', 'processado', 'liberado', 'glosa'] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

const dateOf = (date: string | null) => (date ? formatDate(date) : null);

/** Who sent it, which statement, its dates and status. */
function Header({ statement }: { statement: Statement }) {
  const titleId = useId();
  return (
    <Stack>
      <Group gap="sm" align="center">
        <Title order={1} id={titleId}>
          {[s.kinds[statement.kind], statement.number].filter(Boolean).join(' ')}
        </Title>
        <StatementStatusBadge status={statement.status} isLabelled />
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          <Field label={d.insurer}>{statement.healthInsuranceName}</Field>
          <Field label={d.kind}>{s.kinds[statement.kind]}</Field>
          <Field label={d.number}>{statement.number}</Field>
          <Field label={d.fileName}>{statement.fileName}</Field>
          <Field label={d.issuedOn}>{dateOf(statement.issuedOn)}</Field>
          <Field label={d.paidOn}>{dateOf(statement.paidOn)}</Field>
          <Field label={d.createdAt}>{formatDateTime(statement.createdAt)}</Field>
          <Field label={d.postedAt}>{statement.postedAt ? formatDateTime(statement.postedAt) : null}</Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** The insurer's own totals as the file states them. */
function Totals({ statement }: { statement: Statement }) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.totals}>
      <Group gap="lg">
        <Text size="sm" fw={700}>
          {t.totals}
        </Text>
        {TOTALS.map((field) => {
          const value = statement.totals[field];
          return (
            <Text size="sm" key={field} data-total={field}>
              {d[field]}: <b>{value === undefined ? '—' : formatMoneyText(value)}</b>
            </Text>
          );
        })}
      </Group>
    </Paper>
  );
}

/** What was posted, and the confirmation while reconciled lines wait (lines matched by hand after a posting). */
function Posting({ statement }: { statement: Statement }) {
  const canWrite = useCan()('billing', 'write');
  return (
    <>
      {statement.status === 'posted' ? (
        <Alert color="green" title={s.statuses.posted} data-statement-posted>
          {fmt(t.confirm.posted, {
            date: statement.postedAt ? formatDateTime(statement.postedAt) : '—',
            count: statement.counts.posted,
          })}
        </Alert>
      ) : null}
      {canWrite && (statement.status !== 'posted' || statement.toPost.lines > 0) ? (
        <StatementConfirm statement={statement} />
      ) : null}
    </>
  );
}

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/Statements/{id}: the statement, its reconciliation line by line, what it leaves out, the confirmation. */
export function StatementDetail({ id, onBack }: Props) {
  const query = useStatement(id);
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {messages.ui.back}
        </Button>
      </Group>
      <QueryState query={query}>
        {(statement) => (
          <Stack>
            <Header statement={statement} />
            <Totals statement={statement} />
            <Posting statement={statement} />
            <StatementWarnings problems={statement.problems} />
            <StatementLines statement={statement} />
            <StatementMissing missing={statement.missing} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
