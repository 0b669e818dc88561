import { fmt, messages, type Appeal } from '@honora/contract';
import { appealsScreenMessages as t } from '@honora/contract/screen-texts/appeals';
import { formatDate, formatNumber } from '@honora/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../shared/ui/query-state';
import { AppealActions, AppealDownloads } from './appeal-actions';
import { AppealDueBadge, AppealStageBadge, AppealStatusBadge } from './appeal-badges';
import { AppealItems } from './appeal-items';
import { carriesValues, moneyOf } from './appeal-values';
import { useAppeal } from './use-appeals';

const c = t.columns;
const d = t.detail;
/** An appeal's fields as the printed appeal names them. */
const f = messages.screens.appeals.files.pdf.fields;

const TOTALS = ['totalGlosado', 'totalAppealed', 'totalAccepted', 'totalReceived'] as const;

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

/** The appeal's status, stage and due colour, its dates and where it stands with the insurer. */
function Header({ appeal }: { appeal: Appeal }) {
  return (
    <Stack>
      <Group gap="sm" align="center">
        <Title order={1}>{fmt(d.title, { code: appeal.code })}</Title>
        <AppealStatusBadge status={appeal.status} isLabelled />
        <AppealStageBadge stage={appeal.responseStage} isLabelled />
        <AppealDueBadge due={appeal.dueColour} isLabelled />
      </Group>
      <Paper withBorder p="md" component="section" aria-label={messages.screens.appeals.files.pdf.data}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={f.insurer}>{appeal.healthInsuranceName}</Field>
          <Field label={c.events}>{formatNumber(appeal.eventCount)}</Field>
          <Field label={f.identified}>{dateOf(appeal.identifiedOn)}</Field>
          <Field label={c.deadline}>{dateOf(appeal.deadlineOn)}</Field>
          <Field label={f.sent}>{dateOf(appeal.sentOn)}</Field>
          <Field label={f.answered}>{dateOf(appeal.answeredOn)}</Field>
          <Field label={f.finished}>{dateOf(appeal.finishedOn)}</Field>
          <Field label={f.operatorNumber}>{appeal.operatorNumber}</Field>
          <Field label={f.protocol}>{appeal.protocolNumber}</Field>
          <Field label={f.lot}>{appeal.lotNumber}</Field>
          <Field label={c.observation}>{appeal.observation}</Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** Glosado, appealed, accepted and received: what the appeal recovered. */
function Totals({ appeal }: { appeal: Appeal }) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={d.totalsLabel}>
      <Group gap="lg">
        {TOTALS.map((field) => (
          <Text size="sm" key={field} data-total={field}>
            {c[field]}: <b>{moneyOf(appeal[field])}</b>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/Appeals/{id}: the appeal, its totals, the actions its status allows, its files and items. */
export function AppealDetail({ id, onBack }: Props) {
  const query = useAppeal(id);
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {d.back}
        </Button>
      </Group>
      <QueryState query={query}>
        {(appeal) => (
          <Stack>
            <Header appeal={appeal} />
            {carriesValues(appeal) && <Totals appeal={appeal} />}
            <Group justify="space-between">
              <AppealActions appeal={appeal} />
              <AppealDownloads appeal={appeal} />
            </Group>
            <AppealItems appeal={appeal} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
