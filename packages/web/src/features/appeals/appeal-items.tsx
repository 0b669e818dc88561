import { fmt, messages, type Appeal, type AppealItem } from '@honora/contract';
import { appealsScreenMessages } from '@honora/contract/screen-texts/appeals';
import { formatDate } from '@honora/domain';
import { Anchor, Badge, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { moneyOf } from './appeal-values';

const a = messages.screens.appeals;
const t = appealsScreenMessages.items;
/** The printed appeal's column names: the same table on screen. */
const p = a.files.pdf.columns;

const ANSWER_COLORS: Record<AppealItem['answer'], string> = {
  pending: 'gray',
  accepted: 'green',
  partiallyAccepted: 'yellow',
  denied: 'red',
};

const MONEY = ['valueGlosado', 'valueAppealed', 'valueAccepted', 'valueReceived'] as const;
const MONEY_HEADERS = {
  valueGlosado: p.glosado,
  valueAppealed: p.appealed,
  valueAccepted: p.accepted,
  valueReceived: t.received,
};

function GlosaCodes({ codes }: { codes: AppealItem['glosaCodes'] }) {
  if (codes.length === 0) return <>—</>;
  return (
    <List size="sm" listStyleType="none">
      {codes.map((code) => (
        <List.Item key={code.code}>{code.description ? `${code.code} — ${code.description}` : code.code}</List.Item>
      ))}
    </List>
  );
}

function ItemRow({ item }: { item: AppealItem }) {
  const guide = item.numGuide ?? t.noGuide;
  return (
    <Table.Tr data-item-id={item.id} data-event-id={item.eventId}>
      <Table.Td>
        <Anchor component={Link} to={`${paths.clientEvents}/${item.eventId}`} aria-label={fmt(t.openEvent, { guide })}>
          {guide}
        </Anchor>
      </Table.Td>
      <Table.Td>{item.patientName ?? '—'}</Table.Td>
      <Table.Td>{item.dtProcedure ? formatDate(item.dtProcedure) : '—'}</Table.Td>
      <Table.Td>{item.label}</Table.Td>
      <Table.Td>
        <GlosaCodes codes={item.glosaCodes} />
      </Table.Td>
      {MONEY.slice(0, 2).map((field) => (
        <Table.Td key={field} ta="right" style={{ whiteSpace: 'nowrap' }} data-column={field}>
          {moneyOf(item[field])}
        </Table.Td>
      ))}
      <Table.Td>{item.justification}</Table.Td>
      <Table.Td data-column="answer">
        <Badge color={ANSWER_COLORS[item.answer]} variant="light" size="sm">
          {a.answers[item.answer]}
        </Badge>
        {item.answerReason && (
          <Text size="sm" mt={4}>
            {item.answerReason}
          </Text>
        )}
      </Table.Td>
      {MONEY.slice(2).map((field) => (
        <Table.Td key={field} ta="right" style={{ whiteSpace: 'nowrap' }} data-column={field}>
          {moneyOf(item[field])}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The appealed glosas: the guide (a link to its event), what was cut and why, the claim and the insurer's answer. */
export function AppealItems({ appeal }: { appeal: Appeal }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={a.files.pdf.items}>
      <Stack>
        <Title order={2} size="h4">
          {a.files.pdf.items}
        </Title>
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t.tableLabel} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{p.guide}</Table.Th>
                <Table.Th>{p.patient}</Table.Th>
                <Table.Th>{p.date}</Table.Th>
                <Table.Th>{p.procedure}</Table.Th>
                <Table.Th>{p.glosaCodes}</Table.Th>
                {MONEY.slice(0, 2).map((field) => (
                  <Table.Th key={field} ta="right">
                    {MONEY_HEADERS[field]}
                  </Table.Th>
                ))}
                <Table.Th>{t.justification}</Table.Th>
                <Table.Th>{p.answer}</Table.Th>
                {MONEY.slice(2).map((field) => (
                  <Table.Th key={field} ta="right">
                    {MONEY_HEADERS[field]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {appeal.items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
