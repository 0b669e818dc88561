/**
 * The pricing engine's input and output (issue 5; billing.md §3 Procedure and Negotiation, §9).
 *
 * Every amount and factor travels as DECIMAL TEXT ("1234.56", "1.3", "-0.1"): exact, the way
 * PostgreSQL's numeric and the API carry it, and never a JavaScript float. The engine does its
 * arithmetic on scaled integers (see decimal.ts) and rounds money half-up to 2 decimals once,
 * at the end of each procedure.
 */

/** A decimal number written with a dot, e.g. "1234.56", "0.7", "-0.1". */
export type DecimalText = string;
/** A calendar date YYYY-MM-DD. */
export type IsoDate = string;
/** A time of day HH:mm. */
export type TimeOfDay = string;

export const PORTE_GRADES = [
  '1A', '1B', '1C', '2A', '2B', '2C', '3A', '3B', '3C', '4A', '4B', '4C', '5A', '5B', '5C',
  '6A', '6B', '6C', '7A', '7B', '7C', '8A', '8B', '8C', '9A', '9B', '9C', '10A', '10B', '10C',
  '11A', '11B', '11C', '12A', '12B', '12C', '13A', '13B', '13C', '14A', '14B', '14C',
] as const; // prettier-ignore
/** CBHPM porte 1A..14C (billing.md §9 "port grades 0 and 1A to 14C"; 0 is "no porte", null here). */
export type PorteGrade = (typeof PORTE_GRADES)[number];

/** Anesthetic sizes (porte anestésico) 1..8 that map to a porte; 0 is local anesthesia (no anesthetist). */
export const ANESTHETIC_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type AnestheticSize = (typeof ANESTHETIC_SIZES)[number];

/** Anesthetic indicators A..Z (no O), each worth a number of points × the negotiation's UTM. */
export const ANESTHETIC_INDICATORS = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N',
  'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const; // prettier-ignore
export type AnestheticIndicator = (typeof ANESTHETIC_INDICATORS)[number];

export const PRICING_EVENT_TYPES = ['Honorario', 'SPSADT', 'Consulta'] as const;
export type PricingEventType = (typeof PRICING_EVENT_TYPES)[number];

export const PRICING_ACCOMMODATIONS = ['NURSERY', 'APARTMENT', 'OUTPATIENT', 'ONE_DAY_CLINIC', 'NONE'] as const;
export type PricingAccommodation = (typeof PRICING_ACCOMMODATIONS)[number];

export const TECHNIQUES = ['KConventional', 'KVideo', 'KRobotic'] as const;
export type Technique = (typeof TECHNIQUES)[number];

export const PROCEDURE_TYPES = [
  'KCBHPM',
  'KCUSTOM',
  'KOVERRIDE',
  'KOVERRIDEPORTE',
  'KOVERRIDEINDICATOR',
  'KPACKAGE',
  'KVALUEPERHOUR',
] as const;
export type ProcedureType = (typeof PROCEDURE_TYPES)[number];

/** Manual proportions: main or single 1, other access route 0.7, same access route 0.5 (shown 100, 70, 50). */
export const PROPORTIONS = ['1', '0.7', '0.5'] as const;
export type Proportion = (typeof PROPORTIONS)[number];

