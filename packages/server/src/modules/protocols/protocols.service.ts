import {
  messages,
  msg,
  readInsurerSettings,
  type FieldError,
  type LocalizedText,
  type Protocol,
  type protocolAddGuidesBodySchema,
  type protocolCheckBodySchema,
  type ProtocolCheckResult,
  type protocolCreateBodySchema,
  type ProtocolGuideProblem,
  type protocolListQuerySchema,
  type ProtocolSummary,
} from '@honora/contract';
import { normalizeGuideNumber } from '@honora/domain';
import { withTenant, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError, localized } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { isUniqueViolation, lockCompanyRule } from '../registries';
import { findEventInsurer } from '../events';
import * as repo from './protocols.repository';

type ListQuery = z.output<typeof protocolListQuerySchema>;
type CheckBody = z.output<typeof protocolCheckBodySchema>;
type CreateBody = z.output<typeof protocolCreateBodySchema>;
type AddGuidesBody = z.output<typeof protocolAddGuidesBodySchema>;

const p = messages.screens.events.protocols;
const ev = messages.screens.events;

/**
 * Protocol reports (/client/Protocols; billing.md §2, §8; decision 015): the guides a group
 * delivers to the billing office. A report has a number sequential per company and opens one
 * event per guide in ProtocolCreated, of the report's insurer, type, hospital and date; the
 * events are filled later (then Filled, then sent to awaiting check). Guide numbers are
 * normalised as the event form keeps them (insurer digits/letters rule and padding), and are
 * refused when repeated in the list or already used by an active event of the company and
 * insurer ("duplicated or already existing"), or already in the report. Reports are read
 * like events: the selected company's and, for a matriz manager, its filiais' (a filial does
 * not read its matriz's reports); insurers and hospitals are registries (a filial may use its
 * matriz's).
 */

const iso = (value: Date) => value.toISOString();

function toSummary(row: NonNullable<repo.ProtocolRow>): ProtocolSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    number: row.number,
    description: row.description,
    healthInsuranceId: row.healthInsuranceId,
    insurerName: row.insurerName,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    type: row.type,
    dtProcedure: row.dtProcedure,
    guideCount: Number(row.guideCount),
    createdAt: iso(row.createdAt),
    createdByName: row.createdByName,
  };
}

async function protocolOrFail(tx: Tx, access: RequestAccess, id: string) {
  const row = await repo.findProtocol(tx, access.writableCompanyIds, id);
  if (!row) throw new AppError('notFound', { message: msg(p, 'notFound') });
  return row;
}

async function readProtocol(tx: Tx, access: RequestAccess, id: string): Promise<Protocol> {
  const row = await protocolOrFail(tx, access, id);
  const guides = await repo.protocolGuides(tx, id);
  return {
    ...toSummary(row),
    guides: guides.map((g) => ({
      eventId: g.eventId,
      numGuide: g.numGuide ?? '',
      status: g.status as Protocol['guides'][number]['status'],
      active: g.active,
    })),
  };
}

/** A company the session may write to (a filial never writes its matriz's reports). */
function assertWritableCompany(access: RequestAccess, companyId: string): void {
  if (!access.writableCompanyIds.includes(companyId)) {
    throw new AppError('permissionDenied', {
      message: msg(ev.errors, 'notWritable'),
      params: { module: 'events', action: access.action },
    });
  }
}

async function insurerOrFail(tx: Tx, access: RequestAccess, insurerId: string) {
  const insurer = await findEventInsurer(tx, access.companyIds, insurerId);
  if (!insurer || insurer.deletedAt)
    throw AppError.field('notFound', 'healthInsuranceId', msg(ev.errors, 'insurerNotFound'));
  return insurer;
}

interface CheckedGuide {
  numGuide: string;
  problem: ProtocolGuideProblem | null;
  message: LocalizedText | null;
}

/**
 * The typed numbers normalised by the insurer's rules; a number of the wrong shape is an
 * input error on its field (`guideNumbers.<i>`), before any other check.
 */
function normalizeAll(insurer: { flags: unknown; configs: unknown }, typed: readonly string[]): string[] {
  const settings = readInsurerSettings({ flags: insurer.flags, configs: insurer.configs });
  const rules = {
    allowAlphanumeric: settings.flags.allowAlphanumericGuideNumber === true,
    pad: settings.flags.padGuideNumber === true,
    padding: settings.configs.guideNumberPadding,
  };
  const fields: FieldError[] = [];
  const values = typed.map((raw, i) => {
    const checked = normalizeGuideNumber(raw, rules);
    if (!checked.ok) {
      fields.push(
        fieldError(
          `guideNumbers.${i}`,
          msg(ev.validation, checked.reason === 'chars' ? 'guideNumberChars' : 'guideNumberDigits'),
        ),
      );
      return raw;
    }
    return checked.value;
  });
  if (fields.length > 0) throw new AppError('inputError', { message: msg(p, 'checkGuides'), fields });
  return values;
}

/**
 * The problem of each guide: already in the report (when adding to one), repeated in the
 * list (every occurrence), or already used by an active event of the company and insurer
 * (unless the company turned the duplicate guide check off).
 */
async function checkGuides(
  tx: Tx,
  scope: { companyId: string; insurerId: string; protocolId: string | null; allowExisting: boolean },
  numbers: readonly string[],
): Promise<CheckedGuide[]> {
  const seen = new Map<string, number>();
  for (const n of numbers) seen.set(n, (seen.get(n) ?? 0) + 1);
  const inReport = scope.protocolId ? await repo.guidesInReport(tx, scope.protocolId, numbers) : new Set<string>();
  const existing = scope.allowExisting
    ? new Set<string>()
    : await repo.existingGuides(tx, scope.companyId, scope.insurerId, numbers);
  return numbers.map((numGuide) => {
    if (inReport.has(numGuide)) return { numGuide, problem: 'inReport', message: msg(p, 'inReport', { numGuide }) };
    if ((seen.get(numGuide) ?? 0) > 1) {
      return { numGuide, problem: 'duplicated', message: msg(p, 'duplicated', { numGuide }) };
    }
    if (existing.has(numGuide)) return { numGuide, problem: 'existing', message: msg(p, 'duplicated', { numGuide }) };
    return { numGuide, problem: null, message: null };
  });
}

