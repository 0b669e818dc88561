import { fmt, scheduleChargeRoutes, type ScheduleChargeHospital, type ScheduleCharges } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { brazilDate, formatMonth, type CompanyModule } from '@honora/domain';
import { Alert, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { addMonths, monthOptions } from '../../shared/forms/months';
import { toastError } from '../../shared/notify/toast';
import { QueryState } from '../../shared/ui/query-state';
import { CancelChargeForm } from './cancel-charge-form';
import { ChargeLinesTable } from './charge-lines-table';
import { figuresOf } from './charge-values';
import { IssueChargeForm } from './issue-charge-form';
import { ScheduleChargesTable } from './schedule-charges-table';
import { useRefreshScheduleCharges, useScheduleCharges } from './use-schedule-charges';

/** platform.md §6 module scheduleCharge. */
const MODULE: CompanyModule = 'scheduleCharge';

/**
 * /client/ScheduleCharge (platform.md §2; decision 048): what the group bills each hospital for the
 * hours its roster covered in a month, and the statements issued once the month is closed.
 */
export function ScheduleChargesPage() {
  const today = brazilDate(new Date());
  // The last month is the one usually billed: the current one is still being worked.
  const [month, setMonth] = useState(() => addMonths(today.slice(0, 7), -1));
  const query = useScheduleCharges(month);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Select
        label={t.month}
        data={monthOptions(today, 24, 12, [month])}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        w={180}
      />
      <QueryState query={query}>{(data) => <ChargesView data={data} />}</QueryState>
    </Stack>
  );
}

function ChargesView({ data }: { data: ScheduleCharges }) {
  const can = useCan();
  const refresh = useRefreshScheduleCharges();
  const [details, setDetails] = useState<ScheduleChargeHospital | null>(null);
  const [issuing, setIssuing] = useState<ScheduleChargeHospital | null>(null);
  const [cancelling, setCancelling] = useState<ScheduleChargeHospital | null>(null);
  const canWrite = can(MODULE, 'write');

  async function fetchFile(row: ScheduleChargeHospital, kind: 'pdf' | 'xlsx') {
    if (!row.issued) return;
    const name = `${t.file.title} ${row.hospital.name} ${data.month}.${kind}`;
    try {
      await download(kind === 'pdf' ? scheduleChargeRoutes.pdf : scheduleChargeRoutes.xlsx, name, {
        params: { id: row.issued.id },
      });
    } catch (error) {
      toastError(error);
    }
  }

  const figures = details ? figuresOf(details) : null;
  return (
    <Stack>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {!data.closed && <Alert color="yellow">{t.notClosed}</Alert>}
      <ScheduleChargesTable
        rows={data.hospitals}
        canIssue={canWrite && data.closed}
        canCancel={can(MODULE, 'rm')}
        onDetails={setDetails}
        onIssue={setIssuing}
        onCancel={setCancelling}
        onDownload={(row, kind) => void fetchFile(row, kind)}
      />
      <Modal
        opened={details !== null}
        onClose={() => setDetails(null)}
        title={details ? fmt(t.issueTitle, { hospital: details.hospital.name, month: formatMonth(data.month) }) : ''}
        size="xl"
        centered
      >
        {details && figures && (
          <ChargeLinesTable lines={figures.lines} minutes={figures.minutes} total={figures.total} />
        )}
      </Modal>
      <Modal
        opened={issuing !== null}
        onClose={() => setIssuing(null)}
        title={issuing ? fmt(t.issueTitle, { hospital: issuing.hospital.name, month: formatMonth(data.month) }) : ''}
        size="lg"
        centered
      >
        {issuing && (
          <IssueChargeForm
            row={issuing}
            month={data.month}
            onCancel={() => setIssuing(null)}
            onIssued={async () => {
              setIssuing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={cancelling ? fmt(t.cancelTitle, { hospital: cancelling.hospital.name }) : ''}
        size="lg"
        centered
      >
        {cancelling?.issued && (
          <CancelChargeForm
            charge={cancelling.issued}
            onCancel={() => setCancelling(null)}
            onDone={async () => {
              setCancelling(null);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
