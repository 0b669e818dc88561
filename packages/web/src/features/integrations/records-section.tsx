import { fmt, type AxregRecord, type AxregType } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { axregActions } from './axreg-actions';
import { LinkModal } from './link-modal';
import { PagePager } from './page-pager';
import { useCompanyId, useRegistryRecords } from './use-integrations';
import { QueryState } from '../../shared/ui/query-state';

const t = integrationsScreenMessages.records;

interface Props {
  type: AxregType;
  canWrite: boolean;
  onChanged: () => void;
}

type Row = AxregRecord & { id: string };

/**
 * The registry's records of one type beside their product record (decision 053), 100 a page: an
 * unmapped one is linked to a product record or imported (consume_single — an anesthetist only
 * when one of the company has its CRM: the server's 404 message is shown); a mapped one is
 * hidden/shown or unmapped.
 */
export function RecordsSection({ type, canWrite, onChanged }: Props) {
  const companyId = useCompanyId();
  const [page, setPage] = useState(1);
  const [linking, setLinking] = useState<AxregRecord | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useRegistryRecords(type, page);

  async function run(record: AxregRecord, action: () => Promise<unknown>, done: (r: AxregRecord) => string) {
    setBusyId(record.axregId);
    try {
      await action();
      toast.success(done(record));
      onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  }

  // An anesthetist is not created from the registry (a person's account): the action links the
  // company's anesthetist with the same CRM, and says so (decision 053).
  const byCrm = type === 'anesthetist';
  const actions = (r: AxregRecord) => {
    const isBusy = busyId === r.axregId;
    if (!r.mapping) {
      return (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setLinking(r)}
            aria-label={fmt(t.linkToLabel, { name: r.name })}
          >
            {t.linkTo}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={isBusy}
            aria-label={fmt(byCrm ? t.mapByCrmLabel : t.importLabel, { name: r.name })}
            onClick={() =>
              void run(
                r,
                () => axregActions.importRecord(companyId, type, r.axregId),
                (x) => fmt(byCrm ? t.mappedByCrm : t.imported, { name: x.name }),
              )
            }
          >
            {byCrm ? t.mapByCrm : t.import}
          </Button>
        </Group>
      );
    }
    const visible = r.mapping.visible;
    return (
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          disabled={isBusy}
          aria-label={fmt(visible ? t.hideLabel : t.showLabel, { name: r.name })}
          onClick={() =>
            void run(
              r,
              () => axregActions.setVisible(companyId, type, r.axregId, !visible),
              () => t.visibilityChanged,
            )
          }
        >
          {visible ? t.hide : t.show}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={isBusy}
          aria-label={fmt(t.unmapLabel, { name: r.name })}
          onClick={() =>
            void run(
              r,
              () => axregActions.unmap(companyId, type, r.axregId),
              () => t.unmapped,
            )
          }
        >
          {t.unmap}
        </Button>
      </Group>
    );
  };

  const columns: RecordColumn<Row>[] = [
    { header: t.axregId, align: 'right', cell: (r) => r.axregId },
    { header: t.name, cell: (r) => r.name },
    { header: t.document, cell: (r) => r.document ?? '' },
    {
      header: t.product,
      cell: (r) =>
        r.mapping ? (
          <Group gap={6}>
            <Text size="sm">{r.mapping.productName ?? ''}</Text>
            {!r.mapping.visible && (
              <Badge variant="light" color="gray">
                {t.hidden}
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t.notMapped}
          </Text>
        ),
    },
    ...(canWrite ? [{ header: t.actions, cell: actions }] : []),
  ];

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.title}</Title>
        <QueryState query={query}>
          {(data) => (
            <>
              <RecordsTable
                rows={data.items.map((r) => ({ ...r, id: String(r.axregId) }))}
                columns={columns}
                label={fmt(t.label, { type: integrationsScreenMessages.typeTitles[type] })}
                empty={t.empty}
                minWidth={900}
              />
              <PagePager page={page} hasMore={data.hasMore} onPage={setPage} />
            </>
          )}
        </QueryState>
      </Stack>
      <LinkModal type={type} record={linking} onClose={() => setLinking(null)} onLinked={onChanged} />
    </Paper>
  );
}
