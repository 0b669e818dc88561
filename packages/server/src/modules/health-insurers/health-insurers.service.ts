import {
  INSURER_DEFAULTS,
  INSURER_SUPER_ADMIN_SETTINGS,
  messages,
  readInsurerSettings,
  tissVersions,
  type HealthInsurer,
  type HealthInsurerListQuery,
  type HealthInsurerSummary,
  type HealthInsurerValues as BodyValues,
  type InsurerSettings,
  type InsurerSuperAdminSetting,
  type TissVersion,
  type healthInsurerExportQuerySchema,
  msg,
} from '@honora/contract';
import { registryMeta } from '../../registry';
import { isValidCnpj } from '@honora/domain';
import { withTenant, type Tx } from '@honora/db';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { registryWindow, syncInstant, assertWritable, EXPORT_CAP } from '../registries';
import * as repo from './health-insurers.repository';

const m = messages.screens.healthInsurers.validation;
const adminLabels = messages.screens.healthInsurers.superAdminSettings;

type ExportQuery = z.output<typeof healthInsurerExportQuerySchema>;

function toSummary(row: repo.HealthInsurerRow): HealthInsurerSummary {
  return {
    ...registryMeta(row),
    name: row.name,
    code: row.code,
    registerANS: row.registerAns,
    cnpj: row.cnpj,
    payer: row.payer,
    isParticular: row.isParticular,
  };
}

const versionOf = (value: string): TissVersion =>
  (tissVersions as readonly string[]).includes(value) ? (value as TissVersion) : INSURER_DEFAULTS.versionXML;

/** The full record; the settings documents are read with their defaults (contract's readInsurerSettings). */
export function toInsurer(row: repo.HealthInsurerRow): HealthInsurer {
  return {
    ...toSummary(row),
    versionXML: versionOf(row.versionXml),
    hashEncoding: row.hashEncoding,
    typesOfPaymentIds: row.typesOfPaymentIds,
    hasSendGuia: row.hasSendGuia,
    isNotValued: row.isNotValued,
    hasEvents: row.hasEvents,
    ...readInsurerSettings(row),
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}

export async function listHealthInsurers(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: HealthInsurerListQuery,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items, total } = await repo.listInsurers(tx, access.companyIds, query, registryWindow(query));
    return { items: items.map(toSummary), total, syncedAt: await syncInstant(tx) };
  });
}

/** Every insurer matching the list's filters, in its order (up to EXPORT_CAP), with its types of payment by name. */
export async function exportHealthInsurers(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ExportQuery,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const { items } = await repo.listInsurers(tx, access.companyIds, query, { limit: EXPORT_CAP, offset: 0 });
    const names = await repo.typeOfPaymentNames(tx, access.companyIds);
    return items.map((row) => ({
      row,
      typesOfPayment: row.typesOfPaymentIds
        .map((id) => names.get(id))
        .filter((name): name is string => name !== undefined),
    }));
  });
}

