import { fmt, messages, TRANSFER_LIMITS, type transferEntrySchema } from '@honora/contract';
import { transfersScreenMessages as t } from '@honora/contract/screen-texts/transfers';
import { teamShareText } from '@honora/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { PagedResults } from '../../shared/ui/paged-results';
import { dateOf, moneyOf } from './transfer-shown';
import { useTransferEntries } from './use-transfers';

type Entry = z.infer<typeof transferEntrySchema>;
const en = t.entries;
const col = en.columns;
const ROLE_NAMES: Readonly<Record<string, string>> = messages.screens.pricing.roles;

/** The receipts that make up a receiver's full value (GET /entries), 100 a page: guide, patient, role and the part. */
export function ReceiverEntries({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const query = useTransferEntries(id, page);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="entries-title">
      <Stack>
        <Title order={2} size="h3" id="entries-title">
          {en.title}
        </Title>
        <PagedResults
          query={query}
          page={page}
          pageSize={TRANSFER_LIMITS.pageSize}
          onPageChange={setPage}
          totalLabel={(n) => fmt(en.total, { n })}
        >
          {(data) =>
            data.items.length === 0 ? (
              <Text c="dimmed" role="status">
                {en.empty}
              </Text>
            ) : (
              <EntriesTable entries={data.items} />
            )
          }
        </PagedResults>
      </Stack>
    </Paper>
  );
}

function EntriesTable({ entries }: { entries: Entry[] }) {
  const hasValues = entries[0]?.value !== undefined;
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={en.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{col.guide}</Table.Th>
            <Table.Th>{col.patient}</Table.Th>
            <Table.Th>{col.dtProcedure}</Table.Th>
            <Table.Th>{col.date}</Table.Th>
            <Table.Th>{col.insurer}</Table.Th>
            <Table.Th>{col.procedure}</Table.Th>
            <Table.Th>{col.role}</Table.Th>
            {hasValues && <Table.Th ta="right">{col.weight}</Table.Th>}
            {hasValues && <Table.Th ta="right">{col.entryValue}</Table.Th>}
            {hasValues && <Table.Th ta="right">{col.value}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={`${entry.transactionId}:${entry.eventId}`}>
              <Table.Td>
                <Anchor component={Link} to={recordPath(paths.clientEvents, entry.eventId)}>
                  {entry.numGuide ?? '—'}
                </Anchor>
              </Table.Td>
              <Table.Td>{entry.patientName ?? ''}</Table.Td>
              <Table.Td>{dateOf(entry.dtProcedure)}</Table.Td>
              <Table.Td>{dateOf(entry.date)}</Table.Td>
              <Table.Td>{entry.healthInsuranceName ?? ''}</Table.Td>
              <Table.Td>{entry.procedureName ?? ''}</Table.Td>
              <Table.Td>{entry.role ? (ROLE_NAMES[entry.role] ?? entry.role) : ''}</Table.Td>
              {hasValues && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {teamShareText(entry.weight) ?? '—'}
                </Table.Td>
              )}
              {hasValues && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {moneyOf(entry.entryValue)}
                </Table.Td>
              )}
              {hasValues && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {moneyOf(entry.value)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
