import { fmt, type RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { RosterActions } from './roster-actions';
import { RosterConflicts } from './roster-conflicts';
import { RosterDoctorsTable } from './roster-doctors-table';
import { RosterGrid } from './roster-grid';
import { filledCount, monthStatus, statusText } from './roster-grid-model';
import { currentRosterMonth, daysOfMonth, monthFromParam, monthTitle, shiftMonth } from './roster-month';
import { useAssign, usePublish, useRosterMonth, type CellChange } from './use-roster-month';

/** The month shown (?month=YYYY-MM; this month in São Paulo by default): kept in the address. */
function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const month = monthFromParam(params.get('month'), currentRosterMonth(new Date()));
  const setMonth = (next: string) =>
    setParams((p) => {
      p.set('month', next);
      return p;
    });
  return [month, setMonth];
}

/**
 * /client/onCallSchedule (platform.md §2 onCallSchedule; §4 published per month, then only the
 * publisher edits, a closed month is blocked; §5 not in the past): the month's roster as a grid.
 */
export function OnCallSchedulePage() {
  const [month, setMonth] = useMonthParam();
  const query = useRosterMonth(month);
  const [error, setError] = useState<string | null>(null);
  const assign = useAssign(month);
  // Changes may overlap (each waits for the month read again): only the latest one's answer is
  // shown, so an earlier change finishing late never clears a later refusal.
  const latest = useRef(0);
  const onAssign = useCallback(
    async (change: CellChange) => {
      const seq = ++latest.current;
      setError(null);
      const result = await assign(change);
      if (seq === latest.current) setError(result || null);
      return result;
    },
    [assign],
  );
  const goTo = (next: string) => {
    setError(null);
    setMonth(next);
  };
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Group gap="sm" role="group" aria-label={t.month}>
        <Button variant="default" onClick={() => goTo(shiftMonth(month, -1))}>
          {`‹ ${t.previousMonth}`}
        </Button>
        <Title order={2} size="h3" miw={220} ta="center" aria-live="polite">
          {monthTitle(month)}
        </Title>
        <Button variant="default" onClick={() => goTo(shiftMonth(month, 1))}>
          {`${t.nextMonth} ›`}
        </Button>
      </Group>
      <QueryState query={query}>
        {(data) => <MonthView key={month} data={data} error={error} onAssign={onAssign} />}
      </QueryState>
    </Stack>
  );
}

interface ViewProps {
  data: RosterMonth;
  error: string | null;
  onAssign: (change: CellChange) => Promise<string | null>;
}

function MonthView({ data, error, onAssign }: ViewProps) {
  const { header } = data;
  const userId = useSession()?.user.id;
  const days = useMemo(() => daysOfMonth(header.month), [header.month]);
  const count = useMemo(() => filledCount(data.lines, data.slots, days.length), [data.lines, data.slots, days]);
  const status = monthStatus(header, userId);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group justify="space-between" align="center">
          <Stack gap={4}>
            <Text fw={500} data-testid="roster-status">
              {statusText(header, userId)}
            </Text>
            {!header.canEdit && status !== 'closed' && <Text c="dimmed">{t.readOnly}</Text>}
          </Stack>
          {header.canPublish && <PublishButton header={header} />}
        </Group>
      </Paper>
      {data.lines.length === 0 ? (
        <Group gap="xs">
          <Text>{t.noLines}</Text>
          {/* The lines screen has this screen's rule (module scheduleOnCall, list). */}
          <Anchor component={Link} to={paths.clientConfigOnCallSchedule}>
            {t.configure}
          </Anchor>
        </Group>
      ) : (
        <>
          <RosterActions month={data} />
          <Text aria-live="polite" data-testid="roster-filled">
            {fmt(t.filled, count)}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <RosterGrid month={data} days={days} onAssign={onAssign} />
        </>
      )}
      {data.lines.length > 0 && <RosterDoctorsTable month={data} />}
      <RosterConflicts month={data} />
    </Stack>
  );
}

/** "Publicar escala" (platform.md §4): asked first, sent with the version of the month read. */
function PublishButton({ header }: { header: RosterMonth['header'] }) {
  const [isAsking, setIsAsking] = useState(false);
  const publish = usePublish(header.month);
  const name = monthTitle(header.month);
  return (
    <>
      <Button onClick={() => setIsAsking(true)}>{t.publish}</Button>
      <ConfirmModal
        title={isAsking ? t.publish : null}
        message={fmt(t.publishConfirm, { month: name })}
        confirmLabel={t.publish}
        color="blue"
        onConfirm={async () => {
          try {
            await publish(header.version);
            toast.success(fmt(t.publishedToast, { month: name }));
          } catch (error) {
            toastError(error);
          }
        }}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}
