import { preparePricing, type CompiledContext } from './compile-context';
import { compare, multiply, parseDecimal, roundHalfUp, toMoneyText, toStepText, ZERO, type Decimal } from './decimal';
import { anesthesiaMinutes, billedHours, hasAnesthesiaTimes } from './per-hour';
import { eventFactors, factorChain, perHourChain, roundWithStep, type EventFactors } from './price-procedure';
import { planFor, surgicalPlanFor, type ProcedurePlan } from './resolve-procedure';
import { resolveTeam, revenueLines, type ResolvedTeam } from './revenue';
import type {
  PricedProcedure,
  PricingContext,
  PricingEvent,
  PricingProblem,
  PricingProcedureInput,
  PricingResult,
  PricingStep,
  Proportion,
  SurgicalPrice,
} from './types';

/** TISS table code of CBHPM/TUSS procedures on the guide (billing.md §9 "tableCode 22"). */
const TABLE_CODE = '22';
const MONEY_ZERO: Decimal = { units: 0n, scale: 2 };

function centsText(cents: bigint): string {
  return toMoneyText({ units: cents, scale: 2 });
}

/** What one event shares among its procedures. */
interface EventScope {
  c: CompiledContext;
  factors: EventFactors;
  team: ResolvedTeam;
  minutes: number;
  hours: number;
  /** Per-hour billing without both anesthesia times: no hour is billed and a problem is reported. */
  timesMissing: boolean;
  notValued: boolean;
  automatic: boolean;
}

/** How a procedure stands in its package or per-hour group: -1 none or the first (it carries), else the first's index. */
type Carrier = number;

/** The automatic proportion's leader: the procedure of the highest value at 100 % (billing.md §9). */
interface Leader {
  index: number;
  value: Decimal;
}

/** Indices of the procedures by order, then input position (who is "first" in a package, hour group, ranking). */
function sequenceOf(procedures: readonly PricingProcedureInput[]): number[] {
  const indices = procedures.map((_, i) => i);
  let sorted = true;
  for (let i = 1; i < procedures.length && sorted; i++) sorted = procedures[i - 1]!.order <= procedures[i]!.order;
  if (sorted) return indices;
  return indices.sort((a, b) => procedures[a]!.order - procedures[b]!.order || a - b);
}

/**
 * Which procedure carries each package's or hour group's value: only the first (lowest order)
 * of each package / group, since a package and the anesthesia time are billed once. Answers,
 * per procedure, -1 when it carries (or is in no group), else the index of the first of its group.
 */
function carriersOf(plans: readonly ProcedurePlan[], sequence: readonly number[]): Carrier[] {
  const carriers: Carrier[] = plans.map(() => -1);
  if (!plans.some((plan) => plan.kind === 'package' || plan.kind === 'perHour')) return carriers;
  const first = new Map<string, number>();
  for (const i of sequence) {
    const plan = plans[i]!;
    const group =
      plan.kind === 'package' ? `p:${plan.packageId}` : plan.kind === 'perHour' ? `h:${plan.hourGroup!.id}` : null;
    if (group === null) continue;
    const carrier = first.get(group);
    if (carrier === undefined) first.set(group, i);
    else carriers[i] = carrier;
  }
  return carriers;
}

/**
 * Automatic proportions (billing.md §9 "automatic: highest-value procedure 100%, others 50%"):
 * each procedure priced through the factor chain is valued at proportion 1; the highest exact
 * value keeps 1 (ties: lowest order, then input position), the others get 0.5. Packages,
 * per-hour and unpriced procedures keep 1 and take no part. Manual: the input's, default 1.
 */
function proportionsOf(
  scope: EventScope,
  event: PricingEvent,
  plans: ProcedurePlan[],
  sequence: number[],
): { proportions: Proportion[]; leader: Leader | null } {
  if (!scope.automatic) {
    const proportions = event.procedures.map((p, i) => (plans[i]!.kind === 'factors' ? (p.proportion ?? '1') : '1'));
    return { proportions, leader: null };
  }
  const proportions: Proportion[] = plans.map(() => '1');
  let leader = -1;
  let best: Decimal = ZERO;
  const ranked = sequence.filter((i) => plans[i]!.kind === 'factors');
  if (ranked.length < 2) return { proportions, leader: null };
  for (const i of ranked) {
    const input = event.procedures[i]!;
    const value = factorChain(plans[i]!, scope.factors, chainOptions(scope.c, input, '1', true), null);
    if (leader < 0 || compare(value, best) > 0) [leader, best] = [i, value];
  }
  for (const i of ranked) if (i !== leader) proportions[i] = '0.5';
  return { proportions, leader: { index: leader, value: best } };
}

