import {
  messages,
  msg,
  TAX_LIMITS,
  type Tax,
  type taxCreateBodySchema,
  type taxUpdateBodySchema,
  type taxVersionBodySchema,
} from '@honora/contract';
import { monthAfter, taxRuleProblems, type TaxIdentifier } from '@honora/domain';
import { withTenant, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, isUniqueViolation } from '../registries';
import * as repo from './taxes.repository';
import { assertNoLockedMonthFrom, assertNotUsedByLockedTransfer } from './taxes-in-force';

const e = messages.screens.taxes.errors;
type CreateBody = z.output<typeof taxCreateBodySchema>;
type UpdateBody = z.output<typeof taxUpdateBodySchema>;
type VersionBody = z.output<typeof taxVersionBodySchema>;

/** 'YYYY-MM' ↔ the first day of the month, as the columns keep it. */
const firstDay = (month: string): string => `${month}-01`;
const monthOf = (date: string): string => date.slice(0, 7);

export function toTax(row: repo.TaxRow, versions: readonly repo.TaxVersionRow[]): Tax {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    identifier: row.identifier,
    kind: row.kind,
    order: row.order,
    validUntil: row.validUntil ? monthOf(row.validUntil) : null,
    versions: versions
      .filter((v) => v.taxId === row.id)
      .map((v) => ({
        id: v.id,
        validFrom: monthOf(v.validFrom),
        base: v.base,
        calculation: v.calculation,
        ratePercent: v.ratePercent,
        amount: v.amount,
        personType: v.personType,
        receiverIds: v.receiverIds,
        healthInsuranceIds: v.healthInsuranceIds,
        withheldByPayer: v.withheldByPayer,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export async function listTaxes(ctx: AppContext, auth: AuthSession, access: RequestAccess, isDeleted: boolean) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const rows = await repo.listTaxes(tx, access.companyIds, isDeleted, TAX_LIMITS.taxes);
    const versions = await repo.versionsOf(
      tx,
      rows.map((r) => r.id),
    );
    return { items: rows.map((row) => toTax(row, versions)) };
  });
}

async function findOrFail(tx: Tx, access: RequestAccess, id: string, lock = false) {
  const row = await repo.findTax(tx, access.companyIds, id, lock);
  if (!row) throw new AppError('notFound');
  return row;
}

/** A live tax of a company the user may write, locked: every change goes through here. */
async function writableTax(tx: Tx, access: RequestAccess, id: string) {
  const row = await findOrFail(tx, access, id, true);
  assertWritable(access, row.companyId, 'billing');
  if (row.deletedAt) throw new AppError('statusError', { message: msg(e, 'deleted') });
  return row;
}

async function answer(tx: Tx, row: repo.TaxRow): Promise<Tax> {
  return toTax(row, await repo.versionsOf(tx, [row.id]));
}

export async function getTax(ctx: AppContext, auth: AuthSession, access: RequestAccess, id: string) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => answer(tx, await findOrFail(tx, access, id)));
}

/**
 * A version's rules against its tax's identifier (decision 028: the IRRF table only for IR on
 * its base, INSS a rate on the transfer base, a fixed value only from the liquid…) and its
 * insurers against the company's: every problem, on its field.
 */
async function checkVersion(tx: Tx, companyId: string, identifier: TaxIdentifier, body: VersionBody, path: string) {
  const problems = taxRuleProblems({ ...body, identifier });
  if (problems.length > 0) {
    const fields = problems.map((p) => fieldError(`${path}${p.field}`, msg(e, p.code)));
    throw new AppError('inputError', { fields, message: msg(e, problems[0]!.code) });
  }
  const ids = [...new Set(body.healthInsuranceIds)];
  if ((await repo.countInsurers(tx, companyId, ids)) !== ids.length) {
    throw AppError.field('inputError', `${path}healthInsuranceIds`, msg(e, 'unknownInsurer'));
  }
}

/** The tax's last month may not come before any of its versions starts (none would never apply). */
function checkValidUntil(validUntil: string | null, versions: readonly { validFrom: string }[]) {
  const latest = versions
    .map((v) => monthOf(v.validFrom))
    .sort()
    .at(-1);
  if (validUntil && latest && validUntil < latest) {
    throw AppError.field('inputError', 'validUntil', msg(e, 'validUntilBeforeFrom', { month: latest }));
  }
}

/** A rate or amount that the calculation does not use is not kept. */
/**
 * INSS and the IRRF table are computed once per receiver and month (decision 028): a company has
 * at most one live tax of each, whose versions carry its changes. A second one would withhold twice.
 */
const SINGLE_IDENTIFIERS: readonly TaxIdentifier[] = ['INSS', 'IR'];
async function checkSingle(tx: Tx, companyId: string, identifier: TaxIdentifier, exceptId: string | null) {
  if (SINGLE_IDENTIFIERS.includes(identifier) && (await repo.hasLiveTaxWith(tx, companyId, identifier, exceptId))) {
    throw AppError.field(
      'inputError',
      'identifier',
      msg(e, 'singleIdentifier', { identifier: e.identifierNames[identifier as 'INSS' | 'IR'] }),
    );
  }
}

