import { parsedOnce, porteValue, factorOf, type CompiledContext, type Factor } from './compile-context';
import { isOne, isZero, multiply, toMoneyText, toStepText, toText, ZERO, type Decimal } from './decimal';
import type {
  AnestheticSize,
  CbhpmProcedure,
  DecimalText,
  NegotiationPackage,
  BillingPerHourGroup,
  PorteGrade,
  PricingProblem,
  PricingStep,
  ProcedureType,
} from './types';

/**
 * How a code is priced under one negotiation, independent of the event (billing.md §3
 * Procedure type; DOMAIN.md "CBHPM pricing"): 'factors' goes through the factor chain from
 * `valueBase`; 'package' and 'perHour' have their own rules; 'unpriced' is a known procedure
 * worth 0 with a problem; 'notFound' is not priced at all.
 */
export type PlanKind = 'factors' | 'package' | 'perHour' | 'unpriced' | 'notFound';

export interface ProcedurePlan {
  kind: PlanKind;
  code: string;
  type: ProcedureType;
  name: string;
  porte: PorteGrade | null;
  porteAnestesico: string | null;
  uco: DecimalText | null;
  qtdAux: number | null;
  problem: PricingProblem['kind'] | null;
  valueTable: Decimal;
  valueTableText: DecimalText;
  /** valueTable after the band (factors kind); the value the proportion applies to. */
  valueBase: Decimal;
  valueBaseText: DecimalText;
  /** valueBase as a step shows it (exact), reused by the proportion step at 100 %. */
  valueBaseStepText: DecimalText;
  /** The steps up to valueBase (porte, portesMap, fraction, band / custom / override / indicator / package). */
  baseSteps: readonly PricingStep[];
  /** UCO quantity added after the factors (PROCEDURE basis only), null when none. */
  ucoQuantity: Factor | null;
  packageId: string | null;
  packageName: string | null;
  hourGroup: { id: string; hourValue: Factor } | null;
}

interface Identity {
  type: ProcedureType;
  name: string;
  procedure: CbhpmProcedure | undefined;
}

function basePlan(code: string, id: Identity, kind: PlanKind): ProcedurePlan {
  const p = id.procedure;
  return {
    kind,
    code,
    type: id.type,
    name: id.name,
    porte: p?.porte ?? null,
    porteAnestesico: p?.anestheticPorte == null ? null : String(p.anestheticPorte),
    uco: p?.uco ?? null,
    qtdAux: p?.auxiliaries ?? null,
    problem: null,
    valueTable: ZERO,
    valueTableText: '0.00',
    valueBase: ZERO,
    valueBaseText: '0.00',
    valueBaseStepText: '0.00',
    baseSteps: [],
    ucoQuantity: null,
    packageId: null,
    packageName: null,
    hourGroup: null,
  };
}

function unpriced(plan: ProcedurePlan, problem: PricingProblem['kind']): ProcedurePlan {
  return { ...plan, kind: 'unpriced', problem };
}

/** Completes a 'factors' plan from its table value: the band (when it applies) gives valueBase. */
function withValues(plan: ProcedurePlan, c: CompiledContext, table: Decimal, steps: PricingStep[], band: boolean) {
  const base = band && !c.band.isOne ? multiply(table, c.band.value) : table;
  if (band && !c.band.isOne) steps.push({ kind: 'band', factor: c.band.text, value: toStepText(base) });
  return {
    ...plan,
    valueTable: table,
    valueTableText: toMoneyText(table),
    valueBase: base,
    valueBaseText: toMoneyText(base),
    valueBaseStepText: toStepText(base),
    baseSteps: steps.map((step) => Object.freeze(step)),
  };
}

/** The UCO quantity of an edition procedure billed on the PROCEDURE basis (no UCO for the anesthetist's fee). */
function ucoQuantity(c: CompiledContext, procedure: CbhpmProcedure | undefined): Factor | null {
  if (c.context.negotiation.terms.feeBasis !== 'PROCEDURE' || !procedure?.uco) return null;
  const quantity = factorOf(procedure.uco);
  return isZero(quantity.value) ? null : quantity;
}

/** How the porte of a plan was reached: the procedure's porte, or an anesthetic size (from the table or its stand-in). */
type PorteSource = { size: null } | { size: number; standIn: boolean };

