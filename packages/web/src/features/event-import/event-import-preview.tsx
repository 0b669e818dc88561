import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import { fmt, messages, type EventImportPreview, type EventImportPreviewEvent } from '@honora/contract';
import { formatDate, formatNumber } from '@honora/domain';
import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { linesText } from './event-import-logic';
import { OutcomeBadge } from './outcome-badge';

const t = eventImportScreenMessages;
const fieldLabels: Readonly<Record<string, string>> = messages.screens.billingSettings.spreadsheetConfig.fields;

function FoundColumns({ preview }: { preview: EventImportPreview }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t.columnsTitle}
        </Title>
        <List size="sm" aria-label={t.columnsTitle}>
          {Object.entries(preview.columns).map(([field, header]) => (
            <List.Item key={field}>{fmt(t.column, { field: fieldLabels[field] ?? field, header })}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t.customFieldsTitle}
        </Title>
        {preview.customFields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noCustomFields}
          </Text>
        ) : (
          <List size="sm" aria-label={t.customFieldsTitle}>
            {preview.customFields.map((label) => (
              <List.Item key={label}>{label}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </SimpleGrid>
  );
}

function EventRow({ event, hasTotal }: { event: EventImportPreviewEvent; hasTotal: boolean }) {
  return (
    <Table.Tr data-outcome={event.outcome}>
      <Table.Td>{linesText(event.lines)}</Table.Td>
      <Table.Td>
        <OutcomeBadge outcome={event.outcome} />
      </Table.Td>
      <Table.Td>{event.patientName}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{event.dtProcedure ? formatDate(event.dtProcedure) : ''}</Table.Td>
      <Table.Td>{event.healthInsuranceName}</Table.Td>
      <Table.Td>{event.numGuide}</Table.Td>
      <Table.Td>
        {event.procedures.map((procedure, index) => (
          <div key={`${procedure.code}-${index}`}>{procedure.name ? fmt(t.procedure, procedure) : procedure.code}</div>
        ))}
      </Table.Td>
      {hasTotal && (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {event.total === null ? '' : formatMoneyText(event.total)}
        </Table.Td>
      )}
      <Table.Td>{event.reason ?? ''}</Table.Td>
    </Table.Tr>
  );
}

/** The first events of the file as the import would write them (POST /api/event-imports/preview). */
export function ImportPreview({ preview }: { preview: EventImportPreview }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the form's focus target: the reader starts at its heading.
  useEffect(() => heading.current?.focus(), [preview]);
  const hasTotal = preview.events.some((event) => event.total !== null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="event-import-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="event-import-preview-title" ref={heading} tabIndex={-1}>
          {t.previewTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.previewNothingWritten}
        </Text>
        <Text fw={600} data-preview="totals">
          {fmt(t.totals, { rows: formatNumber(preview.totalRows), events: formatNumber(preview.totalEvents) })}
        </Text>
        <FoundColumns preview={preview} />
        <Title order={3} size="h5">
          {t.eventsTitle}
        </Title>
        {preview.totalEvents > preview.events.length && (
          <Text size="sm" c="dimmed">
            {fmt(t.eventsShown, {
              shown: formatNumber(preview.events.length),
              total: formatNumber(preview.totalEvents),
            })}
          </Text>
        )}
        <Table.ScrollContainer minWidth={960}>
          <Table striped aria-label={t.eventsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.lines}</Table.Th>
                <Table.Th>{t.outcome}</Table.Th>
                <Table.Th>{t.patient}</Table.Th>
                <Table.Th>{t.date}</Table.Th>
                <Table.Th>{t.insurer}</Table.Th>
                <Table.Th>{t.guide}</Table.Th>
                <Table.Th>{t.procedures}</Table.Th>
                {hasTotal && <Table.Th ta="right">{t.total}</Table.Th>}
                <Table.Th>{t.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.events.map((event) => (
                <EventRow key={event.lines.join('-')} event={event} hasTotal={hasTotal} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