/** What the memória de cálculo tells of one procedure's place in the event (who led, who carries its group). */
interface Placement {
  proportion: Proportion;
  /** The input of the procedure that carries this one's package or hour group; null when this one carries. */
  carrier: PricingProcedureInput | null;
  leader: { code: string; order: number; value: string } | undefined;
}

function chainOptions(
  c: CompiledContext,
  input: PricingProcedureInput,
  proportion: Proportion,
  automatic: boolean,
  leader?: Placement['leader'],
) {
  const techniqueName = input.techniqueUsed ?? 'KConventional';
  return { proportion, automatic, technique: c.techniques[techniqueName], techniqueName, leader };
}

/** The exact value and steps of one procedure up to rounding, by its plan's kind. */
function computeValue(
  scope: EventScope,
  plan: ProcedurePlan,
  input: PricingProcedureInput,
  place: Placement,
): { rounded: Decimal; steps: PricingStep[]; table: Decimal | null } {
  const steps: PricingStep[] = [];
  const billedOn = place.carrier ? { billedOn: place.carrier.code } : {};
  if (plan.kind === 'unpriced') return { rounded: MONEY_ZERO, steps, table: null };
  if (plan.kind === 'package' && place.carrier) {
    steps.push({ kind: 'package', packageName: plan.packageName!, ...billedOn, value: toStepText(ZERO) });
    return { rounded: roundWithStep(ZERO, steps), steps, table: ZERO };
  }
  if (plan.kind === 'perHour') {
    const hourValue = plan.hourGroup!.hourValue;
    const missingTimes = !place.carrier && scope.timesMissing;
    const hours = place.carrier || missingTimes ? 0 : scope.hours;
    const table = multiply({ units: BigInt(hours), scale: 0 }, hourValue.value);
    const time = { minutes: scope.minutes, hours, hourValue: hourValue.text, ...billedOn };
    const exact = perHourChain(table, scope.factors, missingTimes ? { ...time, missingTimes } : time, steps);
    return { rounded: roundWithStep(exact, steps), steps, table };
  }
  // Base steps are frozen and shared by every result of the plan (they never change).
  for (const step of plan.baseSteps) steps.push(step);
  if (plan.kind === 'package') return { rounded: roundWithStep(plan.valueBase, steps), steps, table: null };
  const options = chainOptions(scope.c, input, place.proportion, scope.automatic, place.leader);
  const exact = factorChain(plan, scope.factors, options, steps);
  return { rounded: roundWithStep(exact, steps), steps, table: null };
}

/**
 * The procedure's surgical porte priced for the surgical team (ANESTHETIC basis; DOMAIN.md
 * auxiliaries 60/40/30/30 % of the surgeon's porte): the same proportion, accommodation,
 * emergency and technique as the procedure, no UCO nor accommodation value, rounded once.
 * Null on the PROCEDURE basis, for a not-valued insurer, or without a porte in the table.
 */
function surgicalPrice(scope: EventScope, input: PricingProcedureInput, proportion: Proportion): SurgicalPrice | null {
  if (scope.notValued || scope.c.context.negotiation.terms.feeBasis !== 'ANESTHETIC') return null;
  const plan = surgicalPlanFor(scope.c, input.code);
  if (!plan) return null;
  const steps: PricingStep[] = [...plan.baseSteps];
  const factors = { ...scope.factors, accommodationValue: null };
  const exact = factorChain(plan, factors, chainOptions(scope.c, input, proportion, scope.automatic), steps);
  return { porte: plan.porte!, value: toMoneyText(roundWithStep(exact, steps)), steps };
}

/** Prices one procedure of the event and splits its value among the team. */
function priceOne(
  scope: EventScope,
  plan: ProcedurePlan,
  input: PricingProcedureInput,
  place: Placement,
): { priced: PricedProcedure; billedCents: bigint; surgicalBilledCents: bigint; valueCents: bigint } {
  const { proportion } = place;
  let computed = computeValue(scope, plan, input, place);
  if (scope.notValued) computed = { ...computed, rounded: MONEY_ZERO, steps: [{ kind: 'notValued', value: '0.00' }] };
  const original = computed.rounded;
  let value = original;
  // A user value without the flag is ignored, and the flag without a value means nothing.
  const userCustom = input.userCustom === true && input.value != null;
  if (userCustom) {
    value = roundHalfUp(parseDecimal(input.value!), 2);
    computed.steps.push({ kind: 'userCustom', value: toMoneyText(value) });
  }
  const valueCents = value.units;
  const surgical = plan.kind === 'notFound' ? null : surgicalPrice(scope, input, proportion);
  const surgicalCents = surgical ? parseDecimal(surgical.value).units : 0n;
  const { lines, billedCents, surgicalBilledCents } = revenueLines(valueCents, surgicalCents, scope.team);
  const factors = plan.kind === 'factors';
  const technique = input.techniqueUsed ?? 'KConventional';
  const tableText = computed.table ? toMoneyText(computed.table) : plan.valueTableText;
  const priced: PricedProcedure = {
    rowId: input.rowId,
    code: input.code,
    name: plan.name,
    type: plan.type,
    order: input.order,
    tableCode: TABLE_CODE,
    porte: plan.porte,
    porteAnestesico: plan.porteAnestesico,
    proportion,
    techniqueUsed: technique,
    techniqueUsedProportion: factors ? scope.c.techniques[technique].text : '1',
    uco: plan.uco,
    qtdAux: plan.qtdAux,
    valueTable: tableText,
    valueBase: computed.table ? tableText : plan.valueBaseText,
    valueOriginal: toMoneyText(original),
    value: toMoneyText(value),
    valueChanged: value.units !== original.units,
    userCustom,
    steps: computed.steps,
    surgical,
    revenueTeam: lines,
  };
  return { priced, billedCents, surgicalBilledCents, valueCents };
}

