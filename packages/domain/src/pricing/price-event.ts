import { preparePricing, type CompiledContext } from './compile-context';
import { compare, multiply, parseDecimal, roundHalfUp, toMoneyText, toStepText, ZERO, type Decimal } from './decimal';
import { anesthesiaMinutes, billedHours } from './per-hour';
import { eventFactors, factorChain, perHourChain, roundWithStep, type EventFactors } from './price-procedure';
import { planFor, type ProcedurePlan } from './resolve-procedure';
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
  notValued: boolean;
  automatic: boolean;
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
 * Which procedures carry their package's or hour group's value: only the first (lowest order)
 * of each package / group, since a package and the anesthesia time are billed once.
 */
function firstOfGroups(plans: readonly ProcedurePlan[], sequence: readonly number[]): boolean[] {
  const carries = plans.map(() => false);
  if (!plans.some((plan) => plan.kind === 'package' || plan.kind === 'perHour')) return carries;
  const seen = new Set<string>();
  for (const i of sequence) {
    const plan = plans[i]!;
    const group =
      plan.kind === 'package' ? `p:${plan.packageId}` : plan.kind === 'perHour' ? `h:${plan.hourGroup!.id}` : null;
    if (group === null || seen.has(group)) continue;
    seen.add(group);
    carries[i] = true;
  }
  return carries;
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
): Proportion[] {
  if (!scope.automatic)
    return event.procedures.map((p, i) => (plans[i]!.kind === 'factors' ? (p.proportion ?? '1') : '1'));
  const result: Proportion[] = plans.map(() => '1');
  let leader = -1;
  let best: Decimal = ZERO;
  const ranked = sequence.filter((i) => plans[i]!.kind === 'factors');
  if (ranked.length < 2) return result;
  for (const i of ranked) {
    const input = event.procedures[i]!;
    const value = factorChain(plans[i]!, scope.factors, chainOptions(scope.c, input, '1', true), null);
    if (leader < 0 || compare(value, best) > 0) [leader, best] = [i, value];
  }
  for (const i of ranked) if (i !== leader) result[i] = '0.5';
  return result;
}

function chainOptions(c: CompiledContext, input: PricingProcedureInput, proportion: Proportion, automatic: boolean) {
  const techniqueName = input.techniqueUsed ?? 'KConventional';
  return { proportion, automatic, technique: c.techniques[techniqueName], techniqueName };
}

/** The exact value and steps of one procedure up to rounding, by its plan's kind. */
function computeValue(
  scope: EventScope,
  plan: ProcedurePlan,
  input: PricingProcedureInput,
  proportion: Proportion,
  carries: boolean,
): { rounded: Decimal; steps: PricingStep[]; table: Decimal | null } {
  const steps: PricingStep[] = [];
  if (plan.kind === 'unpriced') return { rounded: MONEY_ZERO, steps, table: null };
  if (plan.kind === 'package' && !carries) {
    steps.push({ kind: 'package', packageName: plan.packageName!, value: toStepText(ZERO) });
    return { rounded: roundWithStep(ZERO, steps), steps, table: ZERO };
  }
  if (plan.kind === 'perHour') {
    const hourValue = plan.hourGroup!.hourValue;
    const hours = carries ? scope.hours : 0;
    const table = multiply({ units: BigInt(hours), scale: 0 }, hourValue.value);
    const exact = perHourChain(
      table,
      scope.factors,
      { minutes: scope.minutes, hours, hourValue: hourValue.text },
      steps,
    );
    return { rounded: roundWithStep(exact, steps), steps, table };
  }
  // Base steps are frozen and shared by every result of the plan (they never change).
  for (const step of plan.baseSteps) steps.push(step);
  if (plan.kind === 'package') return { rounded: roundWithStep(plan.valueBase, steps), steps, table: null };
  const exact = factorChain(plan, scope.factors, chainOptions(scope.c, input, proportion, scope.automatic), steps);
  return { rounded: roundWithStep(exact, steps), steps, table: null };
}

/** Prices one procedure of the event and splits its value among the team. */
function priceOne(
  scope: EventScope,
  plan: ProcedurePlan,
  input: PricingProcedureInput,
  proportion: Proportion,
  carries: boolean,
): { priced: PricedProcedure; billedCents: bigint; valueCents: bigint } {
  let computed = computeValue(scope, plan, input, proportion, carries);
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
  const { lines, billedCents } = revenueLines(valueCents, scope.team);
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
    revenueTeam: lines,
  };
  return { priced, billedCents, valueCents };
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
  const minutes = plans.some((plan) => plan.kind === 'perHour')
    ? anesthesiaMinutes(event.anesthesiaStart, event.anesthesiaEnd)
    : 0;
  const scope: EventScope = {
    c,
    factors: eventFactors(c, event),
    team: resolveTeam(c, event.team),
    minutes,
    hours: billedHours(minutes),
    notValued: context.insurer.isNotValued,
    automatic: context.negotiation.terms.automaticProportion,
  };
  const sequence = sequenceOf(event.procedures);
  const carries = firstOfGroups(plans, sequence);
  const proportions = proportionsOf(scope, event, plans, sequence);
  const procedures: PricedProcedure[] = [];
  const problems: PricingProblem[] = [];
  let total = 0n;
  let totalRevenue = 0n;
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i]!;
    const input = event.procedures[i]!;
    if (plan.problem && (plan.kind === 'notFound' || !scope.notValued)) {
      problems.push({ rowId: input.rowId, code: input.code, kind: plan.problem });
    }
    if (plan.kind === 'notFound') continue;
    const one = priceOne(scope, plan, input, proportions[i]!, carries[i]!);
    procedures.push(one.priced);
    total += one.valueCents;
    totalRevenue += one.billedCents;
  }
  return { procedures, problems, total: centsText(total), totalRevenue: centsText(totalRevenue) };
}
