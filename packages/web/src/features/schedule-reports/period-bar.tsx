import { fmt, scheduleReportRoutes } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../shared/api/api-client';
import { toastError } from '../../shared/notify/toast';
import { selectWidth } from '../../shared/ui/select-width';
import { monthChoices, type ReportPeriod } from './report-period';

interface Props {
  /** This month in São Paulo, 'YYYY-MM'. */
  current: string;
  period: ReportPeriod;
  onChange: (change: Partial<ReportPeriod>) => void;
}

/** The period's two months ("De", "Até"), named in pt-BR, and the Excel file of the period. */
export function PeriodBar({ current, period, onChange }: Props) {
  const choices = monthChoices(current, period);
  const width = selectWidth(
    choices.map((choice) => choice.label),
    170,
  );
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = async () => {
    setIsExporting(true);
    try {
      await download(scheduleReportRoutes.export, `${fmt(t.exportFileName, period)}.xlsx`, { query: period });
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t.period}>
      <Select
        label={t.from}
        data={choices}
        value={period.from}
        onChange={(value) => value && onChange({ from: value })}
        allowDeselect={false}
        searchable
        w={width}
      />
      <Select
        label={t.until}
        data={choices}
        value={period.until}
        onChange={(value) => value && onChange({ until: value })}
        allowDeselect={false}
        searchable
        w={width}
      />
      <Button variant="default" onClick={() => void exportFile()} loading={isExporting}>
        {t.export}
      </Button>
    </Group>
  );
}
