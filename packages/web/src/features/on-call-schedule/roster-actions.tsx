import { fmt, onCallRoutes, type RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call, download } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { AutoRosterButton } from './auto-roster-button';
import { ON_CALL_MONTH_KEY } from './use-roster-month';

type CopySource = 'previousMonth' | 'firstWeek';
const ALL = '';

/**
 * The month's tools (platform.md §2 onCallSchedule: copy last month or the weekly pattern, export
 * to Excel, print per workplace; decision 043). Copying fills only open cells from today on, each
 * doctor checked by the roster's rules; it is offered to whoever may change the month, as is
 * the automatic fill (decision 046 "In the app").
 */
export function RosterActions({ month }: { month: RosterMonth }) {
  const { header, lines } = month;
  const [source, setSource] = useState<CopySource>('previousMonth');
  const [place, setPlace] = useState(ALL);
  const [isAsking, setIsAsking] = useState(false);
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const workplaces = useMemo(() => [...new Map(lines.map((l) => [l.workplaceId, l.workplaceName])).entries()], [lines]);
  const sources: Record<CopySource, string> = { previousMonth: t.copyPreviousMonth, firstWeek: t.copyFirstWeek };
  const fileName = fmt(t.exportFileName, { month: header.month });

  const run = async (kind: 'export' | 'print') => {
    setBusy(kind);
    try {
      if (kind === 'export')
        await download(onCallRoutes.export, `${fileName}.xlsx`, { params: { month: header.month } });
      else
        await download(onCallRoutes.print, `${fileName}.pdf`, {
          params: { month: header.month },
          query: place === ALL ? {} : { workplaceId: place },
        });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="sm" align="end" wrap="wrap">
      {header.canEdit && (
        <>
          <NativeSelect
            label={t.copySource}
            value={source}
            onChange={(event) => setSource(event.currentTarget.value as CopySource)}
            data={Object.entries(sources).map(([value, label]) => ({ value, label }))}
          />
          <Button variant="default" onClick={() => setIsAsking(true)}>
            {t.copy}
          </Button>
          <ConfirmModal
            title={isAsking ? t.copySource : null}
            message={fmt(t.copyConfirm, { source: sources[source] })}
            confirmLabel={t.copy}
            color="blue"
            onConfirm={async () => {
              try {
                const result = await call(onCallRoutes.copy, { params: { month: header.month }, body: { source } });
                toast.success(fmt(t.copied, result));
              } catch (error) {
                toastError(error);
              } finally {
                await queryClient.invalidateQueries({ queryKey: [ON_CALL_MONTH_KEY, companyId, header.month] });
              }
            }}
            onClose={() => setIsAsking(false)}
          />
          <AutoRosterButton month={month} />
        </>
      )}
      <Button variant="default" loading={busy === 'export'} onClick={() => void run('export')}>
        {t.exportExcel}
      </Button>
      <NativeSelect
        label={t.printWorkplace}
        value={place}
        onChange={(event) => setPlace(event.currentTarget.value)}
        data={[{ value: ALL, label: t.allWorkplaces }, ...workplaces.map(([value, label]) => ({ value, label }))]}
      />
      <Button variant="default" loading={busy === 'print'} onClick={() => void run('print')}>
        {t.print}
      </Button>
    </Group>
  );
}
