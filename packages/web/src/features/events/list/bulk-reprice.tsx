import { fmt, messages, type EventBulkResult, type EventListItem } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Button, Group, Loader, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { EventResultsModal } from '../../../shared/events/event-results-modal';
import { toastError } from '../../../shared/notify/toast';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { formatDifference, repricePlan, type RepricePlan } from './bulk-reprice-plan';
import { useReprice, useRepricePreview } from './use-reprice';

const t = messages.screens.events.list;
const r = t.reprice;

/** The re-pricing entry of the bulk menu (canBulkReprice); rendered inside the menu's dropdown. */
export function BulkRepriceMenuItem({ onPick }: { onPick: () => void }) {
  return (
    <>
      <Menu.Divider />
      <Menu.Item onClick={onPick}>{r.menu}</Menu.Item>
    </>
  );
}

const money = (value: string | undefined) => (value === undefined ? '' : formatMoneyText(value));

/** Each event with its current and new total, the difference and whether it will be re-priced. */
function RepriceTable({ plan }: { plan: RepricePlan }) {
  return (
    <Table.ScrollContainer minWidth={plan.hasValues ? 640 : 400} mah={360}>
      <Table striped withTableBorder aria-label={r.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{r.guide}</Table.Th>
            <Table.Th>{r.patient}</Table.Th>
            {plan.hasValues && (
              <>
                <Table.Th ta="right">{r.totalBefore}</Table.Th>
                <Table.Th ta="right">{r.totalAfter}</Table.Th>
                <Table.Th ta="right">{r.difference}</Table.Th>
              </>
            )}
            <Table.Th>{r.situation}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.rows.map((row) => (
            <Table.Tr key={row.id} data-event-id={row.id} data-reprice-state={row.state}>
              <Table.Td>{row.guide}</Table.Td>
              <Table.Td>{row.patient}</Table.Td>
              {plan.hasValues && (
                <>
                  <Table.Td ta="right" data-column="totalBefore">
                    {money(row.totalBefore)}
                  </Table.Td>
                  <Table.Td ta="right" data-column="totalAfter">
                    {money(row.totalAfter)}
                  </Table.Td>
                  <Table.Td ta="right" data-column="difference">
                    {row.difference === undefined ? '' : formatDifference(row.difference)}
                  </Table.Td>
                </>
              )}
              <Table.Td fw={row.state === 'change' ? 500 : undefined}>{row.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** How many events will be re-priced, the sum of their differences (with values) and the events. */
function RepriceSummary({ plan }: { plan: RepricePlan }) {
  const count = plan.toApply.length;
  return (
    <Stack gap="xs">
      {count > 0 ? (
        <Text fw={500}>{fmt(r.toApply, { count: formatNumber(count) })}</Text>
      ) : (
        <Text fw={500} role="alert">
          {r.nothingToApply}
        </Text>
      )}
      {plan.totalDifference !== undefined && (
        <Text fw={700} data-reprice-total>
          {fmt(r.totalDifference, { value: formatDifference(plan.totalDifference) })}
        </Text>
      )}
      {!plan.hasValues && <Text size="sm">{r.valuesHidden}</Text>}
      <RepriceTable plan={plan} />
    </Stack>
  );
}

interface Props {
  isOpen: boolean;
  selectedIds: readonly string[];
  /** The selected events as the list showed them (guide, patient), by id. */
  known: ReadonlyMap<string, EventListItem>;
  /** Each event's result: the applied ones, then those the preview refused. */
  onResults: (results: EventBulkResult[]) => void;
  onClose: () => void;
}

function RepriceBody({ selectedIds, known, onResults, onClose }: Omit<Props, 'isOpen'>) {
  const preview = useRepricePreview(selectedIds, true);
  const reprice = useReprice();
  const plan = preview.data ? repricePlan(preview.data.items, known) : null;
  const apply = async () => {
    if (!plan || plan.toApply.length === 0) return;
    try {
      const answer = await reprice.mutateAsync(plan.toApply);
      onClose();
      onResults([...answer.results, ...plan.refused]);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack>
      <Text>{r.intro}</Text>
      {preview.isError ? (
        <Text c="red" role="alert">
          {preview.error.message}
        </Text>
      ) : plan ? (
        <RepriceSummary plan={plan} />
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{r.computing}</Text>
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={reprice.isPending}>
          {r.cancel}
        </Button>
        <Button onClick={() => void apply()} loading={reprice.isPending} disabled={!plan || plan.toApply.length === 0}>
          {r.confirm}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * "Reprecificar" over the selected events (decision 018 "Pricing"): events keep their values
 * when a negotiation changes until re-priced. The dialog shows, before anything is written, each
 * event's current and new total and the difference (the server's preview), the total of the
 * differences, and which events stay as they are and why; confirming applies at the versions
 * shown, so an event changed meanwhile is refused rather than priced unseen.
 */
export function BulkRepriceDialog({ isOpen, onClose, ...rest }: Props) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={r.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t.bulk.closeDialog }}
    >
      {isOpen && <RepriceBody {...rest} onClose={onClose} />}
    </Modal>
  );
}

/** What re-pricing did to each event: re-priced, or why not (billing.md §8 result types). */
export function RepriceResultsModal({
  results,
  onClose,
}: {
  results: readonly EventBulkResult[] | null;
  onClose: () => void;
}) {
  return (
    <EventResultsModal
      title={r.resultsTitle}
      results={results}
      summary={(ok, total) => fmt(r.summary, { ok, total })}
      okLabel={r.repriced}
      failLabel={(result) => messages.screens.events.bulkResults[result.result]}
      onClose={onClose}
    />
  );
}
