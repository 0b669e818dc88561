import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Anchor, Badge, Button, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../shared/routing/paths';

const d = siteToolsScreenMessages.diagnostics;

/** One line of a diagnostics page: what was checked, OK / Falhou (or a measure), and its detail. */
export interface ResultRow {
  label: string;
  status?: 'ok' | 'failed' | 'pending';
  value: string;
}

const PAGES = [
  { to: paths.test, label: d.versionPage },
  { to: paths.test2, label: d.browserPage },
  { to: paths.test3, label: d.connectionPage },
] as const;

/** The rows as plain text, for the support person (the "Copiar resultado" button). */
export function reportOf(title: string, rows: readonly ResultRow[]): string {
  const status = (row: ResultRow) => (row.status === 'ok' ? d.ok : row.status === 'failed' ? d.failed : '');
  const line = (row: ResultRow) => [status(row), row.value].filter((part) => part !== '').join(' — ');
  return [title, ...rows.map((row) => `${row.label}: ${line(row)}`)].join('\n');
}

/**
 * The frame of /test, /test2 and /test3 (decision 059): the title, the links between the three
 * pages, the results as a table and a button that copies them for support.
 */
export function DiagnosticsFrame(props: {
  title: string;
  hint: string;
  rows: readonly ResultRow[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { title, hint, rows, actions, children } = props;
  return (
    <Stack>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{hint}</Text>
      </div>
      <Group component="nav" aria-label={d.nav} gap="lg">
        {PAGES.map((page) => (
          <Anchor key={page.to} component={NavLink} to={page.to} end>
            {page.label}
          </Anchor>
        ))}
      </Group>
      {children}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={title} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d.check}</Table.Th>
              <Table.Th>{d.result}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {row.status === 'ok' && <Badge color="teal">{d.ok}</Badge>}
                    {row.status === 'failed' && <Badge color="red">{d.failed}</Badge>}
                    {row.value && <Text size="sm">{row.value}</Text>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {d.supportHint}
      </Text>
      <Group>
        {actions}
        <CopyButton value={reportOf(title, rows)}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? d.copied : d.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
