import {
  messages,
  missingMandatoryFields,
  msg,
  negotiationTermsSchema,
  pricingContextData,
  readInsurerSettings,
  type eventCreateBodySchema,
  type FieldError,
  type GuideData,
  type PricingContextData,
} from '@honora/contract';
import { hospitals, patients, surgeons, type Tx } from '@honora/db';
import {
  TISS_VERSIONS,
  applyDigitLimit,
  attendanceTypesOf,
  formatDate,
  normalizeGuideNumber,
  priceEvent,
  type PricingEvent,
  type PricingResult,
  type TissVersion,
} from '@honora/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors';
import type { RequestAccess } from '../../http/guard';

/**
 * What checking and pricing an event reads of the request: the companies it sees and the
 * selected company's flags (an import's job carries them from the request that started it).
 */
export type SaveAccess = Pick<RequestAccess, 'companyIds' | 'companyFlags'>;
import { loadContext, trimDecimal } from '../pricing';
import * as repo from './events.repository';
import { directSaveReads, type SaveReads } from './save-reads';

const e = messages.screens.events.errors;
const m = messages.screens.events.validation;
const problems = messages.screens.pricing.problems;

/** What a person typed for an event (create and update share it). */
export type EventInput = Omit<z.output<typeof eventCreateBodySchema>, 'companyId'>;

/** Refuses with every field error found (400 inputError); the guide errors get the spec's title. */
export function refuseWith(fields: FieldError[], missing: FieldError[] = []): never {
  throw inputErrorOf(fields, missing);
}

/**
 * The 400 of these field errors; a guide data problem is titled "Erro ao Gerar Guia" (billing.md
 * §8), followed by the spec's text when an insurer's min/max limit failed, else by the problem's
 * own message. `missing` are the company's mandatory fields left empty: answered with the
 * others, and when they are all there is, the message names every one of them.
 */
export function inputErrorOf(fields: FieldError[], missing: FieldError[] = []): AppError {
  const guide = fields.find((f) => f.path.startsWith('guideData.'));
  const limited = fields.some((f) => LIMITED_FIELDS.some(([, field]) => f.path === `guideData.${field}`));
  const missingText = missing.length > 0 ? missing.map((f) => f.message).join('; ') : null;
  const first = fields[0];
  const message = guide
    ? `${e.guideErrorTitle}: ${limited ? e.guideError : guide.message}`
    : first?.messageKey
      ? { key: first.messageKey, params: first.params ?? {}, text: first.message }
      : (first?.message ?? missingText ?? messages.errors.inputError);
  return new AppError('inputError', { fields: [...fields, ...missing], message });
}

/** Guide data fields an insurer may bound, by the limit's name in configs.guideLimits (decision 015). */
export const LIMITED_FIELDS = [
  ['providerGuideNumber', 'numberProviderGuide'],
  ['wallet', 'numberWallet'],
  ['password', 'password'],
] as const;

/** A typed guide number as the insurer stores it (billing.md §5: digits, or letters and digits when allowed; padded when it pads). */
export function insurerGuideNumber(insurer: Pick<repo.InsurerRow, 'flags' | 'configs'>, typed: string) {
  const settings = readInsurerSettings({ flags: insurer.flags, configs: insurer.configs });
  return normalizeGuideNumber(typed, {
    allowAlphanumeric: settings.flags.allowAlphanumericGuideNumber,
    pad: settings.flags.padGuideNumber,
    padding: settings.configs.guideNumberPadding,
  });
}

export interface CheckedInput {
  insurer: repo.InsurerRow;
  numGuide: string | null;
  guideData: GuideData;
}

/**
 * The save rules of billing.md §5 that read the database (decision 015): the insurer exists in
 * the visible companies; the guide number is digits (or letters and digits when allowed), padded
 * when the insurer pads, and not used by another active event of the company and insurer
 * (unless the company turned the check off); the insurer's digit limits of the guide data; the
 * linked patient, hospital, surgeon, follow-up event, anesthetists and resident exist in scope;
 * the company's mandatory fields of the event type (billing.md §2 mandatoryFields) are filled;
 * the tipoAtendimento is one of the insurer's TISS version.
 * Every problem found is answered at once, field by field.
 */
export async function checkEventInput(
  tx: Tx,
  access: SaveAccess,
  target: { companyId: string; eventId: string | null },
  input: EventInput,
  reads: SaveReads = directSaveReads,
): Promise<CheckedInput> {
  const checksGuide = Boolean(input.numGuide?.trim()) && access.companyFlags.disableDuplicateGuideCheck !== true;
  const insurer = await reads.findInsurer(tx, access.companyIds, input.healthInsuranceId, checksGuide);
  if (!insurer || insurer.deletedAt) refuseWith([fieldError('healthInsuranceId', msg(e, 'insurerNotFound'))]);
  const settings = readInsurerSettings({ flags: insurer.flags, configs: insurer.configs });
  const fields: FieldError[] = [];

  let numGuide: string | null = null;
  const guide = insurerGuideNumber(insurer, input.numGuide ?? '');
  if (!guide.ok) {
    fields.push(fieldError('numGuide', msg(m, guide.reason === 'chars' ? 'guideNumberChars' : 'guideNumberDigits')));
  } else if (guide.value !== '') {
    numGuide = guide.value;
    const taken =
      checksGuide &&
      (await repo.guideTaken(tx, {
        companyId: target.companyId,
        insurerId: insurer.id,
        numGuide,
        exceptId: target.eventId,
      }));
    if (taken) fields.push(fieldError('numGuide', msg(e, 'duplicateGuide', { numGuide })));
  }

  const guideData: GuideData = { ...input.guideData };
  const limits = settings.configs.guideLimits[input.type];
  for (const [limitName, field] of LIMITED_FIELDS) {
    const limit = limits[limitName];
    const checked = applyDigitLimit(guideData[field], limit);
    if (checked.ok) guideData[field] = checked.value;
    else fields.push(fieldError(`guideData.${field}`, msg(e, 'guideLimit', { min: limit.min, max: limit.max })));
  }

  const attendance = attendanceProblem(guideData.attendimentType, insurer.versionXml);
  if (attendance) fields.push(attendance);
  fields.push(...(await linkProblems(tx, access, input, reads)));
  const required = await reads.mandatoryFieldsOf(tx, target.companyId, input.type);
  const missing = missingMandatoryFields(required, input.type, { event: input, guide: guideData });
  if (fields.length > 0 || missing.length > 0) refuseWith(fields, missing);
  return { insurer, numGuide, guideData };
}

