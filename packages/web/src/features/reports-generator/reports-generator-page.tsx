import { fmt, reportGeneratorRoutes, type ReportDefinitionInput } from '@honora/contract';
import { reportsGeneratorScreenMessages as t } from '@honora/contract/screen-texts/reports-generator';
import { formatNumber } from '@honora/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, download } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { exportOrJob } from '../../shared/jobs/export-job';
import { ExportJobNotice } from '../../shared/jobs/export-job-notice';
import { ProductionFilterBar } from '../../shared/production/production-filter-bar';
import {
  filtersFromParams,
  paramsFromFilters,
  type ProductionFilters,
} from '../../shared/production/production-filters';
import { ReportTableView } from '../../shared/reports/report-table';
import { QueryState } from '../../shared/ui/query-state';
import { GeneratorBuilder } from './generator-builder';
import { definitionOf, draftOf, EMPTY_DRAFT, type GeneratorDraft } from './generator-draft';
import { SavedReportsBar } from './saved-reports-bar';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /client/ReportsGenerator (billing.md §2 ReportsGenerator; decision 036): the user builds a
 * report from the whitelist of fields and the company's custom fields, previews its first 500
 * rows with subtotals, and exports every row to Excel (a job past 10,000) or PDF (≤ 8 columns).
 */
export function ReportsGeneratorPage() {
  const [params, setParams] = useSearchParams();
  const companyId = useSession()?.company?.id;
  const filters = filtersFromParams(params, new Date());
  const [draft, setDraft] = useState<GeneratorDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState<ReportDefinitionInput | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const definition = definitionOf(draft, filters);
  const body = { definition, ...(filters.companyId ? { companyId: filters.companyId } : {}) };

  const custom = useQuery({
    queryKey: ['report-generator-fields', companyId],
    queryFn: ({ signal }) => call(reportGeneratorRoutes.fields, { signal }),
  });
  const table = useQuery({
    queryKey: ['report-generator-preview', companyId, shown],
    queryFn: ({ signal }) => call(reportGeneratorRoutes.preview, { body: { ...body, definition: shown! }, signal }),
    enabled: shown !== null,
    retry: false,
  });

  const update = (change: Partial<ProductionFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...change }), { replace: true });

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setExportError(null);
    setExporting(format);
    try {
      const options = { body: { ...body, format } };
      if (format === 'pdf') await download(reportGeneratorRoutes.export, `${t.reportTitle}.pdf`, options);
      else {
        const job = await exportOrJob(reportGeneratorRoutes.export, `${t.reportTitle}.xlsx`, options);
        if (job) setJobId(job.id);
      }
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(null);
    }
  };

  const isEmpty = draft.columns.length === 0;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <SavedReportsBar
        companyId={companyId}
        definition={definition}
        isEmpty={draft.columns.length === 0}
        onOpen={(report) => {
          const opened = draftOf(report.definition);
          setDraft(opened.draft);
          update(opened.filters);
          setShown(null);
        }}
      />
      <ProductionFilterBar filters={filters} onChange={update} />
      <GeneratorBuilder draft={draft} custom={custom.data ?? []} onChange={setDraft} />
      <Group gap="xs">
        <Button onClick={() => setShown(definition)} disabled={isEmpty}>
          {t.preview}
        </Button>
        <Button
          variant="default"
          loading={exporting === 'xlsx'}
          disabled={isEmpty}
          onClick={() => void exportAs('xlsx')}
        >
          {t.exportXlsx}
        </Button>
        <Button variant="default" loading={exporting === 'pdf'} disabled={isEmpty} onClick={() => void exportAs('pdf')}>
          {t.exportPdf}
        </Button>
      </Group>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      {jobId && <ExportJobNotice jobId={jobId} fileName={t.reportTitle} onClose={() => setJobId(null)} />}
      {shown && (
        <QueryState query={table}>
          {(data) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {data.basis} · {fmt(t.rowCount, { total: formatNumber(data.rowCount) })}
              </Text>
              {data.isCut && (
                <Alert color="yellow" role="status">
                  {fmt(t.cut, {
                    shown: formatNumber(data.rows.length - data.subtotalRows.length),
                    total: formatNumber(data.rowCount),
                  })}
                </Alert>
              )}
              {!data.showsValues && <Text size="sm">{t.valuesHidden}</Text>}
              {data.isOwnOnly && <Text size="sm">{t.ownOnly}</Text>}
              <ReportTableView table={data} emptyText={t.empty} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
