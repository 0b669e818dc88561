import {
  messages,
  msg,
  type AdminReportChoices,
  type AdminReportExportQuery,
  type AdminReportQuery,
  type ReportTable,
  type StandardReport,
} from '@honora/contract';
import { companyMembers, events, healthInsurers, hospitals, users, type Queryable } from '@honora/db';
import { ibgeStateCodesOf, type RegionPlaces } from '@honora/domain';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCompanySummary } from '../companies';
import { checkProductionFilters } from '../events';
import { regionFilter } from '../regions';
import { reportFile, type ReportFile } from './report-files';
import { buildReportTable } from './report-tables';

const e = messages.screens.events.production;

/**
 * The administrators' standard reports (/admin/Reports, billing.md §2 admin Reports; decision
 * 039): the client's reports of one company the administrator chooses. The admin workspace has no
 * tenant, so these read as the database owner (decisions 011, 015) — no row-level security: the
 * company is the explicit filter of every statement (the events' scope, the insurer and hospital
 * checks, the filters' choices). Always with values, never a doctor's own only.
 */

/** The chosen company, live: unknown or removed is a 400 on the field. */
async function companyOrFail(q: Queryable, companyId: string) {
  const company = await findCompanySummary(q, companyId);
  if (!company) throw AppError.field('inputError', 'companyId', msg(e, 'companyNotFound'));
  return company;
}

/**
 * The events whose hospital's city lies in the region (decision 063): the city listed, or its
 * state (the IBGE code's first two digits). Events without a hospital or a city are left out.
 */
function hospitalInRegion(region: RegionPlaces): SQL {
  return sql`exists (select 1 from ${hospitals} h where h.id = ${events.hospitalId} and h.company_id = ${events.companyId}
    and ((h.address->>'ibgeCode') = any(${sql.param([...region.cityCodes])}::text[])
      or left(h.address->>'ibgeCode', 2) = any(${sql.param(ibgeStateCodesOf(region))}::text[])))`;
}

/** GET /api/admin/reports/:report — a report of the chosen company, over all its active events. */
export async function readAdminReport(
  ctx: AppContext,
  report: StandardReport,
  query: AdminReportQuery,
): Promise<ReportTable> {
  const { companyId, regionId, ...filters } = query;
  return ctx.db.transaction(async (tx) => {
    await companyOrFail(tx, companyId);
    await checkProductionFilters(tx, filters, companyId);
    const region = await regionFilter(tx, regionId);
    const scope = and(eq(events.companyId, companyId), region ? hospitalInRegion(region) : undefined)!;
    return buildReportTable(tx, report, scope, filters, {
      showsValues: true,
      isOwnOnly: false,
    });
  });
}

/** GET /api/admin/reports/:report/export — the same table as the members' files (Excel or PDF). */
export async function exportAdminReport(
  ctx: AppContext,
  report: StandardReport,
  query: AdminReportExportQuery,
): Promise<ReportFile> {
  const { format, ...filters } = query;
  const table = await readAdminReport(ctx, report, filters);
  return reportFile(table, format, filters, async () => {
    const company = await companyOrFail(ctx.db, filters.companyId);
    return { name: company.name, cnpj: company.cnpj };
  });
}

/**
 * GET /api/admin/report-filters — what the screen filters the chosen company's reports by: its
 * live, active insurers and hospitals, and the members who are anesthetists or residents.
 */
export async function adminReportChoices(ctx: AppContext, companyId: string): Promise<AdminReportChoices> {
  return ctx.db.transaction(async (tx) => {
    const company = await companyOrFail(tx, companyId);
    const live = <T extends typeof healthInsurers | typeof hospitals>(table: T) =>
      and(eq(table.companyId, companyId), isNull(table.deletedAt), eq(table.active, true));
    const insurers = await tx
      .select({ id: healthInsurers.id, name: healthInsurers.name })
      .from(healthInsurers)
      .where(live(healthInsurers))
      .orderBy(sql`${healthInsurers.sortKey} collate "C"`, asc(healthInsurers.id));
    const hospitalRows = await tx
      .select({ id: hospitals.id, name: hospitals.name })
      .from(hospitals)
      .where(live(hospitals))
      .orderBy(sql`${hospitals.sortKey} collate "C"`, asc(hospitals.id));
    const anesthetists = await tx
      .select({ id: users.id, name: users.name })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.workspace, 'CLIENT'),
          isNull(companyMembers.deletedAt),
          eq(companyMembers.isActive, true),
          isNull(users.deletedAt),
          sql`${companyMembers.userTypes} && array['KAnesthetist', 'KResident']::text[]`,
        ),
      )
      .orderBy(sql`public.honora_sort_key(${users.name}) collate "C"`, asc(users.id));
    return {
      company: { id: company.id, name: company.name },
      healthInsurers: insurers,
      hospitals: hospitalRows,
      anesthetists,
    };
  });
}
