import { add, parseDecimal, toMoneyText, ZERO, type Decimal } from '../pricing/decimal';
import type { DecimalText, PricingTeamMember, RevenueLine, TeamRole } from '../pricing/types';
import { FINISHED_STATUSES, type EventStatus } from './statuses';

/**
 * The event record's rules (billing.md §5 and decision 015): guide number normalisation,
 * the insurer's digit limits of the guide data, who may change a procedure's proportion from
 * the events list, and the event totals from its priced procedures.
 */

/** billing.md §9 "Guide number padding is 7": the default of configs.guideNumberPadding. */
export const DEFAULT_GUIDE_NUMBER_PADDING = 7;

/** The insurer settings that shape a guide number. */
export interface GuideNumberRules {
  /** flags.allowAlphanumericGuideNumber: letters and digits; otherwise digits only. */
  allowAlphanumeric: boolean;
  /** flags.padGuideNumber: left-pad with zeros to `padding`. */
  pad: boolean;
  /** configs.guideNumberPadding (7 by default). */
  padding: number;
}

export type GuideNumberCheck = { ok: true; value: string } | { ok: false; reason: 'digits' | 'chars' };

const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/**
 * A typed guide number as the event keeps it (billing.md §5 "the number may be alphanumeric if
 * allowed"; §9 padding 7): trimmed; digits only unless the insurer allows letters (then letters
 * and digits, upper-cased); left-padded with zeros to the insurer's padding when it asks for
 * it. Empty stays empty (a guide number is not required on save). Idempotent.
 */
export function normalizeGuideNumber(raw: string, rules: GuideNumberRules): GuideNumberCheck {
  const text = raw.trim();
  if (text === '') return { ok: true, value: '' };
  if (rules.allowAlphanumeric) {
    if (!ALPHANUMERIC.test(text)) return { ok: false, reason: 'chars' };
  } else if (!DIGITS.test(text)) {
    return { ok: false, reason: 'digits' };
  }
  const value = rules.allowAlphanumeric ? text.toUpperCase() : text;
  return { ok: true, value: rules.pad ? value.padStart(rules.padding, '0') : value };
}

/** One insurer digit limit (configs.guideLimits[type][field]; billing.md §5, defaults all disabled). */
export interface DigitLimit {
  enabled: boolean;
  min: number;
  max: number;
}

export type DigitLimitCheck = { ok: true; value: string | null } | { ok: false };

/**
 * A guide data value under the insurer's digit limit (billing.md §5 "min and max digits …
 * padded with leading zeros"; decision 015): a disabled limit takes the value as typed; when
 * enabled, a filled value must be digits only and at most `max` long, and is left-padded with
 * zeros to `min`; an empty value passes (the check action refuses it later).
 */
export function applyDigitLimit(value: string | null, limit: DigitLimit): DigitLimitCheck {
  if (!limit.enabled || value === null || value.trim() === '') return { ok: true, value };
  const text = value.trim();
  if (!DIGITS.test(text) || text.length > limit.max) return { ok: false };
  return { ok: true, value: text.padStart(limit.min, '0') };
}

/** Whether an enabled limit is still unmet because the value is empty (the check action's guide error). */
export function digitLimitMissing(value: string | null, limit: DigitLimit): boolean {
  return limit.enabled && (value === null || value.trim() === '');
}

// ---- proportion edit -----------------------------------------------------------------------

export type ProportionEditRefusal = 'accessDenied' | 'status' | 'reportEvents' | 'transactions';

export interface ProportionEditFacts {
  /** events write (or writeOwn on an own event). */
  canWrite: boolean;
  status: EventStatus;
  /** Any active money transaction on the event. */
  hasTransactions: boolean;
  /** Company flag notChangeProcedureProportionInReportEvents. */
  notChangeInReportEvents: boolean;
}

const FINISHED: ReadonlySet<EventStatus> = new Set(FINISHED_STATUSES);

/**
 * Whether a procedure's proportion may be changed from the events list (billing.md §5
 * "Procedure proportion can be edited only with write permission, status outside the finished
 * group, no transactions, and (status AwaitingCheck or Pending, or the company flag
 * notChangeProcedureProportionInReportEvents off)"); the first rule broken, in the order of
 * the §8 messages ("access denied; not changeable in that status; not changeable in report
 * events; has transactions"), names the refusal. Null when allowed.
 */
export function proportionEditRefusal(facts: ProportionEditFacts): ProportionEditRefusal | null {
  if (!facts.canWrite) return 'accessDenied';
  if (FINISHED.has(facts.status)) return 'status';
  if (facts.notChangeInReportEvents && facts.status !== 'AwaitingCheck' && facts.status !== 'Pending') {
    return 'reportEvents';
  }
  if (facts.hasTransactions) return 'transactions';
  return null;
}

// ---- totals --------------------------------------------------------------------------------

/** The money of one procedure row that the event totals add up. */
export interface ProcedureMoney {
  value: DecimalText;
  received: DecimalText;
  loss: DecimalText;
  glosado: DecimalText;
  discount: DecimalText;
  over: DecimalText;
}

