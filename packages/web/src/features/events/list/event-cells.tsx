import { messages, type EventListItem } from '@honora/contract';
import { formatDate, formatDateTime } from '@honora/domain';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EventStatusBadge } from '../../../shared/events/event-status-badge';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import type { TableColumn } from './column-model';

const t = messages.screens.events.list;
const filters = t.filters;

/** The guide number (or "sem guia") with the flags a biller looks for first; flags go under it when the column is narrow. */
function guideCell(item: EventListItem): ReactNode {
  return (
    <Group gap={4}>
      {item.numGuide ? (
        <Text size="sm" fw={600}>
          {item.numGuide}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t.noGuide}
        </Text>
      )}
      {item.urgent && (
        <Badge size="xs" color="red" variant="filled">
          {t.urgent}
        </Badge>
      )}
      {!item.active && (
        <Badge size="xs" color="gray">
          {t.removed}
        </Badge>
      )}
      {item.isLocked && (
        <Badge size="xs" color="dark" variant="outline">
          {t.locked}
        </Badge>
      )}
    </Group>
  );
}

function customFieldsCell(item: EventListItem, labels: Record<string, string>): string {
  return Object.entries(item.customFields)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => {
      const shown = typeof value === 'boolean' ? (value ? filters.yes : filters.no) : String(value);
      return `${labels[key] ?? key}: ${shown}`;
    })
    .join('; ');
}

const money = (value: string | undefined) => (value === undefined ? '' : formatMoneyText(value));

/** What one cell of the events table shows. */
export function cellOf(item: EventListItem, column: TableColumn, customFieldLabels: Record<string, string>): ReactNode {
  switch (column) {
    case 'numGuide':
      return guideCell(item);
    case 'dtProcedure':
      return item.dtProcedure ? formatDate(item.dtProcedure) : '';
    case 'patient':
      return item.patientName ?? '';
    case 'insurer':
      return item.insurerName ?? '';
    case 'hospital':
      return item.hospitalName ?? '';
    case 'surgeon':
      return item.surgeonName ?? '';
    case 'anesthetist':
      return item.anesthetistName ?? '';
    case 'status':
      return <EventStatusBadge status={item.status} customStatus={item.customStatus} size="sm" />;
    case 'type':
      return messages.screens.events.types[item.type];
    case 'procedures':
      return item.procedureCodes.join(', ');
    case 'company':
      return item.companyName;
    case 'batches':
      return item.batchesIds.length > 0 ? String(item.batchesIds.length) : '';
    case 'customFields':
      return customFieldsCell(item, customFieldLabels);
    case 'createdAt':
      return formatDateTime(item.createdAt);
    case 'totalProduced':
    case 'totalReceived':
    case 'totalGlosado':
    case 'totalLoss':
    case 'totalInProcessing':
      return money(item[column]);
  }
}
