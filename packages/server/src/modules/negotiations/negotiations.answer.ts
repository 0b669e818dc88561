import { negotiationTermsShape, type Negotiation, type NegotiationTerms } from '@honora/contract';
import { hasStarted, validityStatus } from '@honora/domain';
import { z } from 'zod';
import { iso } from '../registries';
import type { NegotiationRecord } from './negotiations.repository';

const termsSchema = z.object(negotiationTermsShape);
const termsKeys = Object.keys(negotiationTermsShape) as (keyof NegotiationTerms)[];

/**
 * The stored terms with the defaults of any term added after they were saved. Stored terms
 * were checked by the contract when written; should one no longer pass, its keys still win
 * over the defaults so nothing the user saved is hidden.
 */
export function readTerms(stored: Record<string, unknown>): NegotiationTerms {
  const parsed = termsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return { ...termsSchema.parse({}), ...stored } as NegotiationTerms;
}

/** Only the terms of a parsed body (it also carries name, validity and tables). */
export function termsOf(body: NegotiationTerms): NegotiationTerms {
  return Object.fromEntries(termsKeys.map((key) => [key, body[key]])) as unknown as NegotiationTerms;
}

/** What the form edits, as saved: compared field by field with what the user sends. */
export function editableOf(record: NegotiationRecord) {
  return {
    name: record.name,
    start: record.startsOn,
    end: record.endsOn,
    cbhpmId: record.cbhpmEditionId,
    valuationId: record.cbhpmValuationId,
    useCbhpm: record.useCbhpm,
    ...readTerms(record.terms),
  };
}
export type NegotiationEditable = ReturnType<typeof editableOf>;

const versionName = (name: string | null, version: number | null) => (name === null ? null : `${name} v${version}`);

/** The API's negotiation: the spec's names, the terms at the top level, the status on `today`. */
export function toNegotiation(record: NegotiationRecord, today: string): Negotiation {
  const validity = { start: record.startsOn, end: record.endsOn };
  return {
    id: record.id,
    companyId: record.companyId,
    healthInsurerId: record.healthInsurerId,
    ...editableOf(record),
    cbhpmName: versionName(record.editionName, record.editionVersion),
    valuationName: versionName(record.valuationName, record.valuationVersion),
    status: validityStatus(validity, today),
    isEditable: !hasStarted(validity, today),
    createdAt: record.createdAt.toISOString(),
    createdByName: record.createdByName,
    updatedAt: iso(record.updatedAt),
    updatedByName: record.updatedByName,
  };
}

/**
 * The negotiation without its R$ amounts, for a user who may not see values (platform.md §6).
 * The route's generic stripping knows `value`, `expenses`, `unityValue`; a negotiation's money
 * also sits in the hour values, the negotiated porte values, the UTM, the accommodation
 * additions and the UCO values, so the service leaves those out itself.
 */
export function withoutValues(negotiation: Negotiation): Negotiation {
  const { utm: _utm, portesMap: _p, accommodationValues: _a, ucoByType: _u, expenses: _e, ...rest } = negotiation;
  const withoutValue = <T extends { value?: string }>({ value: _value, ...item }: T) => item;
  return {
    ...rest,
    packages: negotiation.packages.map(withoutValue),
    billingPerHourGroups: negotiation.billingPerHourGroups.map(({ hourValue: _h, ...group }) => group),
    overridesProcedures: negotiation.overridesProcedures.map((o) => (o.kind === 'VALUE' ? withoutValue(o) : o)),
    customsProcedures: negotiation.customsProcedures.map(withoutValue),
  };
}
