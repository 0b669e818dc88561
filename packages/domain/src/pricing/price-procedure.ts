import type { CompiledContext, Factor } from './compile-context';
import { add, multiply, roundHalfUp, toStepText, ZERO, type Decimal } from './decimal';
import type { ProcedurePlan } from './resolve-procedure';
import type { DecimalText, PricingAccommodation, PricingStep, Proportion, Technique } from './types';

/** The factors of one event, looked up once per event (billing.md §9 constants, negotiation terms). */
export interface EventFactors {
  accommodation: PricingAccommodation;
  /** Null when the factor is 1 or the insurer does not apply it (configs.factorByAccommodation). */
  accommodationFactor: Factor | null;
  accommodationValue: Factor | null;
  /** Null when the event is not an emergency. */
  emergency: Factor | null;
  /** R$ per UCO for the event's type; null when UCO is not billed. */
  ucoUnit: Factor | null;
}

/** The event's accommodation, emergency and UCO factors under the compiled negotiation (once per event). */
export function eventFactors(
  c: CompiledContext,
  event: { accommodation: PricingAccommodation; isEmergency: boolean; type: keyof CompiledContext['ucoUnit'] },
): EventFactors {
  const accommodationFactor = c.accommodationFactors[event.accommodation] ?? null;
  return {
    accommodation: event.accommodation,
    accommodationFactor: accommodationFactor && !accommodationFactor.isOne ? accommodationFactor : null,
    accommodationValue: c.accommodationValues[event.accommodation] ?? null,
    emergency: event.isEmergency ? c.emergency : null,
    ucoUnit: c.ucoUnit[event.type] ?? null,
  };
}

/** The procedure proportions of billing.md §9 (1, 0.7, 0.5) as factors. */
export const PROPORTION_FACTORS: Record<Proportion, Factor> = {
  '1': { value: { units: 1n, scale: 0 }, text: '1', isOne: true },
  '0.7': { value: { units: 7n, scale: 1 }, text: '0.7', isOne: false },
  '0.5': { value: { units: 5n, scale: 1 }, text: '0.5', isOne: false },
};

export interface ChainOptions {
  proportion: Proportion;
  automatic: boolean;
  technique: Factor;
  techniqueName: Technique;
  /** Automatic proportions: the procedure that led (shown by the proportion step). */
  leader?: { code: string; order: number; value: DecimalText } | undefined;
}

/**
 * The factor chain of one procedure (decision 014, DOMAIN.md "each priced line keeps its
 * steps"): valueBase × proportion × accommodation × emergency × technique + UCO + accommodation
 * value, exact; the caller rounds. Pushes a step per applied factor when `steps` is given
 * (null: just the value, to rank procedures for automatic proportions).
 */
export function factorChain(
  plan: ProcedurePlan,
  f: EventFactors,
  o: ChainOptions,
  steps: PricingStep[] | null,
): Decimal {
  const proportion = PROPORTION_FACTORS[o.proportion];
  let value = proportion.isOne ? plan.valueBase : multiply(plan.valueBase, proportion.value);
  if (steps) {
    const text = proportion.isOne ? plan.valueBaseStepText : toStepText(value);
    const leader = o.automatic && o.leader ? { leader: o.leader } : {};
    steps.push({ kind: 'proportion', factor: proportion.text, automatic: o.automatic, ...leader, value: text });
  }
  if (f.accommodationFactor) {
    value = multiply(value, f.accommodationFactor.value);
    steps?.push({
      kind: 'accommodation',
      accommodation: f.accommodation,
      factor: f.accommodationFactor.text,
      value: toStepText(value),
    });
  }
  if (f.emergency) {
    value = multiply(value, f.emergency.value);
    steps?.push({ kind: 'emergency', factor: f.emergency.text, value: toStepText(value) });
  }
  if (!o.technique.isOne) {
    value = multiply(value, o.technique.value);
    steps?.push({ kind: 'technique', technique: o.techniqueName, factor: o.technique.text, value: toStepText(value) });
  }
  if (plan.ucoQuantity && f.ucoUnit) {
    const amount = multiply(plan.ucoQuantity.value, f.ucoUnit.value);
    value = add(value, amount);
    steps?.push({
      kind: 'uco',
      quantity: plan.ucoQuantity.text,
      unitValue: f.ucoUnit.text,
      amount: toStepText(amount),
      value: toStepText(value),
    });
  }
  return addAccommodationValue(value, f, steps);
}

function addAccommodationValue(value: Decimal, f: EventFactors, steps: PricingStep[] | null): Decimal {
  if (!f.accommodationValue) return value;
  const result = add(value, f.accommodationValue.value);
  steps?.push({
    kind: 'accommodationValue',
    accommodation: f.accommodation,
    amount: toStepText(f.accommodationValue.value),
    value: toStepText(result),
  });
  return result;
}

/**
 * Per-hour anesthesia (decision 014): hours × hour value, then the accommodation factor,
 * the emergency factor and the accommodation value — no proportion, technique or band. Only
 * the first procedure of a group carries the hours (`billed` false: 0 hours, value 0).
 */
export function perHourChain(
  table: Decimal,
  f: EventFactors,
  time: { minutes: number; hours: number; hourValue: DecimalText; billedOn?: string; missingTimes?: boolean },
  steps: PricingStep[],
): Decimal {
  let value = table;
  steps.push({ kind: 'hours', ...time, value: toStepText(value) });
  if (time.hours === 0) return ZERO;
  if (f.accommodationFactor) {
    value = multiply(value, f.accommodationFactor.value);
    steps.push({
      kind: 'accommodation',
      accommodation: f.accommodation,
      factor: f.accommodationFactor.text,
      value: toStepText(value),
    });
  }
  if (f.emergency) {
    value = multiply(value, f.emergency.value);
    steps.push({ kind: 'emergency', factor: f.emergency.text, value: toStepText(value) });
  }
  return addAccommodationValue(value, f, steps);
}

/** Rounds the exact value half-up to the cent and records the 'rounding' step (always the last computed step). */
export function roundWithStep(value: Decimal, steps: PricingStep[]): Decimal {
  const rounded = roundHalfUp(value, 2);
  steps.push({ kind: 'rounding', value: toStepText(rounded) });
  return rounded;
}
