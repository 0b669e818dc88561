/**
 * The pricing engine's event (its input besides the negotiation) and its result: the priced
 * procedures with their memória de cálculo, revenue lines and problems (billing.md §9). Part of
 * the engine's types (types.ts re-exports them).
 */
import type {
  AnestheticIndicator,
  DecimalText,
  GrauPart,
  IsoDate,
  PorteGrade,
  PricingAccommodation,
  PricingEventType,
  ProcedureType,
  Proportion,
  TeamRole,
  Technique,
  TimeOfDay,
} from './types';

export interface PricingProcedureInput {
  /** Stable id of the row in the event. */
  rowId: string;
  code: string;
  order: number;
  /** Manual proportion; ignored when the negotiation is automatic. Default 1. */
  proportion?: Proportion;
  techniqueUsed?: Technique;
  /** A value typed by the user: kept as `value`, the engine still computes valueOriginal. */
  userCustom?: boolean;
  value?: DecimalText;
}

export interface PricingTeamMember {
  id: string;
  role: TeamRole;
  /** Order among members of the same role (1 = first). */
  order: number;
}

export interface PricingEvent {
  type: PricingEventType;
  dtProcedure: IsoDate;
  accommodation: PricingAccommodation;
  isEmergency: boolean;
  /** Anesthesia times HH:mm (per-hour billing); an end before the start is the next day. */
  anesthesiaStart?: TimeOfDay | null;
  anesthesiaEnd?: TimeOfDay | null;
  procedures: PricingProcedureInput[];
  team: PricingTeamMember[];
}

// ---- output --------------------------------------------------------------------------------

/**
 * One step of the memória de cálculo. `value` is the running value after the step (exact, may
 * carry more than 2 decimals until the rounding step); the web renders each kind in pt-BR from
 * the catalog (messages.screens.pricing.steps).
 */
export type PricingStep =
  | { kind: 'porte'; porte: PorteGrade; value: DecimalText }
  | { kind: 'anestheticPorte'; anestheticPorte: number; porte: PorteGrade; value: DecimalText }
  /** The table gives no porte anestésico: the negotiation's stand-in size (CBHPM: porte 3) was used. */
  | { kind: 'anestheticPorteStandIn'; anestheticPorte: number; porte: PorteGrade; value: DecimalText }
  | { kind: 'portesMap'; porte: PorteGrade; value: DecimalText }
  | { kind: 'fraction'; factor: DecimalText; value: DecimalText }
  | { kind: 'band'; factor: DecimalText; value: DecimalText }
  | { kind: 'custom'; value: DecimalText }
  | { kind: 'override'; value: DecimalText }
  | { kind: 'indicator'; indicator: AnestheticIndicator; points: DecimalText; utm: DecimalText; value: DecimalText }
  /** `billedOn`: the code of the package's first procedure, which carries the value (this one is 0). */
  | { kind: 'package'; packageName: string; billedOn?: string; value: DecimalText }
  /**
   * `billedOn`: the code of the group's first procedure, which carries the hours (this one is 0);
   * `missingTimes`: the anesthesia start or end is missing, so no hour is billed (a problem).
   */
  | {
      kind: 'hours';
      minutes: number;
      hours: number;
      hourValue: DecimalText;
      billedOn?: string;
      missingTimes?: boolean;
      value: DecimalText;
    }
  /**
   * `leader` (automatic proportions with two or more ranked procedures): the procedure of the
   * highest value at 100 %, which keeps 100 % while the others get 50 % (billing.md §9).
   */
  | {
      kind: 'proportion';
      factor: DecimalText;
      automatic: boolean;
      leader?: { code: string; order: number; value: DecimalText };
      value: DecimalText;
    }
  | { kind: 'accommodation'; accommodation: PricingAccommodation; factor: DecimalText; value: DecimalText }
  | { kind: 'emergency'; factor: DecimalText; value: DecimalText }
  | { kind: 'technique'; technique: Technique; factor: DecimalText; value: DecimalText }
  | { kind: 'uco'; quantity: DecimalText; unitValue: DecimalText; amount: DecimalText; value: DecimalText }
  | { kind: 'accommodationValue'; accommodation: PricingAccommodation; amount: DecimalText; value: DecimalText }
  | { kind: 'rounding'; value: DecimalText }
  | { kind: 'notValued'; value: DecimalText }
  | { kind: 'userCustom'; value: DecimalText };
export type PricingStepKind = PricingStep['kind'];

/**
 * What a revenue line's share applies to: 'fee' the procedure's value; 'surgical' the
 * procedure's surgical porte (the surgical team when the negotiation bills the anesthetic porte).
 */
export type RevenueBasis = 'fee' | 'surgical';

/** One actor's share of a procedure. Lines of one procedure sum exactly to value × the shares. */
export interface RevenueLine {
  actorId: string;
  role: TeamRole;
  order: number;
  /** The share after splitting among anesthetists (e.g. "0.5" for two), as a fraction. */
  percentRevenue: DecimalText;
  grauPart: GrauPart;
  revenue: DecimalText;
  basis: RevenueBasis;
}

/** The procedure priced on its own (surgical) porte for the surgical team, with its steps. */
export interface SurgicalPrice {
  porte: PorteGrade;
  value: DecimalText;
  steps: PricingStep[];
}

export interface PricedProcedure {
  rowId: string;
  code: string;
  name: string;
  type: ProcedureType;
  order: number;
  tableCode: string;
  porte: PorteGrade | null;
  /** The anesthetic porte (0..8) or, for KOVERRIDEINDICATOR, the indicator letter. */
  porteAnestesico: string | null;
  proportion: Proportion;
  techniqueUsed: Technique;
  techniqueUsedProportion: DecimalText;
  uco: DecimalText | null;
  qtdAux: number | null;
  /** The table's value of the procedure (porte value × fraction, custom/override/package/hour base). */
  valueTable: DecimalText;
  /** valueTable after the negotiation's band (±%): the procedure at 100 %. */
  valueBase: DecimalText;
  /** What the engine computed, rounded to the cent. */
  valueOriginal: DecimalText;
  /** What is billed: valueOriginal, or the user's value when userCustom. */
  value: DecimalText;
  valueChanged: boolean;
  userCustom: boolean;
  steps: PricingStep[];
  /**
   * ANESTHETIC basis: the procedure's surgical porte priced for the surgical team (its revenue
   * lines have basis 'surgical'); null on the PROCEDURE basis or when the table has no porte.
   */
  surgical: SurgicalPrice | null;
  revenueTeam: RevenueLine[];
}

/** A procedure the negotiation cannot price (not in its table, customs, overrides, packages or hours). */
export interface PricingProblem {
  rowId: string;
  code: string;
  kind: 'notFound' | 'noValuation' | 'noPorte' | 'noAnesthesia' | 'noAnesthesiaTimes';
}

export interface PricingResult {
  procedures: PricedProcedure[];
  problems: PricingProblem[];
  /** Σ value of the procedures. */
  total: DecimalText;
  /** Σ revenue of every billed revenue line on the procedures' value (basis 'fee'). */
  totalRevenue: DecimalText;
  /** Σ revenue of every billed line of the surgical team on the surgical porte (basis 'surgical'). */
  totalSurgicalRevenue: DecimalText;
}
