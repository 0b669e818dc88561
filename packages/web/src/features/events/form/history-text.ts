import { EVENT_STATUS_VALUES, fmt, messages } from '@honora/contract';
import { formatDate, formatDateTime } from '@honora/domain';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { GUIDE_CODE_FIELDS, GUIDE_DATE_FIELDS, GUIDE_MONEY_FIELDS, GUIDE_TEXT_FIELDS } from './guide-draft';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const events = messages.screens.events;
const form = eventFormScreenMessages;
const h = form.history;
const pricing = messages.screens.pricing;

export type HistoryTarget = keyof typeof h.targets;
export type HistoryChanges = Readonly<Record<string, { from: unknown; to: unknown }>>;
/** The name of a linked record (insurer, patient, anesthetist…) by its field and id, when known. */
export type NameOf = (field: string, id: string) => string | null;

const LINK_LABELS: Readonly<Record<string, string>> = {
  healthInsuranceId: form.fields.healthInsurance,
  hospitalId: form.fields.hospital,
  patientId: form.fields.patient,
  surgeonId: form.fields.surgeon,
  anesthetistId: form.fields.anesthetist,
  secondaryAnesthetistId: form.fields.secondaryAnesthetist,
  thirdAnesthetistId: form.fields.thirdAnesthetist,
  residentId: form.fields.resident,
};

/** The fields people read in the history of each target (the rest is bookkeeping or derived money). */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  type: form.fields.type,
  numGuide: form.fields.numGuide,
  dtProcedure: form.fields.dtProcedure,
  dtRecourse: form.fields.dtRecourse,
  procedureStart: form.fields.procedureStart,
  procedureEnd: form.fields.procedureEnd,
  anesthesiaStart: form.fields.anesthesiaStart,
  anesthesiaEnd: form.fields.anesthesiaEnd,
  ...LINK_LABELS,
  healthInsuranceWallet: form.fields.wallet,
  accommodation: form.fields.accommodation,
  isEmergency: form.fields.isEmergency,
  urgent: form.fields.urgent,
  isFollowUp: form.fields.isFollowUp,
  shouldBeFollowUp: form.fields.shouldBeFollowUp,
  status: h.fields.status,
  customStatus: h.fields.customStatus,
  active: h.fields.active,
  isLocked: h.fields.isLocked,
  guiaSent: h.fields.guiaSent,
  recourseSent: h.fields.recourseSent,
  recourseIdentify: h.fields.recourseIdentify,
  totalProduced: h.fields.totalProduced,
  actors: h.fields.actors,
  guideData: h.fields.guideData,
  customFields: h.fields.customFields,
  observationGuideSent: h.fields.observationGuideSent,
  observationRecourse: h.fields.observationRecourse,
};
const LABELS: Readonly<Record<HistoryTarget, Readonly<Record<string, string>>>> = {
  event: EVENT_LABELS,
  revert: EVENT_LABELS,
  procedure: {
    idProc: h.fields.idProc,
    name: h.fields.name,
    order: h.fields.order,
    proportion: form.procedures.proportion,
    techniqueUsed: form.procedures.technique,
    userCustom: form.procedures.userValue,
    value: h.fields.value,
    skipAppeal: form.procedures.skipAppeal,
    deletedAt: h.fields.deletedAt,
  },
  observation: { type: h.fields.type, text: h.fields.text },
  attachment: { kind: h.fields.kind, fileName: h.fields.fileName, deletedAt: h.fields.deletedAt },
};
/** What an insertion shows: the few fields that name the new record. */
const INSERT_FIELDS: Readonly<Record<HistoryTarget, readonly string[]>> = {
  event: ['numGuide', 'dtProcedure', 'healthInsuranceId', 'patientId', 'status'],
  revert: ['status'],
  procedure: ['idProc', 'name', 'proportion', 'value'],
  observation: ['type', 'text'],
  attachment: ['kind', 'fileName'],
};

const GUIDE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  [...GUIDE_TEXT_FIELDS, ...GUIDE_DATE_FIELDS, ...GUIDE_CODE_FIELDS, ...GUIDE_MONEY_FIELDS].map((f) => [
    f,
    form.guide[f],
  ]),
);

/** The pt-BR name of a recorded field; null when the history leaves it out. */
export function fieldLabel(target: HistoryTarget, field: string): string | null {
  return LABELS[target][field] ?? null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const MAX_TEXT = 120;
const MONEY_FIELDS = new Set(['value', 'totalProduced']);

const labelIn = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/** A recorded value as people read it: names of links, pt-BR dates and money, yes/no, the catalog's labels. */
export function valueText(target: HistoryTarget, field: string, value: unknown, nameOf: NameOf = () => null): string {
  if (value === null || value === undefined || value === '') return h.emptyValue;
  if (typeof value === 'boolean') return value ? h.yes : h.no;
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatMoneyText(String(value)) : String(value);
  if (typeof value !== 'string') return h.changed;
  if (field in LINK_LABELS) return nameOf(field, value) ?? h.unknownRecord;
  if (MONEY_FIELDS.has(field)) return formatMoneyText(value);
  if (field === 'status' && (EVENT_STATUS_VALUES as readonly string[]).includes(value)) {
    return events.statuses[value as (typeof EVENT_STATUS_VALUES)[number]];
  }
  if (field === 'type') {
    const labels = target === 'observation' ? events.observationTypes : events.types;
    return labelIn(labels, value);
  }
  if (field === 'kind') return labelIn(events.attachmentKinds, value);
  if (field === 'accommodation') return labelIn(messages.screens.registry.accommodations, value);
  if (field === 'proportion') return labelIn(pricing.proportions, value);
  if (field === 'techniqueUsed') return labelIn(pricing.techniques, value);
  if (ISO_DATE.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The guide data fields whose value differs between two recorded guide data documents. */
function guideFieldsChanged(from: unknown, to: unknown): string[] {
  const before = objectOf(from);
  const after = objectOf(to);
  const changed = Object.keys(GUIDE_LABELS).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  const names = changed.map((key) => GUIDE_LABELS[key]!);
  if (JSON.stringify(before.totals ?? null) !== JSON.stringify(after.totals ?? null))
    names.push(form.guide.totalsTitle);
  if (JSON.stringify(before.expenses ?? []) !== JSON.stringify(after.expenses ?? [])) names.push(form.expenses.title);
  return names;
}

/** The lines of one history entry: "Campo: antes → depois" for each field people read. */
export function changeLines(
  target: HistoryTarget,
  operation: string,
  changes: HistoryChanges,
  nameOf: NameOf = () => null,
): string[] {
  const lines: string[] = [];
  const isInsert = operation === 'INSERT';
  for (const [field, change] of Object.entries(changes)) {
    const label = fieldLabel(target, field);
    if (!label || (isInsert && !INSERT_FIELDS[target].includes(field))) continue;
    if (isInsert && (change.to === null || change.to === '')) continue;
    if (field === 'guideData') {
      const names = guideFieldsChanged(change.from, change.to);
      if (names.length > 0) lines.push(fmt(h.added, { field: label, to: names.join(', ') }));
    } else if (field === 'actors' || field === 'customFields') {
      lines.push(fmt(h.added, { field: label, to: h.changed }));
    } else if (isInsert) {
      lines.push(fmt(h.added, { field: label, to: valueText(target, field, change.to, nameOf) }));
    } else {
      lines.push(
        fmt(h.change, {
          field: label,
          from: valueText(target, field, change.from, nameOf),
          to: valueText(target, field, change.to, nameOf),
        }),
      );
    }
  }
  return lines;
}
