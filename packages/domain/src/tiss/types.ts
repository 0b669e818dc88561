/**
 * Typed input of the TISS lote builder (issue 8; shared/tiss/NOTES.md). The server reads a
 * batch's events, their insurer and registries and fills these; the builder (build-lote.ts)
 * turns them into the ENVIO_LOTE_GUIAS message of the insurer's version. Values are plain
 * strings as the registries keep them (money as decimal text "1234.56", dates YYYY-MM-DD,
 * times HH:mm); the builder formats, pads, maps codes, applies the insurer's settings and the
 * defaults of billing.md §9, and never writes an empty element.
 */

export const TISS_VERSIONS = ['3.05.00', '4.01.00', '4.03.00'] as const;
export type TissVersion = (typeof TISS_VERSIONS)[number];

export const TISS_HASH_ENCODINGS = ['ISO-8859-1', 'UTF-8'] as const;
export type TissHashEncoding = (typeof TISS_HASH_ENCODINGS)[number];

/** The event types of billing.md §3, one TISS guide each. */
export type TissGuideType = 'Honorario' | 'SPSADT' | 'Consulta';

/** A guide's additional-data fields that replaceDataBy may replace (contract guideDataFields). */
export const TISS_GUIDE_DATA_FIELDS = [
  'numberProviderGuide',
  'numberProtocol',
  'authorizationDate',
  'password',
  'passwordExpirationDate',
  'numberWallet',
  'walletExpirationDate',
  'healthCard',
  'attendanceRN',
  'clinicIndication',
  'attendimentType',
  'accidenteIndication',
  'consultType',
  'reasonToFinishAttendiment',
  'codeProcedureConsult',
  'grauPart',
] as const;
export type TissGuideDataField = (typeof TISS_GUIDE_DATA_FIELDS)[number];

/** Every guide-data field the builder reads: the replaceable ones, the dates and the consulta's. */
export const TISS_GUIDE_DATA_KEYS = [
  ...TISS_GUIDE_DATA_FIELDS,
  'startDateBilling',
  'endDateBilling',
  'emissionDate',
  'attendanceDateConsult',
  'valueProcedureConsult',
] as const;

/** A contracted party identified at the operator: its code there, or its CNPJ / CPF. */
export interface TissParty {
  /** codigoPrestadorNaOperadora (≤ 14). Preferred when present. */
  codeAtOperator: string | null;
  /** 14 digits (4.03 also accepts the alphanumeric CNPJ). */
  cnpj: string | null;
  /** 11 digits. */
  cpf?: string | null;
  /** nomeContratado (≤ 70). */
  name: string | null;
  /** 7 characters; groups without one send 9999999 (NOTES.md §3). */
  cnes: string | null;
  /** The registry record it was read from (hospital), for the problems' links; not written. */
  id?: string | null;
}

/** A professional (team member, requester, consulta executor). */
export interface TissProfessional {
  name: string | null;
  /** Conselho profissional, table 26 (CRM = 06). */
  council: string;
  /** The council number (CRM). */
  councilNumber: string | null;
  /** The council's state as letters ("SP") or IBGE code ("35"); the builder writes the IBGE code. */
  uf: string | null;
  /** CBO-S code (anesthesiologist 225151). */
  cbo: string | null;
  cpf?: string | null;
  codeAtOperator?: string | null;
  /** Grau de participação, table 35 (anesthetist 06, assistant 07). */
  grauPart: string | null;
  /** The registry record it was read from, for the problems' links; not written. */
  personId?: string | null;
  personKind?: 'surgeon' | 'anesthetist' | null;
}

/** One procedure row of the guide. */
export interface TissProcedureItem {
  /** The event's procedure row id (problems point at it). */
  rowId: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  /** Table 87 (TUSS procedures 22, own table 00…). */
  tableCode: string | null;
  code: string;
  description: string;
  quantity: number;
  /** billing.md §3 proportion: '1', '0.7', '0.5' → via de acesso 1 / 3 / 2 (NOTES.md table 61). */
  proportion: string;
  technique: 'KConventional' | 'KVideo' | 'KRobotic' | null;
  /**
   * reducaoAcrescimo as decimal text ('1.00', '0.70', '1.30'); with unitValue and totalValue
   * it must multiply out: total = round(quantity × unit × factor) (`tissItemValues`).
   */
  reductionFactor: string;
  unitValue: string;
  totalValue: string;
  team: TissProfessional[];
}

/** One expense line (SP/SADT outrasDespesas), as the event's guide data keeps it. */
export interface TissExpenseLine {
  expenseCode: string;
  tableCode: string | null;
  itemCode: string | null;
  description: string | null;
  realizedDate: string | null;
  startTime: string | null;
  endTime: string | null;
  amountRealized: string | null;
  unityOfMeasurement: string | null;
  reductOrAcresc: string | null;
  unityValue: string | null;
  totalValue: string | null;
  anvisaRegister: string | null;
  manufacturerRefCode: string | null;
  functionAuthorizationNumber: string | null;
}