export interface EventTotals {
  totalProduced: DecimalText;
  totalProcedures: DecimalText;
  totalProceduresReceived: DecimalText;
  totalProceduresLoss: DecimalText;
  totalProceduresGlosado: DecimalText;
  totalProceduresOver: DecimalText;
  totalReceived: DecimalText;
  totalLoss: DecimalText;
  totalGlosado: DecimalText;
  totalOver: DecimalText;
  totalDiscount: DecimalText;
  totalInProcessing: DecimalText;
}

const sum = (items: readonly ProcedureMoney[], pick: (p: ProcedureMoney) => DecimalText): Decimal =>
  items.reduce((acc, p) => add(acc, parseDecimal(pick(p))), ZERO);
const negate = (a: Decimal): Decimal => ({ units: -a.units, scale: a.scale });

/**
 * The event's value fields from its active procedure rows (billing.md §3 values), exact: the
 * produced value and the procedures' total are Σ value; received, loss, glosado, over and
 * discount are Σ of the rows' own totals; what is still in processing is produced − received −
 * glosado − loss.
 */
export function eventTotals(procedures: readonly ProcedureMoney[]): EventTotals {
  const produced = sum(procedures, (p) => p.value);
  const received = sum(procedures, (p) => p.received);
  const loss = sum(procedures, (p) => p.loss);
  const glosado = sum(procedures, (p) => p.glosado);
  const over = sum(procedures, (p) => p.over);
  const discount = sum(procedures, (p) => p.discount);
  const inProcessing = [received, glosado, loss].reduce((acc, d) => add(acc, negate(d)), produced);
  const money = toMoneyText;
  return {
    totalProduced: money(produced),
    totalProcedures: money(produced),
    totalProceduresReceived: money(received),
    totalProceduresLoss: money(loss),
    totalProceduresGlosado: money(glosado),
    totalProceduresOver: money(over),
    totalReceived: money(received),
    totalLoss: money(loss),
    totalGlosado: money(glosado),
    totalOver: money(over),
    totalDiscount: money(discount),
    totalInProcessing: money(inProcessing),
  };
}

/** Whether a row carries money that taking it out of the event would lose (received, loss or glosado ≠ 0). */
export function procedureHasMoney(p: Pick<ProcedureMoney, 'received' | 'loss' | 'glosado'>): boolean {
  return [p.received, p.loss, p.glosado].some((text) => parseDecimal(text).units !== 0n);
}

// ---- team ----------------------------------------------------------------------------------

/** The people of an event and the other members typed (assistants, nurses…). */
export interface EventPeople {
  anesthetistId: string | null;
  secondaryAnesthetistId: string | null;
  thirdAnesthetistId: string | null;
  residentId: string | null;
  surgeonId: string | null;
  actors: readonly { id: string; type: TeamRole; order: number }[];
}

/**
 * The team the engine splits each procedure's value among (billing.md §9 revenue shares;
 * decision 015): the event's anesthetist, secondary and third anesthetists (orders 1–3 of the
 * anesthetist role: "a secondary anesthetist halves, a third splits in thirds"), its resident
 * (residentAnesthetist) and its surgeon, then the other members typed.
 */
export function eventTeam(people: EventPeople): PricingTeamMember[] {
  const team: PricingTeamMember[] = [];
  const add = (id: string | null, role: TeamRole, order: number) => {
    if (id) team.push({ id, role, order });
  };
  add(people.anesthetistId, 'anesthetist', 1);
  add(people.secondaryAnesthetistId, 'anesthetist', 2);
  add(people.thirdAnesthetistId, 'anesthetist', 3);
  add(people.residentId, 'residentAnesthetist', 1);
  add(people.surgeonId, 'surgeon', 1);
  for (const actor of people.actors) add(actor.id, actor.type, actor.order);
  return team;
}

// ---- actors --------------------------------------------------------------------------------

/** One member of the event's team with what the procedures give them (billing.md §3 actors list). */
export interface EventActor {
  id: string;
  type: TeamRole;
  order: number;
  revenue: DecimalText;
  percentRevenue: DecimalText;
  grauPart: string;
}

/**
 * The event's actors list from its team and the procedures' revenue lines: every member once,
 * in team order, with the sum of their revenue over the procedures (exact) and the share and
 * grauPart of their first line ("0" and "" for a member the negotiation gives nothing).
 */
export function eventActors(
  team: readonly PricingTeamMember[],
  procedures: readonly { revenueTeam: readonly RevenueLine[] }[],
): EventActor[] {
  return team.map((member) => {
    const lines = procedures.flatMap((p) =>
      p.revenueTeam.filter((l) => l.actorId === member.id && l.role === member.role && l.order === member.order),
    );
    const revenue = lines.reduce((acc, l) => add(acc, parseDecimal(l.revenue)), ZERO);
    return {
      id: member.id,
      type: member.role,
      order: member.order,
      revenue: toMoneyText(revenue),
      percentRevenue: lines[0]?.percentRevenue ?? '0',
      grauPart: lines[0]?.grauPart ?? '',
    };
  });
}

const saoPauloDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as people in Brazil read it, "dd/MM/yyyy HH:mm" in São Paulo time (billing.md §9 dates and times). */
export function brazilDateTime(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    saoPauloDateTime.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