const versionValues = (body: VersionBody): repo.TaxVersionValues => ({
  ...body,
  ratePercent: body.calculation === 'RATE' ? body.ratePercent : null,
  amount: body.calculation === 'FIXED' ? body.amount : null,
  validFrom: firstDay(body.validFrom),
  receiverIds: [...new Set(body.receiverIds)],
  healthInsuranceIds: [...new Set(body.healthInsuranceIds)],
});

/** A version may not start after the tax's last month. */
function checkBeforeEnd(tax: repo.TaxRow, validFrom: string) {
  const end = tax.validUntil && monthOf(tax.validUntil);
  if (end && validFrom > end)
    throw AppError.field('inputError', 'validFrom', msg(e, 'versionAfterEnd', { month: end }));
}

/** Two versions of one tax never start in the same month (the unique index is the last word). */
async function writeVersion(tx: Tx, write: () => Promise<void>, validFrom: string, path: string) {
  try {
    await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.field('inputError', `${path}validFrom`, msg(e, 'validFromTaken', { month: validFrom }));
    }
    throw error;
  }
}

export async function createTax(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateBody) {
  const companyId = auth.companyId!;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await checkVersion(tx, companyId, body.identifier, body.version, 'version.');
    await checkSingle(tx, companyId, body.identifier, null);
    checkValidUntil(body.validUntil, [{ validFrom: body.version.validFrom }]);
    const { version, ...fields } = body;
    const row = await repo.insertTax(tx, {
      ...fields,
      validUntil: fields.validUntil && firstDay(fields.validUntil),
      companyId,
    });
    await repo.insertVersion(tx, { ...versionValues(version), taxId: row.id, companyId });
    return answer(tx, row);
  });
}

export async function updateTax(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await writableTax(tx, access, id);
    await checkSingle(tx, current.companyId, body.identifier, current.id);
    const versions = await repo.versionsOf(tx, [id]);
    for (const version of versions) {
      const [problem] = taxRuleProblems({ ...version, identifier: body.identifier });
      if (problem) throw AppError.field('inputError', 'identifier', msg(e, problem.code));
    }
    checkValidUntil(body.validUntil, versions);
    const versionIds = versions.map((v) => v.id);
    if (body.identifier !== current.identifier || body.kind !== current.kind || body.order !== current.order) {
      await assertNotUsedByLockedTransfer(tx, versionIds);
    }
    if (body.validUntil) await assertNoLockedMonthFrom(tx, versionIds, monthAfter(body.validUntil));
    const row = await repo.updateTax(tx, current.id, {
      ...body,
      validUntil: body.validUntil && firstDay(body.validUntil),
    });
    return toTax(row, versions);
  });
}

export async function setTaxDeleted(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  isDeleted: boolean,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const current = await findOrFail(tx, access, id, true);
    assertWritable(access, current.companyId, 'billing');
    if (isDeleted && current.deletedAt) throw new AppError('statusError', { message: msg(e, 'alreadyDeleted') });
    if (!isDeleted && !current.deletedAt) throw new AppError('statusError', { message: msg(e, 'notDeleted') });
    if (!isDeleted) await checkSingle(tx, current.companyId, current.identifier, current.id);
    else
      await assertNotUsedByLockedTransfer(
        tx,
        (await repo.versionsOf(tx, [id])).map((v) => v.id),
      );
    return answer(tx, await repo.updateTax(tx, id, { deletedAt: isDeleted ? new Date() : null }));
  });
}

export async function addTaxVersion(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: VersionBody,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const tax = await writableTax(tx, access, id);
    await checkVersion(tx, tax.companyId, tax.identifier, body, '');
    checkBeforeEnd(tax, body.validFrom);
    await assertNoLockedMonthFrom(
      tx,
      (await repo.versionsOf(tx, [id])).map((v) => v.id),
      body.validFrom,
    );
    await writeVersion(
      tx,
      () => repo.insertVersion(tx, { ...versionValues(body), taxId: id, companyId: tax.companyId }),
      body.validFrom,
      '',
    );
    return answer(tx, tax);
  });
}

async function versionOf(tx: Tx, taxId: string, versionId: string) {
  const versions = await repo.versionsOf(tx, [taxId]);
  const version = versions.find((v) => v.id === versionId);
  if (!version) throw new AppError('notFound');
  return { version, versions };
}

export async function updateTaxVersion(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; versionId: string },
  body: VersionBody,
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const tax = await writableTax(tx, access, params.id);
    await versionOf(tx, params.id, params.versionId);
    await assertNotUsedByLockedTransfer(tx, [params.versionId]);
    await checkVersion(tx, tax.companyId, tax.identifier, body, '');
    checkBeforeEnd(tax, body.validFrom);
    await writeVersion(tx, () => repo.updateVersion(tx, params.versionId, versionValues(body)), body.validFrom, '');
    return answer(tx, tax);
  });
}

export async function removeTaxVersion(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  params: { id: string; versionId: string },
) {
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const tax = await writableTax(tx, access, params.id);
    const { versions } = await versionOf(tx, params.id, params.versionId);
    if (versions.length === 1) throw new AppError('statusError', { message: msg(e, 'lastVersion') });
    await assertNotUsedByLockedTransfer(tx, [params.versionId]);
    await repo.deleteVersion(tx, params.versionId);
    return answer(tx, tax);
  });
}
