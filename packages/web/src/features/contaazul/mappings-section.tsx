import {
  CONTA_AZUL_MAPPING_KINDS,
  contaAzulRoutes,
  fmt,
  type ContaAzulMappingKind,
  type ContaAzulMappingRow,
  type ContaAzulOptions,
} from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatCnpj, formatNumber } from '@honora/domain';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { QueryState } from '../../shared/ui/query-state';
import { documentMatches, rowKey, suggestedLinks, withSuggestions } from './document-match';
import { LoadOptionsButton } from './load-options-button';
import { useContaAzulMappings, useContaAzulOptions } from '../../shared/contaazul/use-contaazul';

const t = contaAzulScreenMessages.mappings;

/** Insurers and hospitals become customers; event types, services (decision 054). */
function remoteChoices(kind: ContaAzulMappingKind, options: ContaAzulOptions) {
  const list = kind === 'service' ? options.services : options.customers;
  return list.map((o) => ({ value: o.id, label: o.name }));
}

interface KindTableProps {
  kind: ContaAzulMappingKind;
  rows: readonly ContaAzulMappingRow[];
  options: ContaAzulOptions | undefined;
  shown: ReadonlyMap<string, string>;
  canWrite: boolean;
  busy: string | null;
  onPick: (key: string, value: string | null) => void;
  onMap: (row: ContaAzulMappingRow, remoteId: string) => void;
  onUnmap: (row: ContaAzulMappingRow) => void;
}

function KindTable({ kind, rows, options, shown, canWrite, busy, onPick, onMap, onUnmap }: KindTableProps) {
  const title = t.kinds[kind];
  return (
    <Stack gap="xs">
      <Title order={3}>{title}</Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} maw={980}>
          <Table striped aria-label={fmt(t.tableLabel, { kind: title })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.product}</Table.Th>
                {kind !== 'service' && <Table.Th>{t.document}</Table.Th>}
                <Table.Th>{t.remote}</Table.Th>
                {canWrite && <HiddenHeader w={140} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                const value = shown.get(key) ?? null;
                return (
                  <Table.Tr key={key} data-mapped={row.remoteId !== null}>
                    <Table.Td>{row.productName}</Table.Td>
                    {kind !== 'service' && <Table.Td>{row.document ? formatCnpj(row.document) : '—'}</Table.Td>}
                    <Table.Td>
                      {row.remoteId !== null ? (
                        (row.remoteName ?? row.remoteId)
                      ) : canWrite && options ? (
                        <Select
                          aria-label={fmt(t.chooseLabel, { name: row.productName })}
                          placeholder={t.choose}
                          data={remoteChoices(kind, options)}
                          value={value}
                          onChange={(picked) => onPick(key, picked)}
                          searchable
                          w={320}
                        />
                      ) : (
                        <Text c="dimmed" size="sm">
                          {t.none}
                        </Text>
                      )}
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        {row.remoteId !== null ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            loading={busy === key}
                            aria-label={fmt(t.unmapLabel, { name: row.productName })}
                            onClick={() => onUnmap(row)}
                          >
                            {t.unmap}
                          </Button>
                        ) : (
                          options && (
                            <Button
                              size="xs"
                              variant="light"
                              disabled={value === null}
                              loading={busy === key}
                              aria-label={fmt(t.saveLabel, { name: row.productName })}
                              onClick={() => value && onMap(row, value)}
                            >
                              {t.save}
                            </Button>
                          )
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * "Vínculos" (decision 054): each insurer and hospital to a Conta Azul customer, each event type
 * to a service, one table per kind; "Vincular pelos CNPJs" links those whose documents match.
 */
export function MappingsSection({ canWrite }: { canWrite: boolean }) {
  const query = useContaAzulMappings();
  const options = useContaAzulOptions().data;
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const rows = query.data?.items ?? [];
  const matches = options ? documentMatches(rows, options.customers) : new Map<string, string>();
  const shown = withSuggestions(picked, matches);

  const onPick = (key: string, value: string | null) =>
    setPicked((current) => {
      const next = new Map(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const write = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await run();
      toast.success(done);
      onPick(key, null);
      await query.refetch();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const onMap = (row: ContaAzulMappingRow, remoteId: string) =>
    void write(
      rowKey(row),
      () => call(contaAzulRoutes.map, { body: { kind: row.kind, productKey: row.productKey, remoteId } }),
      t.saved,
    );
  const onUnmap = (row: ContaAzulMappingRow) =>
    void write(
      rowKey(row),
      () => call(contaAzulRoutes.unmap, { body: { kind: row.kind, productKey: row.productKey } }),
      t.removed,
    );
  const suggest = async () => {
    const byKey = new Map(rows.map((row) => [rowKey(row), row]));
    setBusy('suggest');
    let count = 0;
    let failure: unknown = null;
    // One after the other (decision 054: the account's rate limit), each its own PUT.
    for (const [key, remoteId] of suggestedLinks(picked, matches)) {
      const row = byKey.get(key);
      if (!row) continue;
      try {
        await call(contaAzulRoutes.map, { body: { kind: row.kind, productKey: row.productKey, remoteId } });
        count += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    setBusy(null);
    toast.success(fmt(t.suggested, { count: formatNumber(count) }));
    if (failure !== null) toastError(failure);
    await query.refetch();
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={2}>{t.title}</Title>
            <Text size="sm" c="dimmed">
              {t.hint}
            </Text>
          </div>
          {canWrite && options && (
            <Button
              variant="light"
              onClick={() => void suggest()}
              loading={busy === 'suggest'}
              disabled={matches.size === 0}
            >
              {t.suggest}
            </Button>
          )}
        </Group>
        {canWrite && !options && (
          <Group>
            <Text size="sm">{t.loadFirst}</Text>
            <LoadOptionsButton variant="default" />
          </Group>
        )}
        <QueryState query={query}>
          {(data) => (
            <Stack>
              {CONTA_AZUL_MAPPING_KINDS.map((kind) => (
                <KindTable
                  key={kind}
                  kind={kind}
                  rows={data.items.filter((row) => row.kind === kind)}
                  options={options}
                  shown={shown}
                  canWrite={canWrite}
                  busy={busy}
                  onPick={onPick}
                  onMap={onMap}
                  onUnmap={onUnmap}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