/** Revenue team roles (billing.md §3 "Other enumerations"). */
export const TEAM_ROLES = [
  'surgeon',
  'phonoaudiologist',
  'assistantSurgeon',
  'scrubNurse',
  'anesthetist',
  'assistantAnesthetist',
  'residentAnesthetist',
  'residentSurgeon',
  'nurse',
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * The anesthesia team (TISS table 35 grau 06/07 and the anesthesia resident): on the ANESTHETIC
 * fee basis only these share the anesthesia fee; every other role is priced on the surgical porte.
 */
export const ANESTHESIA_TEAM_ROLES: readonly TeamRole[] = [
  'anesthetist',
  'assistantAnesthetist',
  'residentAnesthetist',
];

/** grauPart of TISS table 35 ('00'..'13'), or 'nao_fatura_pela_ans' for a share that is not billed. */
export type GrauPart = string;
export const NOT_BILLED_GRAU_PART = 'nao_fatura_pela_ans';

/** Which porte of a CBHPM procedure the negotiation bills. */
export const FEE_BASES = ['ANESTHETIC', 'PROCEDURE'] as const;
/** ANESTHETIC: the anesthetist's fee, from the porte anestésico (mapped to a porte); PROCEDURE: the surgeon's, from the porte. */
export type FeeBasis = (typeof FEE_BASES)[number];

// ---- tables --------------------------------------------------------------------------------

/** One procedure of a CBHPM edition (null = not applicable in the book). */
export interface CbhpmProcedure {
  code: string;
  description: string;
  porte: PorteGrade | null;
  /** "0.1" = 0,10 of the porte (laboratory procedures); null = the whole porte. */
  porteFraction: DecimalText | null;
  /** 0..8 */
  anestheticPorte: number | null;
  /** Quantity of UCO. */
  uco: DecimalText | null;
  auxiliaries: number | null;
  film: DecimalText | null;
}

/** A valuation: R$ per porte and per UCO. */
export interface CbhpmValuation {
  portes: Record<PorteGrade, DecimalText>;
  ucoValue: DecimalText;
}

// ---- negotiation ---------------------------------------------------------------------------

/** A closed price for a set of procedures (pacote). */
export interface NegotiationPackage {
  id: string;
  name: string;
  codes: string[];
  value: DecimalText;
}

/** Procedures billed by the hour of anesthesia: every started hour is worth `hourValue`. */
export interface BillingPerHourGroup {
  id: string;
  name: string;
  codes: string[];
  hourValue: DecimalText;
}

/** An expense item the negotiation prices (guide expense lines). expenseCode 01..08. */
export interface NegotiationExpense {
  id: string;
  code: string;
  tableCode: string;
  description: string;
  expenseCode: string;
  unityOfMeasurement: string;
  unityValue: DecimalText;
}

/** A table procedure priced differently: a fixed value, another porte, or an anesthetic indicator. */
export type ProcedureOverride =
  | { code: string; kind: 'VALUE'; value: DecimalText }
  | { code: string; kind: 'PORTE'; porte: PorteGrade }
  | { code: string; kind: 'INDICATOR'; indicator: AnestheticIndicator };

/** A procedure that is not in the table, with its own value. */
export interface CustomProcedure {
  code: string;
  description: string;
  value: DecimalText;
}

/** Who earns what share of a procedure's value, by role and order in the team. */
export interface RevenueConfig {
  role: TeamRole;
  /** 1 = the first of that role in the team (first assistant), 2 = the second, … */
  order: number;
  share: DecimalText;
  grauPart: GrauPart;
}

export interface NegotiationTransfer {
  /** Who pays the group: the insurer or the hospital. */
  payer: 'HEALTH_INSURANCE' | 'HOSPITAL';
  /** Who receives the money from the payer: the anesthetist (default) or the company. */
  receiver: 'ANESTHETIST' | 'COMPANY';
  /** Taxes applied on the transfer (ids of the Taxes registry). */
  taxIds: string[];
}

/** Every pricing term of a negotiation (billing.md §3 Negotiation), defaults in NEGOTIATION_DEFAULTS. */
export interface NegotiationTerms {
  /** How a table procedure is billed: by its porte anestésico (anesthetists) or its porte (surgeons). */
  feeBasis: FeeBasis;
  /** The ±% over the table, as a fraction: "0.2" = table + 20 %, "-0.1" = table − 10 %. */
  proportion: DecimalText;
  /** Automatic proportions: the highest-valued procedure 100 %, the others 50 %. */
  automaticProportion: boolean;
  packages: NegotiationPackage[];
  billingPerHourGroups: BillingPerHourGroup[];
  expenses: NegotiationExpense[];
  overridesProcedures: ProcedureOverride[];
  customsProcedures: CustomProcedure[];
  /** R$ per porte that replaces the valuation's (a negotiated porte value). */
  portesMap: Partial<Record<PorteGrade, DecimalText>>;
  /** Anesthetic size mapping 1..8 → porte (default 3A, 3C, 4C, 6B, 7C, 9B, 10C, 12A). */
  anestheticPortes: Record<AnestheticSize, PorteGrade>;
  /** A table procedure with anesthesia but no porte anestésico is billed as this size (CBHPM: porte 3); null = not priced. */
  missingAnestheticPorte: AnestheticSize | null;
  /** Points of each anesthetic indicator (default A 128 … Z 2670). */
  anestheticIndicators: Record<AnestheticIndicator, DecimalText>;
  /** R$ per indicator point (default 1.17). */
  utm: DecimalText;
  /** Factor per accommodation (apartment 2, one-day clinic 1.5, others 1). */
  accommodationFactors: Record<PricingAccommodation, DecimalText>;
  /** Fixed R$ added to each procedure by accommodation (default 0). */
  accommodationValues: Record<PricingAccommodation, DecimalText>;
  /** Emergency factor (default 1.3: emergency adds 30 %). */
  emergencyFactor: DecimalText;
  /** Technique factors (conventional 1, video 1.5, robotic 2). */
  techniquesUsed: Record<Technique, DecimalText>;
  /** R$ per UCO by event type; null = the valuation's UCO value, "0" = UCO not billed. */
  ucoByType: Record<PricingEventType, DecimalText | null>;
  revenueConfigs: RevenueConfig[];
  transfer: NegotiationTransfer;
}

/** A negotiation with its validity and tables, as the engine needs it. */
export interface PricingNegotiation {
  id: string;
  name: string;
  /** Null: in force since always (an insurer's first negotiation). */
  start: IsoDate | null;
  /** Null: open-ended. */
  end: IsoDate | null;
  cbhpmEditionId: string | null;
  cbhpmValuationId: string | null;
  useCbhpm: boolean;
  terms: NegotiationTerms;
}

/** The insurer settings that change prices. */
export interface PricingInsurer {
  /** Events of a not-valued insurer are worth 0. */
  isNotValued: boolean;
  /** configs.factorByAccommodation: apply the accommodation factor. */
  factorByAccommodation: boolean;
}

/** What the engine reads besides the event: the negotiation in force and its tables. */
export interface PricingContext {
  insurer: PricingInsurer;
  negotiation: PricingNegotiation;
  /** The edition's procedures by code (only those the event uses are needed). */
  procedures: ReadonlyMap<string, CbhpmProcedure>;
  /** Null when the negotiation names no valuation (custom procedures only). */
  valuation: CbhpmValuation | null;
}

export type * from './event-types';
