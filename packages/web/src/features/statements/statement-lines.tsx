import { fmt, messages, STATEMENT_LIMITS, type Statement, type StatementLineView } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { formatDate, formatNumber } from '@honora/domain';
import { Anchor, Button, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastError } from '../../shared/notify/toast';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { paths } from '../../shared/routing/paths';
import { useSearchParamsUpdater } from '../../shared/routing/use-search-params-updater';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { PagedResults } from '../../shared/ui/paged-results';
import { StatementMatchBadge } from './statement-badges';
import {
  canMatchLine,
  canUnmatchLine,
  pageOf,
  STATEMENT_TABS,
  tabCount,
  tabOf,
  type StatementTab,
} from './statement-lines-logic';
import { MatchDialog } from './match-dialog';
import { useMatchLine, useStatementLines } from './use-statements';

const s = messages.screens.appeals.statements;
const l = t.lines;
const f = t.fields;

const money = (value: string | null | undefined) => (value ? formatMoneyText(value) : '—');
const text = (value: string | null | undefined) => value || '—';

/** The glosa of a line: its value and each reason (table-38 code and text). */
function GlosaCell({ line }: { line: StatementLineView }) {
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(line.valueGlosa)}
      </Text>
      {line.glosas.map((glosa, index) => (
        <Text size="xs" c="dimmed" key={index} data-glosa-code={glosa.code}>
          {glosa.description ? `${glosa.code} - ${glosa.description}` : glosa.code}
        </Text>
      ))}
    </Stack>
  );
}

/** Our event's guide (a link to the event) and the item the line was tied to. */
function EventCell({ line }: { line: StatementLineView }) {
  if (!line.eventId) return '—';
  const guide = line.numGuide ?? '—';
  return (
    <Stack gap={2}>
      <Anchor
        component={Link}
        to={`${paths.clientEvents}/${line.eventId}`}
        size="sm"
        aria-label={fmt(l.openEvent, { guide })}
      >
        {guide}
      </Anchor>
      {line.procedureLabel && (
        <Text size="xs" c="dimmed">
          {line.procedureLabel}
        </Text>
      )}
    </Stack>
  );
}

interface ActionsProps {
  line: StatementLineView;
  statement: Statement;
  onMatch: (line: StatementLineView) => void;
}

function LineActions({ line, statement, onMatch }: ActionsProps) {
  const unmatch = useMatchLine(statement.id);
  const lineNo = formatNumber(line.lineNo);
  const undo = async () => {
    try {
      await unmatch.mutateAsync({ lineId: line.id, eventId: null, procedureRowId: null });
    } catch (error) {
      toastError(error);
    }
  };
  if (line.posted) return <Text size="sm">{s.statuses.posted}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      {canMatchLine(line) && (
        <Button size="xs" variant="light" onClick={() => onMatch(line)} aria-label={fmt(l.matchRow, { line: lineNo })}>
          {l.match}
        </Button>
      )}
      {canUnmatchLine(line) && (
        <Button
          size="xs"
          variant="default"
          loading={unmatch.isPending}
          onClick={() => void undo()}
          aria-label={fmt(l.unmatchRow, { line: lineNo })}
        >
          {l.unmatch}
        </Button>
      )}
    </Group>
  );
}

const HEADERS = [
  l.line,
  l.guide,
  l.item,
  l.code,
  l.date,
  f.informado,
  f.liberado,
  f.glosa,
  l.result,
  l.event,
  l.patient,
  l.billed,
];
const RIGHT = new Set<string>([l.line, f.informado, f.liberado, l.billed]);

function LinesTable({
  lines,
  statement,
  onMatch,
}: { lines: readonly StatementLineView[] } & Omit<ActionsProps, 'line'>) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {l.empty}
      </Text>
    );
  }
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={l.label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((header) => (
              <Table.Th key={header} ta={RIGHT.has(header) ? 'right' : undefined}>
                {header}
              </Table.Th>
            ))}
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-line-id={line.id} data-match={line.match} data-posted={line.posted}>
              <Table.Td ta="right">{formatNumber(line.lineNo)}</Table.Td>
              <Table.Td>{text(line.guideNumber)}</Table.Td>
              <Table.Td>{text(line.itemSequence)}</Table.Td>
              <Table.Td>{text(line.procedureCode)}</Table.Td>
              <Table.Td style={nowrap}>{line.performedOn ? formatDate(line.performedOn) : '—'}</Table.Td>
              <Table.Td ta="right" style={nowrap} data-column="informado">
                {money(line.valueInformed)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap} data-column="liberado">
                {money(line.valueReleased)}
              </Table.Td>
              <Table.Td data-column="glosa">
                <GlosaCell line={line} />
              </Table.Td>
              <Table.Td>
                <StatementMatchBadge match={line.match} />
              </Table.Td>
              <Table.Td data-column="event">
                <EventCell line={line} />
              </Table.Td>
              <Table.Td>{text(line.patientName)}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {money(line.billedValue)}
              </Table.Td>
              <Table.Td>
                <LineActions line={line} statement={statement} onMatch={onMatch} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The lines by reconciliation result (tabs with their counts, kept in the address), pages of 100. */
export function StatementLines({ statement }: { statement: Statement }) {
  const [params, updateParams] = useSearchParamsUpdater();
  const tab = tabOf(params.get('match'));
  const page = pageOf(params.get('page'));
  const lines = useStatementLines(statement.id, tab, page);
  const [matching, setMatching] = useState<StatementLineView | null>(null);
  const change = (patch: { tab?: StatementTab; page?: number }) =>
    updateParams((current) => {
      const nextTab = patch.tab ?? tab;
      const nextPage = patch.tab ? 1 : (patch.page ?? page);
      if (nextTab === 'all') current.delete('match');
      else current.set('match', nextTab);
      if (nextPage > 1) current.set('page', String(nextPage));
      else current.delete('page');
      return current;
    });

  return (
    <Stack component="section" aria-label={l.label}>
      <Tabs value={tab} onChange={(value) => change({ tab: tabOf(value) })} keepMounted={false}>
        <Tabs.List aria-label={l.result}>
          {STATEMENT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-tab={value}>
              {`${t.tabs[value]} (${formatNumber(tabCount(statement.counts, value))})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STATEMENT_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && (
              <Stack>
                <PagedResults
                  query={lines}
                  page={page}
                  pageSize={STATEMENT_LIMITS.pageSize}
                  onPageChange={(next) => change({ page: next })}
                  totalLabel={(count) => fmt(l.total, { count })}
                >
                  {(data) => <LinesTable lines={data.items} statement={statement} onMatch={setMatching} />}
                </PagedResults>
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {matching && <MatchDialog statement={statement} line={matching} onClose={() => setMatching(null)} />}
    </Stack>
  );
}
