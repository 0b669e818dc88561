import { fmt, type CoreMonth, type CoreYear } from '@honora/contract';
import { scheduleCoreScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { filledText, isClosed, monthName, monthSituation } from './core-year';
import { ReopenMonthDialog } from './reopen-month-dialog';
import { useCoreActions } from './use-core-year';

interface Props {
  year: string;
  data: CoreYear;
  /** A refusal of the server, for the page's alert region (null clears it). */
  onError: (message: string | null) => void;
}

/** The twelve months of the year: situation, how full, their grid, and the manager's close and reopen. */
export function CoreMonthsTable({ year, data, onError }: Props) {
  const { close, reopen } = useCoreActions();
  // The month asked about stays while the question closes, so its text does not blank out.
  const [closing, setClosing] = useState<CoreMonth | null>(null);
  const [isAskingClose, setIsAskingClose] = useState(false);
  const [reopening, setReopening] = useState<CoreMonth | null>(null);
  const [isAskingReopen, setIsAskingReopen] = useState(false);

  async function confirmClose(item: CoreMonth) {
    onError(null);
    try {
      await close(item.month, item.version);
      toast.success(fmt(t.closedToast, { month: monthName(item.month) }));
    } catch (error) {
      const apiError = toApiError(error);
      if (!apiError.isHandled) onError(apiError.message);
    }
  }

  async function reopenMonth(item: CoreMonth, observation: string) {
    onError(null);
    await reopen(item.month, item.version, observation);
    toast.success(fmt(t.reopenedToast, { month: monthName(item.month) }));
  }

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label={fmt(t.tableLabel, { year: data.items[0]?.month.slice(0, 4) ?? year })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.month}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{t.filled}</Table.Th>
              <Table.Th>{t.gridColumn}</Table.Th>
              {data.canManage && <HiddenHeader />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <MonthRow
                key={item.month}
                item={item}
                canManage={data.canManage}
                onClose={() => {
                  setClosing(item);
                  setIsAskingClose(true);
                }}
                onReopen={() => {
                  setReopening(item);
                  setIsAskingReopen(true);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        title={isAskingClose ? t.close : null}
        message={closing ? fmt(t.closeConfirm, { month: monthName(closing.month) }) : ''}
        confirmLabel={t.close}
        onConfirm={() => (closing ? confirmClose(closing) : Promise.resolve())}
        onClose={() => setIsAskingClose(false)}
      />
      <ReopenMonthDialog
        month={reopening}
        opened={isAskingReopen}
        onReopen={reopenMonth}
        onError={(message) => onError(message)}
        onClose={() => setIsAskingReopen(false)}
      />
    </>
  );
}

interface RowProps {
  item: CoreMonth;
  canManage: boolean;
  onClose: () => void;
  onReopen: () => void;
}

function MonthRow({ item, canManage, onClose, onReopen }: RowProps) {
  const name = monthName(item.month);
  const { status, details } = monthSituation(item);
  const closed = isClosed(item);
  return (
    <Table.Tr data-month={item.month}>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={closed ? 600 : undefined}>
            {status}
          </Text>
          {details.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>{filledText(item)}</Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`${paths.clientOnCallSchedule}?month=${item.month}`}
          aria-label={fmt(t.openGrid, { month: name })}
        >
          {t.openGridShort}
        </Anchor>
      </Table.Td>
      {canManage && (
        <Table.Td>
          {closed ? (
            <Button size="xs" variant="default" onClick={onReopen} aria-label={fmt(t.reopenLabel, { month: name })}>
              {t.reopen}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onClose}
              aria-label={fmt(t.closeLabel, { month: name })}
            >
              {t.close}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