/** Porte steps: the porte (or anesthetic porte) at the valuation's value, then 'portesMap' when negotiated. */
function porteSteps(c: CompiledContext, porte: PorteGrade, source: PorteSource): [Decimal, PricingStep[]] | null {
  const value = porteValue(c, porte);
  if (!value) return null;
  const shown = toStepText(value.valuation ?? value.value);
  const first: PricingStep =
    source.size === null
      ? { kind: 'porte', porte, value: shown }
      : {
          kind: source.standIn ? 'anestheticPorteStandIn' : 'anestheticPorte',
          anestheticPorte: source.size,
          porte,
          value: shown,
        };
  const steps: PricingStep[] = [first];
  if (value.negotiated) steps.push({ kind: 'portesMap', porte, value: toStepText(value.value) });
  return [value.value, steps];
}

/**
 * The anesthetic porte of a table procedure (ANESTHETIC basis): its porte anestésico mapped to a
 * porte. Without one in the table, the negotiation's stand-in size (CBHPM: "atos sem porte
 * previsto … porte 3") is used and said so by its step; `porteAnestesico` keeps the table's
 * absence (null), never the stand-in.
 */
function anestheticPlan(c: CompiledContext, plan: ProcedurePlan, procedure: CbhpmProcedure): ProcedurePlan {
  const terms = c.context.negotiation.terms;
  const standIn = procedure.anestheticPorte === null;
  const size = standIn ? terms.missingAnestheticPorte : String(procedure.anestheticPorte);
  const porte = size === null ? undefined : terms.anestheticPortes[size as AnestheticSize];
  if (!porte) return unpriced(plan, 'noAnesthesia');
  const mapped = { ...plan, porte, porteAnestesico: standIn ? null : size };
  const priced = porteSteps(c, porte, { size: Number(size), standIn });
  return priced ? withValues(mapped, c, priced[0], priced[1], true) : unpriced(mapped, 'noValuation');
}

/** The procedure's own porte × porte fraction, then the band; UCO only when `withUco` (the PROCEDURE basis). */
function surgicalPortePlan(
  c: CompiledContext,
  plan: ProcedurePlan,
  procedure: CbhpmProcedure,
  withUco: boolean,
): ProcedurePlan {
  if (!procedure.porte) return unpriced(plan, 'noPorte');
  const priced = porteSteps(c, procedure.porte, { size: null });
  if (!priced) return unpriced(plan, 'noValuation');
  let [table] = priced;
  const steps = priced[1];
  if (procedure.porteFraction) {
    const fraction = parsedOnce(c, procedure.porteFraction);
    if (!isOne(fraction)) {
      table = multiply(table, fraction);
      steps.push({ kind: 'fraction', factor: toText(fraction), value: toStepText(table) });
    }
  }
  const ucoOf = withUco ? ucoQuantity(c, procedure) : null;
  return withValues({ ...plan, porte: procedure.porte, ucoQuantity: ucoOf }, c, table, steps, true);
}

/** KCBHPM: porte anestésico → porte (ANESTHETIC basis) or the porte × fraction (PROCEDURE basis), then the band. */
function cbhpmPlan(c: CompiledContext, code: string, procedure: CbhpmProcedure): ProcedurePlan {
  const plan = basePlan(code, { type: 'KCBHPM', name: procedure.description, procedure }, 'factors');
  if (c.context.negotiation.terms.feeBasis === 'ANESTHETIC') return anestheticPlan(c, plan, procedure);
  return surgicalPortePlan(c, plan, procedure, true);
}

/**
 * The surgical team's plan of a code on the ANESTHETIC basis (DOMAIN.md: auxiliaries earn
 * 60/40/30/30 % of the surgeon's porte): the edition procedure's own porte × fraction × band,
 * without UCO (the operational cost is not a professional's fee). Null when the negotiation does
 * not bill the table, or the code has no priced porte in it. Cached per code.
 */