/** One event as a guide. */
export interface TissGuideInput {
  eventId: string;
  type: TissGuideType;
  /** The event's guide number (numGuide): numeroGuiaPrestador when the guide data has none. */
  numGuide: string | null;
  /** The additional (guide) data of the event, by field name (billing.md §3). */
  data: Partial<Record<TissGuideDataField, string | null>> & {
    startDateBilling?: string | null;
    endDateBilling?: string | null;
    emissionDate?: string | null;
    attendanceDateConsult?: string | null;
    valueProcedureConsult?: string | null;
  };
  /** The event's wallet (healthInsuranceWallet) when the guide data has none. */
  wallet: string | null;
  /** Patient name (written only in 3.05.00, which still has nomeBeneficiario). */
  patientName: string | null;
  /** The patient's record, for the problems' links; not written. */
  patientId?: string | null;
  dtProcedure: string;
  isEmergency: boolean;
  /** Where it happened (honorários localContratado; SP/SADT requester when none given). */
  hospital: TissParty;
  /** The surgeon who asked for the procedure (SP/SADT dadosSolicitante/profissionalSolicitante). */
  requester: TissProfessional | null;
  /** The professional of a consulta (profissionalExecutante): the main anesthetist. */
  executor: TissProfessional | null;
  procedures: TissProcedureItem[];
  expenses: TissExpenseLine[];
  observation: string | null;
  /** The guide's total: valorTotalHonorarios / valorTotalGeral / the consulta value. */
  total: string;
}

/** The insurer's XML settings the builder applies (contract health-insurer-settings). */
export interface TissInsurerSettings {
  registerANS: string;
  version: TissVersion;
  hashEncoding: TissHashEncoding;
  /** xmlFields of the guide type: TISS element name (with or without ans:) → fixed value or {field}. */
  xmlFields: Readonly<Record<string, string>>;
  /** configs.replaceDataBy: guide data field → another field's name or fixed text. */
  replaceDataBy: Readonly<Partial<Record<TissGuideDataField, string>>>;
  /** flags.padGuideNumber with configs.guideNumberPadding (default 7). */
  padGuideNumber: boolean;
  guideNumberPadding: number;
}

/** A whole lote (one batch, one guide type, 1–100 guides). */
export interface TissLoteInput {
  settings: TissInsurerSettings;
  /** The billing group (origem/identificacaoPrestador, contratado executante). */
  provider: TissParty;
  /** numeroLote (the batch code, ≤ 12). */
  batchNumber: string;
  /** cabecalho/sequencialTransacao (≤ 12). */
  sequence: string;
  /** When the message is registered (São Paulo time): YYYY-MM-DD and HH:mm:ss. */
  registeredDate: string;
  registeredTime: string;
  guides: TissGuideInput[];
}

/** A problem the built-in checks found (explained in pt-BR by the catalog's tiss.problems). */
export interface TissProblem {
  /** null for a problem of the lote itself. */
  eventId: string | null;
  /** The guide's number as written (for the message), when known. */
  numGuide: string | null;
  /** The element or input field concerned (e.g. 'numeroCarteira', 'procedimentos[2].codigo'). */
  field: string;
  code: TissProblemCode;
  /** Values for the message (max length, the value found…). */
  params?: Record<string, string | number>;
}

export const TISS_PROBLEM_CODES = [
  /** A required value is missing. */
  'required',
  /** Longer than the element allows (params.max). */
  'tooLong',
  /** Not in the element's code domain (params.value). */
  'codeDomain',
  /** Wrong format (digits, date, decimal…; params.expected). */
  'format',
  /** A value above the version's decimal width (params.max). */
  'valueTooLarge',
  /** A lote holds 1–100 guides of one type. */
  'loteSize',
  /** A guide of another type than the lote's. */
  'mixedTypes',
  /** The guide has no procedure (honorários, SP/SADT) or no consulta procedure. */
  'noProcedures',
  /** The hash of the final file does not match its content. */
  'hash',
  /** A repeated guide number in the lote. */
  'duplicateGuide',
  /** An item whose valorTotal is not round(quantidade × valorUnitario × reducaoAcrescimo). */
  'itemValues',
  /** Warning: characters without a Latin-1 form were left out of a value (params.chars). */
  'droppedCharacters',
] as const;
export type TissProblemCode = (typeof TISS_PROBLEM_CODES)[number];

/** The built file. */
export interface TissLoteResult {
  /** The final text (with the hash), to be encoded ISO-8859-1 (`encodeLatin1`). */
  xml: string;
  /** The file's bytes in ISO-8859-1. */
  bytes: Uint8Array;
  /** The epilogo MD5 (32 lower-case hex digits). */
  hash: string;
  problems: TissProblem[];
  /** What the file was built with but the user should know (characters left out of a value). */
  warnings: TissProblem[];
}