/**
 * Prices an event under its negotiation (billing.md §3 Procedure and Negotiation, §9 constants;
 * DOMAIN.md "CBHPM pricing"; the algorithm is decision 014):
 * - each code resolves to a type, first match wins: package (KPACKAGE, closed price, billed
 *   once per package) → per-hour group (KVALUEPERHOUR, started hours × hour value, billed once
 *   per group) → override (KOVERRIDE value, KOVERRIDEPORTE porte, KOVERRIDEINDICATOR points ×
 *   UTM) → the edition's procedure when the negotiation uses CBHPM (KCBHPM: porte anestésico or
 *   porte × fraction, × band) → custom procedure (KCUSTOM) → not found;
 * - then × proportion × accommodation × emergency × technique + UCO + accommodation value,
 *   exact, rounded half-up to the cent once (the 'rounding' step); a user value replaces it;
 * - each value is split among the team (revenue.ts); totals sum the procedures and billed lines.
 * Codes not found appear only in `problems`; a known procedure that cannot be valued (no
 * porte, no anesthesia, no valuation) appears at 0 with no steps AND in `problems`.
 * A not-valued insurer gets every value 0 with a single 'notValued' step.
 */
export function priceEvent(event: PricingEvent, context: PricingContext): PricingResult {
  const c = preparePricing(context);
  const plans = event.procedures.map((p) => planFor(c, p.code));
  // The anesthesia time matters only to per-hour procedures.
  const perHour = plans.some((plan) => plan.kind === 'perHour');
  const minutes = perHour ? anesthesiaMinutes(event.anesthesiaStart, event.anesthesiaEnd) : 0;
  const scope: EventScope = {
    c,
    factors: eventFactors(c, event),
    team: resolveTeam(c, event.team),
    minutes,
    hours: billedHours(minutes),
    timesMissing: perHour && !hasAnesthesiaTimes(event.anesthesiaStart, event.anesthesiaEnd),
    notValued: context.insurer.isNotValued,
    automatic: context.negotiation.terms.automaticProportion,
  };
  const sequence = sequenceOf(event.procedures);
  const carriers = carriersOf(plans, sequence);
  const { proportions, leader } = proportionsOf(scope, event, plans, sequence);
  const leaderInput = leader ? event.procedures[leader.index]! : null;
  const leaderStep = leaderInput
    ? { code: leaderInput.code, order: leaderInput.order, value: toStepText(leader!.value) }
    : undefined;
  const procedures: PricedProcedure[] = [];
  const problems: PricingProblem[] = [];
  let total = 0n;
  let totalRevenue = 0n;
  let totalSurgicalRevenue = 0n;
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i]!;
    const input = event.procedures[i]!;
    const carrier = carriers[i]! >= 0 ? event.procedures[carriers[i]!]! : null;
    if (plan.problem && (plan.kind === 'notFound' || !scope.notValued)) {
      problems.push({ rowId: input.rowId, code: input.code, kind: plan.problem });
    }
    if (plan.kind === 'perHour' && !carrier && scope.timesMissing && !scope.notValued) {
      problems.push({ rowId: input.rowId, code: input.code, kind: 'noAnesthesiaTimes' });
    }
    if (plan.kind === 'notFound') continue;
    const place: Placement = { proportion: proportions[i]!, carrier, leader: leaderStep };
    const one = priceOne(scope, plan, input, place);
    procedures.push(one.priced);
    total += one.valueCents;
    totalRevenue += one.billedCents;
    totalSurgicalRevenue += one.surgicalBilledCents;
  }
  return {
    procedures,
    problems,
    total: centsText(total),
    totalRevenue: centsText(totalRevenue),
    totalSurgicalRevenue: centsText(totalSurgicalRevenue),
  };
}