export function surgicalPlanFor(c: CompiledContext, code: string): ProcedurePlan | null {
  if (c.surgicalPlans.has(code)) return c.surgicalPlans.get(code)!;
  const procedure = c.context.procedures.get(code);
  let plan: ProcedurePlan | null = null;
  if (procedure && c.context.negotiation.useCbhpm) {
    const base = basePlan(code, { type: 'KCBHPM', name: procedure.description, procedure }, 'factors');
    const priced = surgicalPortePlan(c, base, procedure, false);
    plan = priced.kind === 'factors' ? priced : null;
  }
  c.surgicalPlans.set(code, plan);
  return plan;
}

function overridePlan(c: CompiledContext, code: string, procedure: CbhpmProcedure | undefined): ProcedurePlan {
  const override = c.overrides.get(code)!;
  const name = procedure?.description ?? code;
  if (override.kind === 'VALUE') {
    const value = parsedOnce(c, override.value);
    const plan = basePlan(code, { type: 'KOVERRIDE', name, procedure }, 'factors');
    return withValues(plan, c, value, [{ kind: 'override', value: toStepText(value) }], false);
  }
  if (override.kind === 'PORTE') {
    const base = basePlan(code, { type: 'KOVERRIDEPORTE', name, procedure }, 'factors');
    const plan = { ...base, porte: override.porte, ucoQuantity: ucoQuantity(c, procedure) };
    const priced = porteSteps(c, override.porte, { size: null });
    return priced ? withValues(plan, c, priced[0], priced[1], true) : unpriced(plan, 'noValuation');
  }
  const pointsText = c.context.negotiation.terms.anestheticIndicators[override.indicator];
  const points = parsedOnce(c, pointsText);
  const value = multiply(points, c.utm);
  const base = basePlan(code, { type: 'KOVERRIDEINDICATOR', name, procedure }, 'factors');
  const step: PricingStep = {
    kind: 'indicator',
    indicator: override.indicator,
    points: toText(points),
    utm: c.utmText,
    value: toStepText(value),
  };
  return withValues({ ...base, porteAnestesico: override.indicator }, c, value, [step], false);
}

function packagePlan(code: string, pkg: NegotiationPackage, procedure: CbhpmProcedure | undefined, c: CompiledContext) {
  const plan = basePlan(code, { type: 'KPACKAGE', name: procedure?.description ?? pkg.name, procedure }, 'package');
  const value = parsedOnce(c, pkg.value);
  const steps: PricingStep[] = [{ kind: 'package', packageName: pkg.name, value: toStepText(value) }];
  return {
    ...withValues(plan, c, value, steps, false),
    kind: 'package' as const,
    packageId: pkg.id,
    packageName: pkg.name,
  };
}

function hourPlan(code: string, group: BillingPerHourGroup, procedure: CbhpmProcedure | undefined): ProcedurePlan {
  const plan = basePlan(
    code,
    { type: 'KVALUEPERHOUR', name: procedure?.description ?? group.name, procedure },
    'perHour',
  );
  return { ...plan, hourGroup: { id: group.id, hourValue: factorOf(group.hourValue) } };
}

/**
 * Resolves a code's type, first match wins (decision 014): package → per-hour group → override
 * (VALUE, PORTE, INDICATOR) → the edition's procedure when the negotiation uses CBHPM → custom
 * procedure → not found. Cached per code in the compiled context.
 */
export function planFor(c: CompiledContext, code: string): ProcedurePlan {
  let plan = c.plans.get(code);
  if (plan) return plan;
  const procedure = c.context.procedures.get(code);
  const pkg = c.packages.get(code);
  const group = c.hourGroups.get(code);
  const custom = c.customs.get(code);
  if (pkg) plan = packagePlan(code, pkg, procedure, c);
  else if (group) plan = hourPlan(code, group, procedure);
  else if (c.overrides.has(code)) plan = overridePlan(c, code, procedure);
  else if (procedure && c.context.negotiation.useCbhpm) plan = cbhpmPlan(c, code, procedure);
  else if (custom) {
    const value = parsedOnce(c, custom.value);
    const base = basePlan(code, { type: 'KCUSTOM', name: custom.description, procedure: undefined }, 'factors');
    plan = withValues(base, c, value, [{ kind: 'custom', value: toStepText(value) }], false);
  } else {
    plan = { ...basePlan(code, { type: 'KCUSTOM', name: '', procedure }, 'notFound'), problem: 'notFound' };
  }
  c.plans.set(code, plan);
  return plan;
}
