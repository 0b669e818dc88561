import {
  adminReportRoutes,
  STANDARD_REPORTS,
  standardReportRoutes,
  type ReportTable,
  type StandardReport,
} from '@honora/contract';
import { reportsScreenMessages as t } from '@honora/contract/screen-texts/reports';
import { specialtiesRegionsScreenMessages as regionTexts } from '@honora/contract/screen-texts/specialties-regions';
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { call, download } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { ProductionFilterBar, type FilterChoices } from '../../shared/production/production-filter-bar';
import {
  filtersFromParams,
  paramsFromFilters,
  queryOf,
  type ProductionFilters,
} from '../../shared/production/production-filters';
import { RegionSelect } from '../../shared/registry/region-select';
import { QueryState } from '../../shared/ui/query-state';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { ReportTableView } from '../../shared/reports/report-table';
import { BillingCheckSection } from '../../shared/schedule-billing/billing-check-section';

const isReport = (value: string | null): value is StandardReport =>
  (STANDARD_REPORTS as readonly string[]).includes(value ?? '');

/** `regionId`: the administrators' region filter (decision 063), kept in the URL as `region`. */
type Change = Partial<ProductionFilters> & { report?: StandardReport; regionId?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The report and its filters as the URL keeps them (a reload or a shared link shows the same table). */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const report: StandardReport = isReport(params.get('report'))
    ? (params.get('report') as StandardReport)
    : 'productionByInsurer';
  const filters = filtersFromParams(params, new Date());
  const regionId = UUID.test(params.get('region') ?? '') ? params.get('region') : null;
  const update = (change: Change) => {
    const { report: nextReport = report, regionId: nextRegion = regionId, ...rest } = change;
    const next = paramsFromFilters({ ...filters, ...rest });
    next.set('report', nextReport);
    if (nextRegion) next.set('region', nextRegion);
    setParams(next, { replace: true });
  };
  return { report, filters, regionId, query: queryOf(filters), update };
}

function ReportSelect({ report, onChange }: { report: StandardReport; onChange: (change: Change) => void }) {
  return (
    <Select
      label={t.reportLabel}
      data={STANDARD_REPORTS.map((value) => ({ value, label: t.reports[value] }))}
      value={report}
      onChange={(value) => isReport(value) && onChange({ report: value })}
      allowDeselect={false}
      w={360}
    />
  );
}

interface ResultProps {
  queryKey: readonly unknown[];
  read: (signal: AbortSignal) => Promise<ReportTable>;
  exportFile: (format: 'xlsx' | 'pdf') => Promise<unknown>;
}

/** The table the server computed, its heading and its Excel and PDF exports — the same on both screens. */
function ReportResult({ queryKey, read, exportFile }: ResultProps) {
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const table = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    placeholderData: keepPreviousData,
  });

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setExportError(null);
    setExporting(format);
    try {
      await exportFile(format);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <QueryState query={table}>
      {(data) => (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {data.title}
              </Title>
              <Text size="sm" c="dimmed">
                {data.basis}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
                {t.exportXlsx}
              </Button>
              <Button variant="default" loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')}>
                {t.exportPdf}
              </Button>
            </Group>
          </Group>
          {exportError && (
            <Alert color="red" role="alert">
              {exportError}
            </Alert>
          )}
          {!data.showsValues && <Text size="sm">{t.valuesHidden}</Text>}
          {data.isOwnOnly && <Text size="sm">{t.ownOnly}</Text>}
          <ReportTableView table={data} emptyText={t.empty} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /client/reports (billing.md §2 reports; decision 035): a standard report of the selected
 * company on screen, with the dashboard's filters kept in the URL, and its Excel and PDF exports
 * — the same table the server computed, in every form.
 */
export function ReportsPage() {
  const companyId = useSession()?.company?.id;
  const { report, filters, query, update } = useReportParams();
  const can = useCan();
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <ReportSelect report={report} onChange={update} />
      <ProductionFilterBar filters={filters} onChange={update} />
      <ReportResult
        queryKey={['reports', companyId, report, query]}
        read={(signal) => call(standardReportRoutes.read, { params: { report }, query, signal })}
        exportFile={(format) =>
          download(standardReportRoutes.export, `${t.reports[report]}.${format}`, {
            params: { report },
            query: { ...query, format },
          })
        }
      />
      {/* Decision 050: the roster × billing check, for who lists the billing (not the doctor). */}
      {can('billing', 'list') && <BillingCheckSection />}
    </Stack>
  );
}

const NO_CHOICES: FilterChoices = { healthInsuranceId: [], hospitalId: [], anesthetistId: [] };

/**
 * /admin/Reports (billing.md §2 admin Reports; decision 039): the same reports of any company,
 * chosen first (required, kept in the URL with the filters); the insurer, hospital and doctor
 * filters list the chosen company's; always with values.
 */
export function AdminReportsPage() {
  const { report, filters, regionId, query, update } = useReportParams();
  const companyId = filters.companyId;
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const choices = useQuery({
    queryKey: ['admin', 'report-filters', companyId],
    queryFn: ({ signal }) => call(adminReportRoutes.choices, { query: { companyId: companyId! }, signal }),
    enabled: companyId !== null,
  });
  const label = picked?.value === companyId ? picked.label : choices.data?.company.name;
  const company = companyId && label ? { value: companyId, label } : null;
  const adminQuery = { ...query, companyId: companyId ?? '', ...(regionId ? { regionId } : {}) };
  const data = choices.data;
  return (
    <Stack>
      <Title order={1}>{t.admin.title}</Title>
      <Text c="dimmed">{t.admin.hint}</Text>
      <CompanySearchSelect
        // The company of a link arrives with its choices: its name shows once they load.
        key={companyId && !label ? 'loading' : 'ready'}
        label={t.admin.company}
        placeholder={t.admin.companyPlaceholder}
        value={company}
        onChange={(option) => {
          setPicked(option);
          update({ companyId: option?.value ?? null, healthInsuranceId: null, hospitalId: null, anesthetistId: null });
        }}
        required
        minWidth={320}
      />
      <Group align="flex-end">
        <ReportSelect report={report} onChange={update} />
        <RegionSelect
          label={regionTexts.region}
          placeholder={regionTexts.allRegions}
          value={regionId ?? undefined}
          onChange={(id) => update({ regionId: id ?? null })}
        />
      </Group>
      {companyId === null ? (
        <Text c="dimmed" role="status">
          {t.admin.chooseCompany}
        </Text>
      ) : (
        <>
          <ProductionFilterBar
            filters={filters}
            onChange={update}
            choices={
              data
                ? {
                    healthInsuranceId: data.healthInsurers,
                    hospitalId: data.hospitals,
                    anesthetistId: data.anesthetists,
                  }
                : NO_CHOICES
            }
          />
          <ReportResult
            queryKey={['admin', 'reports', report, adminQuery]}
            read={(signal) => call(adminReportRoutes.read, { params: { report }, query: adminQuery, signal })}
            exportFile={(format) =>
              download(adminReportRoutes.export, `${t.reports[report]}.${format}`, {
                params: { report },
                query: { ...adminQuery, format },
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
