import { fmt, messages, taxesRoutes, type Tax } from '@honora/contract';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { brazilDate, formatDateTime } from '@honora/domain';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { monthOptions } from '../../shared/forms/months';
import { toast, toastError } from '../../shared/notify/toast';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { TaxForm } from './tax-form';
import { validityShown, valueShown, versionOfMonth } from './tax-form-model';
import { TaxTablesPanel } from './tax-tables-panel';
import { TaxVersions } from './tax-versions';
import { useRefreshTaxes, useTax, useTaxes } from './use-taxes';

const record = messages.screens.registry.record;
const NEW = 'new';

/** The month the rules are shown for (?month=YYYY-MM, this month by default): kept in the address. */
function useMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = brazilDate(new Date()).slice(0, 7);
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : current;
  const setMonth = (next: string) =>
    setParams((p) => {
      p.set('month', next);
      return p;
    });
  return [month, setMonth];
}

/** /client/Taxes: the company's taxes and fees in computing order, one at `/{id}`, a new one at `/new`. */
export function TaxesPage() {
  const { id, open } = useRecordRoute();
  const [month, setMonth] = useMonth();
  if (id)
    return <TaxDetail key={id} id={id === NEW ? null : id} month={month} onBack={() => open(null)} onCreated={open} />;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <TaxList month={month} onMonth={setMonth} onOpen={open} onCreate={() => open(NEW)} />
      <TaxTablesPanel month={month} />
    </Stack>
  );
}

interface ListProps {
  month: string;
  onMonth: (month: string) => void;
  onOpen: (id: string) => void;
  onCreate: () => void;
}

function TaxList({ month, onMonth, onOpen, onCreate }: ListProps) {
  const can = useCan();
  const [isDeleted, setIsDeleted] = useState(false);
  const query = useTaxes(isDeleted);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Select
              label={t.monthLabel}
              data={monthOptions(brazilDate(new Date()), 48, 24, [month])}
              value={month}
              onChange={(value) => value && onMonth(value)}
              allowDeselect={false}
              searchable
              w={200}
            />
            <Switch label={t.showDeleted} checked={isDeleted} onChange={(e) => setIsDeleted(e.currentTarget.checked)} />
          </Group>
          {can('billing', 'manager') && <Button onClick={onCreate}>{t.create}</Button>}
        </Group>
        <QueryState query={query}>
          {({ items }) =>
            items.length === 0 ? <Text>{t.empty}</Text> : <TaxTable taxes={items} month={month} onOpen={onOpen} />
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function TaxTable({ taxes, month, onOpen }: { taxes: Tax[]; month: string; onOpen: (id: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.order}</Table.Th>
            <Table.Th>{t.columns.name}</Table.Th>
            <Table.Th>{t.columns.identifier}</Table.Th>
            <Table.Th>{t.columns.kind}</Table.Th>
            <Table.Th>{t.columns.base}</Table.Th>
            <Table.Th>{t.columns.value}</Table.Th>
            <Table.Th>{t.columns.appliesTo}</Table.Th>
            <Table.Th>{t.columns.validity}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {taxes.map((tax) => {
            const version = versionOfMonth(tax, month);
            return (
              <Table.Tr key={tax.id}>
                <Table.Td>{tax.order}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" ta="left" onClick={() => onOpen(tax.id)}>
                    {tax.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t.identifiers[tax.identifier]}</Table.Td>
                <Table.Td>{t.kinds[tax.kind]}</Table.Td>
                {version ? (
                  <>
                    <Table.Td>{t.bases[version.base]}</Table.Td>
                    <Table.Td>{valueShown(version)}</Table.Td>
                    <Table.Td>
                      {t.personTypes[version.personType]}
                      {version.withheldByPayer && ` · ${t.withheld}`}
                    </Table.Td>
                    <Table.Td>{validityShown(version, tax)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={4}>{t.notInForce}</Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface DetailProps {
  id: string | null;
  month: string;
  onBack: () => void;
  onCreated: (id: string) => void;
}

function TaxDetail({ id, month, onBack, onCreated }: DetailProps) {
  const refresh = useRefreshTaxes();
  const can = useCan();
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {record.back}
        </Button>
      </Group>
      {id ? (
        <ExistingTax id={id} month={month} />
      ) : (
        <Stack>
          <Title order={1}>{t.newTitle}</Title>
          <Paper withBorder p="lg">
            <TaxForm
              tax={null}
              month={month}
              isReadOnly={!can('billing', 'manager')}
              onSaved={async (saved) => {
                await refresh();
                onCreated(saved.id);
              }}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

function ExistingTax({ id, month }: { id: string; month: string }) {
  const query = useTax(id);
  return <QueryState query={query}>{(tax) => <TaxView tax={tax} month={month} />}</QueryState>;
}

function TaxView({ tax, month }: { tax: Tax; month: string }) {
  const refresh = useRefreshTaxes();
  const can = useCan();
  const [confirming, setConfirming] = useState(false);
  const canChange = can('billing', 'manager');
  const isDeleted = tax.deletedAt !== null;
  const toggleDeleted = async () => {
    try {
      await call(isDeleted ? taxesRoutes.restore : taxesRoutes.remove, { params: { id: tax.id } });
      toast.success(isDeleted ? record.restored : record.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{tax.name}</Title>
        {canChange && (
          <Button
            variant={isDeleted ? 'default' : 'subtle'}
            color={isDeleted ? undefined : 'red'}
            onClick={() => setConfirming(true)}
          >
            {isDeleted ? record.restore : record.remove}
          </Button>
        )}
      </Group>
      {isDeleted && <Alert color="yellow">{fmt(t.deletedAlert, { date: formatDateTime(tax.deletedAt!) })}</Alert>}
      <Paper withBorder p="lg">
        <TaxForm
          key={tax.updatedAt ?? tax.createdAt}
          tax={tax}
          month={month}
          isReadOnly={!canChange || isDeleted}
          onSaved={() => refresh()}
        />
      </Paper>
      <TaxVersions tax={tax} month={month} canChange={canChange && !isDeleted} onChanged={refresh} />
      <ConfirmModal
        title={confirming ? (isDeleted ? record.restore : record.remove) : null}
        message={isDeleted ? t.restoreConfirm : record.removeConfirm}
        confirmLabel={isDeleted ? record.restore : record.remove}
        color={isDeleted ? 'blue' : 'red'}
        onConfirm={toggleDeleted}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
