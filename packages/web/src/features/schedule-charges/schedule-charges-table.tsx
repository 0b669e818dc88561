import { fmt, type ScheduleChargeHospital } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { contractOf, figuresOf, hoursText, installmentText, moneyText, statusText } from './charge-values';

export interface ChargeActions {
  canIssue: boolean;
  canCancel: boolean;
  onDetails: (row: ScheduleChargeHospital) => void;
  onIssue: (row: ScheduleChargeHospital) => void;
  onCancel: (row: ScheduleChargeHospital) => void;
  onDownload: (row: ScheduleChargeHospital, kind: 'pdf' | 'xlsx') => void;
}

function ActionsCell({
  row,
  canIssue,
  canCancel,
  onDetails,
  onIssue,
  onCancel,
  onDownload,
}: ChargeActions & { row: ScheduleChargeHospital }) {
  const hospital = row.hospital.name;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => onDetails(row)} aria-label={fmt(t.detailsLabel, { hospital })}>
        {t.details}
      </Button>
      {row.issued ? (
        <>
          <Button
            size="xs"
            variant="light"
            onClick={() => onDownload(row, 'pdf')}
            aria-label={fmt(t.pdfLabel, { hospital })}
          >
            {t.pdf}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onDownload(row, 'xlsx')}
            aria-label={fmt(t.excelLabel, { hospital })}
          >
            {t.excel}
          </Button>
          {canCancel && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onCancel(row)}
              aria-label={fmt(t.cancelLabel, { hospital })}
            >
              {t.cancelShort}
            </Button>
          )}
        </>
      ) : (
        canIssue && (
          <Button size="xs" onClick={() => onIssue(row)} aria-label={fmt(t.issueLabel, { hospital })}>
            {t.issueShort}
          </Button>
        )
      )}
    </Group>
  );
}

/** The month's hospitals (decision 048): hours, amount, contract and installment, the statement's status and actions. */
export function ScheduleChargesTable({
  rows,
  ...actions
}: ChargeActions & { rows: readonly ScheduleChargeHospital[] }) {
  const columns: RecordColumn<ScheduleChargeHospital & { id: string }>[] = [
    { header: t.hospital, cell: (row) => row.hospital.name },
    { header: t.slots, align: 'right', cell: (row) => row.slots },
    { header: t.hours, align: 'right', cell: (row) => hoursText(figuresOf(row).minutes) },
    { header: t.total, align: 'right', cell: (row) => moneyText(figuresOf(row).total) },
    {
      header: t.contract,
      cell: (row) => {
        const contract = contractOf(row);
        return contract ? (
          <Stack gap={0}>
            <Text size="sm">{contract.type}</Text>
            <Text size="xs" c="dimmed">
              {installmentText(contract)}
            </Text>
          </Stack>
        ) : (
          t.noContract
        );
      },
    },
    {
      header: t.status,
      cell: (row) => (
        <Stack gap={2}>
          <Badge color={row.issued ? 'green' : 'gray'} variant="light">
            {row.issued ? t.statuses.ISSUED : t.statuses.NONE}
          </Badge>
          {row.issued && <Text size="xs">{statusText(row)}</Text>}
        </Stack>
      ),
    },
    { header: t.actions, cell: (row) => <ActionsCell row={row} {...actions} /> },
  ];
  return (
    <RecordsTable
      rows={rows.map((row) => ({ ...row, id: row.hospital.id }))}
      columns={columns}
      label={t.title}
      empty={t.empty}
      minWidth={960}
    />
  );
}
