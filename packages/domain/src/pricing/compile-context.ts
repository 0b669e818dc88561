import { isOne, isZero, ONE, add, parseDecimal, toText, type Decimal } from './decimal';
import type { ProcedurePlan } from './resolve-procedure';
import {
  PRICING_ACCOMMODATIONS,
  PRICING_EVENT_TYPES,
  TECHNIQUES,
  type BillingPerHourGroup,
  type CustomProcedure,
  type DecimalText,
  type NegotiationPackage,
  type PorteGrade,
  type PricingAccommodation,
  type PricingContext,
  type PricingEventType,
  type ProcedureOverride,
  type RevenueConfig,
  type TeamRole,
  type Technique,
} from './types';

/** A factor parsed once, with the text the steps show ("1.5"). */
export interface Factor {
  value: Decimal;
  text: DecimalText;
  isOne: boolean;
}

/** The R$ of one porte: the negotiation's (portesMap) or the valuation's. */
export interface PorteValue {
  value: Decimal;
  /** The valuation's value of the porte (null when the valuation has none). */
  valuation: Decimal | null;
  /** Whether the negotiation's portesMap set the value (step 'portesMap'). */
  negotiated: boolean;
}

export interface CompiledRevenueConfig {
  config: RevenueConfig;
  share: Decimal;
  shareText: DecimalText;
}

/**
 * A pricing context with every decimal text of its negotiation and valuation parsed once, its
 * lists indexed by code, and a cache of per-code plans (resolve-procedure.ts). Built lazily by
 * `preparePricing` and kept per context object: a context must not change once priced.
 */
export interface CompiledContext {
  context: PricingContext;
  band: Factor;
  emergency: Factor;
  utm: Decimal;
  utmText: DecimalText;
  accommodationFactors: Record<PricingAccommodation, Factor>;
  /** Null when the accommodation adds nothing. */
  accommodationValues: Record<PricingAccommodation, Factor | null>;
  techniques: Record<Technique, Factor>;
  /** R$ per UCO for each event type, null when UCO is not billed (0, or no value anywhere). */
  ucoUnit: Record<PricingEventType, Factor | null>;
  packages: Map<string, NegotiationPackage>;
  hourGroups: Map<string, BillingPerHourGroup>;
  overrides: Map<string, ProcedureOverride>;
  customs: Map<string, CustomProcedure>;
  /** Revenue configs of each role, lowest order first. */
  revenueConfigs: Map<TeamRole, CompiledRevenueConfig[]>;
  plans: Map<string, ProcedurePlan>;
  /** The surgical team's plan per code on the ANESTHETIC basis (null: no surgical porte). */
  surgicalPlans: Map<string, ProcedurePlan | null>;
  porteValues: Map<PorteGrade, PorteValue | null>;
  parsed: Map<DecimalText, Decimal>;
}

/** Parses a factor text once for the steps (value, minimal text, whether it is 1). */
export function factorOf(text: DecimalText): Factor {
  const value = parseDecimal(text);
  return { value, text: toText(value), isOne: isOne(value) };
}

function mapRecord<K extends string, T>(keys: readonly K[], build: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, build(key)])) as Record<K, T>;
}

function byCode<T>(items: readonly T[], codes: (item: T) => readonly string[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) for (const code of codes(item)) if (!map.has(code)) map.set(code, item);
  return map;
}

function compileRevenueConfigs(configs: readonly RevenueConfig[]): Map<TeamRole, CompiledRevenueConfig[]> {
  const map = new Map<TeamRole, CompiledRevenueConfig[]>();
  for (const config of configs) {
    const share = parseDecimal(config.share);
    const list = map.get(config.role) ?? [];
    list.push({ config, share, shareText: toText(share) });
    map.set(config.role, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.config.order - b.config.order);
  return map;
}

function compile(context: PricingContext): CompiledContext {
  const terms = context.negotiation.terms;
  const bandValue = add(ONE, parseDecimal(terms.proportion));
  const band = { value: bandValue, text: toText(bandValue), isOne: isOne(bandValue) };
  const ucoUnit = mapRecord(PRICING_EVENT_TYPES, (type) => {
    const text = terms.ucoByType[type] ?? context.valuation?.ucoValue ?? null;
    const factor = text === null ? null : factorOf(text);
    return factor && !isZero(factor.value) ? factor : null;
  });
  return {
    context,
    band,
    emergency: factorOf(terms.emergencyFactor),
    utm: parseDecimal(terms.utm),
    utmText: toText(parseDecimal(terms.utm)),
    accommodationFactors: mapRecord(PRICING_ACCOMMODATIONS, (a) =>
      context.insurer.factorByAccommodation ? factorOf(terms.accommodationFactors[a]) : factorOf('1'),
    ),
    accommodationValues: mapRecord(PRICING_ACCOMMODATIONS, (a) => {
      const factor = factorOf(terms.accommodationValues[a] ?? '0');
      return isZero(factor.value) ? null : factor;
    }),
    techniques: mapRecord(TECHNIQUES, (t) => factorOf(terms.techniquesUsed[t] ?? '1')),
    ucoUnit,
    packages: byCode(terms.packages, (p) => p.codes),
    hourGroups: byCode(terms.billingPerHourGroups, (g) => g.codes),
    overrides: byCode(terms.overridesProcedures, (o) => [o.code]),
    customs: byCode(terms.customsProcedures, (c) => [c.code]),
    revenueConfigs: compileRevenueConfigs(terms.revenueConfigs),
    plans: new Map(),
    surgicalPlans: new Map(),
    porteValues: new Map(),
    parsed: new Map(),
  };
}

const compiledContexts = new WeakMap<PricingContext, CompiledContext>();

/**
 * The context prepared for pricing (parsed once and cached per context object, so pricing a
 * million procedures of one negotiation parses its terms once). priceEvent calls it itself;
 * callers only need it to warm the cache.
 */
export function preparePricing(context: PricingContext): CompiledContext {
  let compiled = compiledContexts.get(context);
  if (!compiled) {
    compiled = compile(context);
    compiledContexts.set(context, compiled);
  }
  return compiled;
}

/** Parses a decimal text of the context once (edition UCO, fractions, indicator points). */
export function parsedOnce(compiled: CompiledContext, text: DecimalText): Decimal {
  let value = compiled.parsed.get(text);
  if (!value) {
    value = parseDecimal(text);
    compiled.parsed.set(text, value);
  }
  return value;
}

/** The R$ of a porte: the negotiation's portesMap value, else the valuation's; null when neither has it. */
export function porteValue(compiled: CompiledContext, porte: PorteGrade): PorteValue | null {
  if (compiled.porteValues.has(porte)) return compiled.porteValues.get(porte)!;
  const negotiated = compiled.context.negotiation.terms.portesMap[porte];
  const fromValuation = compiled.context.valuation?.portes[porte];
  const valuation = fromValuation ? parseDecimal(fromValuation) : null;
  const result: PorteValue | null = negotiated
    ? { value: parseDecimal(negotiated), valuation, negotiated: true }
    : valuation
      ? { value: valuation, valuation, negotiated: false }
      : null;
  compiled.porteValues.set(porte, result);
  return result;
}
