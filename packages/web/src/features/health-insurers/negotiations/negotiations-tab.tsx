import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import {
  messages,
  negotiationRoutes,
  type Negotiation,
  type NegotiationStatus,
  fmt,
  validityParams,
} from '@honora/contract';
import { formatDate } from '@honora/domain';
import { Alert, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../shared/api/api-client';
import { toast, toastError } from '../../../shared/notify/toast';
import { pricingPreviewPath } from '../../../shared/pricing/price-in-browser';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { QueryState } from '../../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../../shared/ui/records-table';
import { CopyNegotiationModal } from './copy-negotiation-modal';
import { NegotiationForm } from './negotiation-form';
import { useNegotiations, useRefreshNegotiations } from './use-negotiations';

const s = negotiationScreenMessages;
const statusColors: Record<NegotiationStatus, string> = { FUTURE: 'blue', CURRENT: 'green', ENDED: 'gray' };

/** "01/01/2026 a 31/12/2026", "desde sempre", "em aberto". */
export function validityText({ start, end }: Pick<Negotiation, 'start' | 'end'>): string {
  return fmt(s.validity, validityParams(start ? formatDate(start) : null, end ? formatDate(end) : null));
}

function tableText(n: Negotiation): string {
  if (!n.cbhpmName) return s.noTable;
  return n.valuationName ? fmt(s.tableOf, { edition: n.cbhpmName, valuation: n.valuationName }) : n.cbhpmName;
}

interface Props {
  insurerId: string;
  /** No write permission, or the insurer is deleted: the negotiations are only read. */
  isReadOnly: boolean;
}

/** The insurer's negotiations (not part of the insurer's save): list, open, create, copy, delete. */
export function NegotiationsTab({ insurerId, isReadOnly }: Props) {
  const query = useNegotiations(insurerId);
  const refresh = useRefreshNegotiations();
  // undefined: the drawer is closed; null: a new negotiation.
  const [editing, setEditing] = useState<Negotiation | null | undefined>(undefined);
  const [copying, setCopying] = useState<Negotiation | null>(null);
  const [removing, setRemoving] = useState<Negotiation | null>(null);

  async function remove(negotiation: Negotiation) {
    try {
      await call(negotiationRoutes.remove, { params: { id: negotiation.id } });
      toast.success(s.removed);
    } catch (error) {
      toastError(error);
    }
    await refresh();
  }

  const columns: RecordColumn<Negotiation>[] = [
    { header: s.columns.name, cell: (n) => n.name },
    { header: s.columns.validity, cell: validityText },
    { header: s.columns.table, cell: tableText },
    {
      header: s.columns.status,
      cell: (n) => (
        <Badge color={statusColors[n.status]} variant="light">
          {s.statuses[n.status]}
        </Badge>
      ),
    },
  ];
  if (!isReadOnly) {
    columns.push({
      header: s.columns.actions,
      cell: (n) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setCopying(n)}
            aria-label={fmt(s.copyRow, { name: n.name })}
          >
            {s.copy}
          </Button>
          {n.isEditable && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setRemoving(n)}
              aria-label={fmt(s.removeRow, { name: n.name })}
            >
              {s.remove}
            </Button>
          )}
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {s.hint}
      </Text>
      {isReadOnly && <Alert color="blue">{s.readOnlyHint}</Alert>}
      <Group>
        {!isReadOnly && <Button onClick={() => setEditing(null)}>{s.create}</Button>}
        <Button variant="light" component={Link} to={pricingPreviewPath(insurerId)}>
          {s.simulate}
        </Button>
      </Group>
      <QueryState query={query}>
        {({ items }) => (
          <RecordsTable
            rows={items}
            columns={columns}
            label={s.listLabel}
            empty={s.empty}
            minWidth={720}
            action={{
              label: messages.screens.registry.list.open,
              ariaLabel: (n) => fmt(s.openRow, { name: n.name }),
              onClick: setEditing,
            }}
          />
        )}
      </QueryState>
      <Drawer
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? fmt(s.editTitle, { name: editing.name }) : s.newTitle}
        position="right"
        size="min(72rem, 100%)"
      >
        {editing !== undefined && (
          <NegotiationForm
            key={editing ? `${editing.id}:${editing.updatedAt ?? editing.createdAt}` : 'new'}
            insurerId={insurerId}
            negotiation={editing}
            isReadOnly={isReadOnly}
            onSaved={async () => {
              await refresh();
              setEditing(undefined);
            }}
            onClose={() => setEditing(undefined)}
          />
        )}
      </Drawer>
      <CopyNegotiationModal
        negotiation={copying}
        onClose={() => setCopying(null)}
        onCopied={async (copy) => {
          await refresh();
          setCopying(null);
          setEditing(copy);
        }}
      />
      <ConfirmModal
        title={removing ? s.removeTitle : null}
        message={removing ? fmt(s.removeConfirm, { name: removing.name }) : ''}
        confirmLabel={s.remove}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