async function findOrFail(tx: Tx, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findInsurer(tx, access.companyIds, id, lock);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getHealthInsurer(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<HealthInsurer> {
  return toInsurer(await withTenant(ctx.db, tenantOf(auth, access), (tx) => findOrFail(tx, access, id)));
}

/** The super-admin settings as stored (or their defaults), keyed as INSURER_SUPER_ADMIN_SETTINGS. */
type AdminSettings = {
  versionXML: TissVersion;
  hashEncoding: HealthInsurer['hashEncoding'];
  xmlFields: InsurerSettings['xmlFields'];
  configPdf: InsurerSettings['configPdf'];
  'configs.replaceDataBy': InsurerSettings['configs']['replaceDataBy'];
};

function adminSettingsOf(current: HealthInsurer | null): AdminSettings {
  const settings = current ?? { ...INSURER_DEFAULTS, ...readInsurerSettings({}) };
  return {
    versionXML: settings.versionXML,
    hashEncoding: settings.hashEncoding,
    xmlFields: settings.xmlFields,
    configPdf: settings.configPdf,
    'configs.replaceDataBy': settings.configs.replaceDataBy,
  };
}

/**
 * The super-admin settings a request ends with: those it sends, the others as they are.
 * Anyone but a super admin (inside the company) who changes one is refused with 403, naming
 * each changed setting under its field; sending the current values unchanged is fine.
 */
function resolveAdminSettings(auth: AuthSession, body: BodyValues, current: AdminSettings): AdminSettings {
  const sent: Partial<AdminSettings> = {
    versionXML: body.versionXML,
    hashEncoding: body.hashEncoding,
    xmlFields: body.xmlFields,
    configPdf: body.configPdf,
    'configs.replaceDataBy': body.configs.replaceDataBy,
  };
  const changed = INSURER_SUPER_ADMIN_SETTINGS.filter(
    (key) => sent[key] !== undefined && !isDeepStrictEqual(sent[key], current[key]),
  );
  if (changed.length > 0 && !auth.isSuperAdmin) {
    const message = msg(m, 'superAdminOnly', {
      labels: changed.map((key: InsurerSuperAdminSetting) => adminLabels[key]).join(', '),
    });
    throw new AppError('permissionDenied', { message, fields: changed.map((path) => fieldError(path, message)) });
  }
  return {
    versionXML: sent.versionXML ?? current.versionXML,
    hashEncoding: sent.hashEncoding ?? current.hashEncoding,
    xmlFields: sent.xmlFields ?? current.xmlFields,
    configPdf: sent.configPdf ?? current.configPdf,
    'configs.replaceDataBy': sent['configs.replaceDataBy'] ?? current['configs.replaceDataBy'],
  };
}

/** CNPJ check digits (platform.md §5) of the insurer and of its financial payer. */
function checkCnpjs(body: BodyValues): void {
  const fields = [
    { path: 'cnpj', value: body.cnpj },
    { path: 'financial.payer.cnpj', value: body.financial.payer.cnpj },
  ]
    .filter((f) => f.value !== null && !isValidCnpj(f.value))
    .map((f) => fieldError(f.path, msg(messages.validation, 'cnpj')));
  if (fields.length > 0) throw new AppError('inputError', { fields, message: msg(messages.validation, 'cnpj') });
}

/** The types of payment must be live ones of the insurer's own company. */
async function checkTypesOfPayment(tx: Tx, companyId: string, ids: readonly string[]): Promise<void> {
  const live = new Set(await repo.lockLiveTypesOfPayment(tx, companyId, ids));
  if (ids.some((id) => !live.has(id))) {
    throw AppError.field('inputError', 'typesOfPaymentIds', msg(m, 'typeOfPaymentMissing'));
  }
}

function columnsOf(body: BodyValues, admin: AdminSettings): Omit<repo.HealthInsurerValues, 'companyId'> {
  return {
    name: body.name,
    code: body.code,
    registerAns: body.registerANS,
    cnpj: body.cnpj,
    payer: body.payer,
    typesOfPaymentIds: body.typesOfPaymentIds,
    active: body.active,
    hasSendGuia: body.hasSendGuia,
    isParticular: body.isParticular,
    isNotValued: body.isNotValued,
    versionXml: admin.versionXML,
    hashEncoding: admin.hashEncoding,
    dayLimits: body.dayLimits,
    flags: body.flags,
    xmlFields: admin.xmlFields,
    configs: { ...body.configs, replaceDataBy: admin['configs.replaceDataBy'] },
    configPdf: admin.configPdf,
    customFields: body.customFields,
    financial: body.financial,
    taxSettings: body.taxSettings,
    transferSettings: body.transferSettings,
  };
}

/** A new insurer of the selected company; super-admin settings not sent get their defaults. */
export async function createHealthInsurer(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: BodyValues,
): Promise<HealthInsurer> {
  checkCnpjs(body);
  const admin = resolveAdminSettings(auth, body, adminSettingsOf(null));
  const companyId = auth.companyId!;
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkTypesOfPayment(tx, companyId, body.typesOfPaymentIds);
    return repo.insertInsurer(tx, { ...columnsOf(body, admin), companyId });
  });
  return toInsurer(row);
}

/** Replaces an insurer of a writable company: checks first, then one write, in one transaction. */
export async function updateHealthInsurer(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: BodyValues,
): Promise<HealthInsurer> {
  checkCnpjs(body);
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findOrFail(tx, access, id, true);
    assertWritable(access, current.companyId, 'healthInsurances');
    if (current.deletedAt) throw new AppError('statusError', { message: msg(m, 'deleted') });
    const admin = resolveAdminSettings(auth, body, adminSettingsOf(toInsurer(current)));
    await checkTypesOfPayment(tx, current.companyId, body.typesOfPaymentIds);
    return repo.updateInsurer(tx, id, columnsOf(body, admin));
  });
  return toInsurer(row);
}

/** Soft delete (deleted: true) or restore (false) of an insurer of a writable company. */
export async function setHealthInsurerDeleted(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  isDeleted: boolean,
): Promise<HealthInsurer> {
  const row = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findOrFail(tx, access, id, true);
    assertWritable(access, current.companyId, 'healthInsurances');
    if (isDeleted && current.deletedAt) throw new AppError('statusError', { message: msg(m, 'alreadyDeleted') });
    if (!isDeleted && !current.deletedAt) throw new AppError('statusError', { message: msg(m, 'notDeleted') });
    return repo.updateInsurer(tx, id, { deletedAt: isDeleted ? new Date() : null });
  });
  return toInsurer(row);
}