/** The refusal of a report's guides: "Verifique os números das guias" with each guide's message on its field. */
function refuseGuides(checked: readonly CheckedGuide[]): void {
  const fields = checked.flatMap((g, i) => (g.message ? [fieldError(`guideNumbers.${i}`, g.message)] : []));
  if (fields.length > 0) throw new AppError('inputError', { message: msg(p, 'checkGuides'), fields });
}

async function companyOrFail(tx: Tx, companyId: string) {
  const company = await repo.findCompany(tx, companyId);
  if (!company) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
  return company;
}

const allowsExisting = (company: { flags: Record<string, unknown> | null }) =>
  company.flags?.disableDuplicateGuideCheck === true;

export async function listProtocols(ctx: AppContext, auth: AuthSession, access: RequestAccess, query: ListQuery) {
  const { rows, total } = await withTenant(ctx.db, tenantOf(auth, access), (tx) =>
    repo.listProtocols(tx, access.writableCompanyIds, query.search, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  );
  return { items: rows.map((row) => toSummary(row!)), total };
}

export function getProtocol(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), (tx) => readProtocol(tx, access, id));
}

/** POST /api/protocols/check: each guide's problem before the report is created or added to. */
export async function checkProtocolGuides(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: CheckBody,
): Promise<ProtocolCheckResult> {
  assertWritableCompany(access, body.companyId);
  const guides = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const company = await companyOrFail(tx, body.companyId);
    const insurer = await insurerOrFail(tx, access, body.healthInsuranceId);
    if (body.protocolId) {
      const protocol = await protocolOrFail(tx, access, body.protocolId);
      if (protocol.companyId !== body.companyId) throw new AppError('notFound', { message: msg(p, 'notFound') });
    }
    const numbers = normalizeAll(insurer, body.guideNumbers);
    return checkGuides(
      tx,
      {
        companyId: body.companyId,
        insurerId: insurer.id,
        protocolId: body.protocolId ?? null,
        allowExisting: allowsExisting(company),
      },
      numbers,
    );
  });
  // Each guide's text (the screen lists them) with its catalog key, as the refusals carry them.
  return {
    guides: guides.map((g) => ({ ...g, ...localized(g.message) })),
    ok: guides.every((g) => g.problem === null),
  };
}

/**
 * POST /api/protocols: the next number of the company (under the company's protocol lock, so
 * two reports never share one, and the guide checks see every report created before), the
 * report and one ProtocolCreated event per guide, in one transaction; any problem refuses all.
 */
export async function createProtocol(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: CreateBody,
): Promise<Protocol> {
  assertWritableCompany(access, body.companyId);
  try {
    return await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
      const company = await companyOrFail(tx, body.companyId);
      const insurer = await insurerOrFail(tx, access, body.healthInsuranceId);
      if (body.hospitalId && !(await repo.hospitalExists(tx, access.companyIds, body.hospitalId))) {
        throw AppError.field('notFound', 'hospitalId', msg(messages.screens.registry.record, 'notFound'));
      }
      const numbers = normalizeAll(insurer, body.guideNumbers);
      await lockCompanyRule(tx, 'protocols', body.companyId);
      refuseGuides(
        await checkGuides(
          tx,
          {
            companyId: body.companyId,
            insurerId: insurer.id,
            protocolId: null,
            allowExisting: allowsExisting(company),
          },
          numbers,
        ),
      );
      const values = {
        companyId: body.companyId,
        number: await repo.nextProtocolNumber(tx, body.companyId),
        description: body.description,
        healthInsuranceId: insurer.id,
        hospitalId: body.hospitalId,
        type: body.type,
        dtProcedure: body.dtProcedure,
      };
      const id = await repo.insertProtocol(tx, values);
      await repo.insertGuideEvents(tx, { ...values, id, matrizId: company.matrizId }, numbers);
      return readProtocol(tx, access, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'protocols_company_number_key')) {
      throw new AppError('unknown', { message: msg(p, 'unexpected') });
    }
    throw error;
  }
}

/** POST /api/protocols/:id/guides: more guides for a report, checked against it and the company's events. */
export async function addProtocolGuides(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: AddGuidesBody,
): Promise<Protocol> {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const protocol = await protocolOrFail(tx, access, id);
    assertWritableCompany(access, protocol.companyId);
    const company = await companyOrFail(tx, protocol.companyId);
    const insurer = await insurerOrFail(tx, access, protocol.healthInsuranceId);
    const numbers = normalizeAll(insurer, body.guideNumbers);
    await lockCompanyRule(tx, 'protocols', protocol.companyId);
    refuseGuides(
      await checkGuides(
        tx,
        {
          companyId: protocol.companyId,
          insurerId: insurer.id,
          protocolId: protocol.id,
          allowExisting: allowsExisting(company),
        },
        numbers,
      ),
    );
    await repo.insertGuideEvents(
      tx,
      {
        id: protocol.id,
        companyId: protocol.companyId,
        matrizId: company.matrizId,
        type: protocol.type,
        healthInsuranceId: protocol.healthInsuranceId,
        hospitalId: protocol.hospitalId,
        dtProcedure: protocol.dtProcedure,
      },
      numbers,
    );
    return readProtocol(tx, access, protocol.id);
  });
}