/**
 * tipoAtendimento must be in table 50 as the insurer's TISS version lists it (NOTES.md §8:
 * 4.x replaced 05 exames by 23 and dropped 06, 07, 11, 14–22), or its file would be refused.
 */
function attendanceProblem(code: string | null | undefined, version: string): FieldError | null {
  if (!code) return null;
  const tissVersion = (TISS_VERSIONS as readonly string[]).includes(version) ? (version as TissVersion) : '4.03.00';
  const codes = attendanceTypesOf(tissVersion);
  if (codes.includes(code)) return null;
  return fieldError(
    'guideData.attendimentType',
    msg(e, 'attendanceType', { code, version: tissVersion, codes: codes.join(', ') }),
  );
}

/** The linked records that do not exist in the visible companies (anesthetists and the resident are member users). */
async function linkProblems(tx: Tx, access: SaveAccess, input: EventInput, reads: SaveReads): Promise<FieldError[]> {
  const fields: FieldError[] = [];
  const links = [
    ['patientId', patients, 'patientNotFound'],
    ['hospitalId', hospitals, 'hospitalNotFound'],
    ['surgeonId', surgeons, 'surgeonNotFound'],
  ] as const;
  for (const [path, table, key] of links) {
    const id = input[path];
    if (id && !(await reads.liveRecordExists(tx, table, access.companyIds, id)))
      fields.push(fieldError(path, msg(e, key)));
  }
  if (input.followUpById && !(await repo.eventExists(tx, access.companyIds, input.followUpById))) {
    fields.push(fieldError('followUpById', msg(e, 'followUpNotFound')));
  }
  const people = [
    ['anesthetistId', 'anesthetistNotFound'],
    ['secondaryAnesthetistId', 'anesthetistNotFound'],
    ['thirdAnesthetistId', 'anesthetistNotFound'],
    ['residentId', 'residentNotFound'],
  ] as const;
  const ids = people.map(([path]) => input[path]).filter((id): id is string => id !== null);
  const members = await reads.memberUserIds(tx, access.companyIds, ids);
  for (const [path, key] of people) {
    const id = input[path];
    if (id && !members.has(id)) fields.push(fieldError(path, msg(e, key)));
  }
  return fields;
}

// ---- pricing -------------------------------------------------------------------------------

/**
 * A not-valued insurer without a negotiation in force still gets its procedures named and
 * typed: the newest CBHPM edition with the default terms, every value 0 (the engine's
 * 'notValued' step). Null when no edition exists (custom codes cannot be named then).
 */
async function notValuedContext(tx: Tx, codes: readonly string[], reads: SaveReads): Promise<PricingContextData> {
  const editionId = await reads.newestEditionId(tx);
  const rows = editionId ? await reads.editionRows(tx, editionId, [...new Set(codes)]) : [];
  return {
    insurer: { isNotValued: true, factorByAccommodation: false },
    negotiation: {
      id: 'not-valued',
      name: '',
      start: null,
      end: null,
      cbhpmEditionId: editionId,
      cbhpmValuationId: null,
      useCbhpm: editionId !== null,
      terms: negotiationTermsSchema.parse({}),
    },
    procedures: new Map(
      rows.map(({ chapter: _chapter, ...row }) => [
        row.code,
        {
          ...row,
          porte: row.porte as never,
          porteFraction: trimDecimal(row.porteFraction),
          uco: trimDecimal(row.uco),
          film: trimDecimal(row.film),
        },
      ]),
    ),
    valuation: null,
  };
}

/**
 * Prices the event with the same context the pricing preview loads (pricing.service
 * loadContext → pricingContextData → priceEvent). A valued insurer without a negotiation in
 * force on the date is refused under healthInsuranceId; a procedure the engine cannot price is
 * refused under its row (`procedures.<i>.idProc`).
 */
export async function priceInput(
  tx: Tx,
  access: SaveAccess,
  insurer: repo.InsurerRow,
  event: PricingEvent,
  reads: SaveReads = directSaveReads,
): Promise<PricingResult> {
  const codes = event.procedures.map((p) => p.code);
  const view = await loadContext(tx, access, insurer.id, event.dtProcedure, codes, reads);
  let data = pricingContextData(view);
  if (!data) {
    if (!insurer.isNotValued) {
      refuseWith([fieldError('healthInsuranceId', msg(e, 'noNegotiation', { date: formatDate(event.dtProcedure) }))]);
    }
    data = await notValuedContext(tx, codes, reads);
  }
  const result = priceEvent(event, data);
  if (result.problems.length > 0) {
    refuseWith(
      result.problems.map((problem) =>
        fieldError(
          `procedures.${event.procedures.findIndex((p) => p.rowId === problem.rowId)}.idProc`,
          msg(problems, problem.kind, { code: problem.code }),
        ),
      ),
    );
  }
  return result;
}
