import { AXREG_TYPES, fmt, type AxregMapping, type AxregType } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { formatDate } from '@honora/domain';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { axregActions } from './axreg-actions';
import { useCompanyId, useMappings, useRefreshAxreg } from './use-integrations';

const t = integrationsScreenMessages.mappings;
const r = integrationsScreenMessages.records;
const typeOptions = AXREG_TYPES.map((value) => ({ value, label: integrationsScreenMessages.typeTitles[value] }));

/**
 * /client/integrationToFrom (platform.md §2; decision 053): every mapping of the company with a
 * type filter, show/hide and unmap.
 */
export function MappingsPage() {
  const companyId = useCompanyId();
  const canWrite = useCan()('integrations', 'write');
  const query = useMappings();
  const refresh = useRefreshAxreg();
  const [type, setType] = useState<AxregType | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(m: AxregMapping, action: () => Promise<unknown>, done: string) {
    setBusyId(m.id);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  }

  const nameOf = (m: AxregMapping) => m.productName ?? t.removedProduct;
  const actions = (m: AxregMapping) => (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        disabled={busyId === m.id}
        aria-label={fmt(m.visible ? r.hideLabel : r.showLabel, { name: nameOf(m) })}
        onClick={() =>
          void run(m, () => axregActions.setVisible(companyId, m.type, m.axregId, !m.visible), r.visibilityChanged)
        }
      >
        {m.visible ? r.hide : r.show}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={busyId === m.id}
        aria-label={fmt(r.unmapLabel, { name: nameOf(m) })}
        onClick={() => void run(m, () => axregActions.unmap(companyId, m.type, m.axregId), r.unmapped)}
      >
        {r.unmap}
      </Button>
    </Group>
  );
  const columns: RecordColumn<AxregMapping>[] = [
    { header: t.type, cell: (m) => integrationsScreenMessages.types[m.type] },
    { header: r.product, cell: nameOf },
    { header: r.axregId, align: 'right', cell: (m) => m.axregId },
    { header: t.visible, cell: (m) => (m.visible ? t.yes : t.no) },
    { header: t.createdAt, cell: (m) => formatDate(m.createdAt) },
    ...(canWrite ? [{ header: r.actions, cell: actions }] : []),
  ];
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Select
        label={t.type}
        placeholder={t.allTypes}
        data={typeOptions}
        value={type}
        onChange={(value) => setType(value as AxregType | null)}
        clearable
        w={220}
      />
      <QueryState query={query}>
        {({ items }) => (
          <RecordsTable
            rows={type ? items.filter((m) => m.type === type) : items}
            columns={columns}
            label={t.label}
            empty={t.empty}
            minWidth={800}
          />
        )}
      </QueryState>
    </Stack>
  );
}
