import { messages } from '@honora/contract';
import type { TissGuideType } from '@honora/domain';
import {
  procedureColumns as printedProcedureColumns,
  teamColumns as printedTeamColumns,
  type Column,
} from '../../tiss';

/**
 * Zone templates of the ANS paper guides (platform.md §2 GuideOcrAmazon; decision 041): each
 * field is found by its numbered label (the ANS field number and the label's first word, as
 * every TISS form prints them) and read in the box under it; each table by its column labels.
 * The labels are the printed guides' own (one catalog for the printer and the reader).
 */

/** What a field holds, which decides how it is cleaned and checked. */
export type OcrFieldKind =
  | 'text'
  | 'name'
  | 'guideNumber'
  | 'ans'
  | 'wallet'
  | 'cns'
  | 'cnes'
  | 'operatorCode'
  | 'date'
  | 'time'
  | 'money'
  | 'table'
  | 'tuss'
  | 'quantity'
  | 'via'
  | 'technique'
  | 'factor'
  | 'yesNo'
  | 'council'
  | 'councilNumber'
  | 'uf'
  | 'cbo'
  | 'grauPart';

export interface FieldZone {
  key: string;
  label: string;
  kind: OcrFieldKind;
  /** The reviewer must have it to create the event. */
  required?: boolean;
}

/** A table column: what it holds and its width as a share of the table (the printer's own). */
export interface ColumnZone extends FieldZone {
  w: number;
}

export interface TableZone {
  /** Row fields are keyed `${prefix}.${row}.${column key}`. */
  prefix: 'procedures' | 'team';
  /** The form's rows on one page. */
  rows: number;
  /** The column that must hold something for a row to count. */
  rowKey: string;
  /** Every column left to right, the unlabelled sequence column included (key ''). */
  columns: ColumnZone[];
  /** The label below the table (its top closes the table). */
  endLabel: string;
}

export interface GuideLayout {
  type: TissGuideType;
  /** The layout's version: the ANS form the template follows. */
  version: string;
  /** Folded words of the guide's title, any of which names the type. */
  titleWords: string[];
  fields: FieldZone[];
  tables: TableZone[];
}

const p = messages.screens.batches.pdf;
const h = p.honorario;
const s = p.spsadt;
const c = p.consulta;

/** The printer's columns with what each holds (the same count, left to right). */
function columnsOf(printed: readonly Column[], holds: readonly (readonly [string, OcrFieldKind])[]): ColumnZone[] {
  if (printed.length !== holds.length) throw new Error('OCR layout: the columns differ from the printed table');
  return printed.map((column, i) => ({ key: holds[i]![0], kind: holds[i]![1], label: column.label, w: column.w }));
}

type ProcedureLabels = Parameters<typeof printedProcedureColumns>[0];
type TeamLabels = Parameters<typeof printedTeamColumns>[0];

const procedureColumns = (l: ProcedureLabels) =>
  columnsOf(printedProcedureColumns(l), [
    ['', 'text'],
    ['date', 'date'],
    ['startTime', 'time'],
    ['endTime', 'time'],
    ['table', 'table'],
    ['code', 'tuss'],
    ['description', 'text'],
    ['quantity', 'quantity'],
    ['via', 'via'],
    ['technique', 'technique'],
    ['factor', 'factor'],
    ['unitValue', 'money'],
    ['totalValue', 'money'],
  ]);

const teamColumns = (l: TeamLabels) =>
  columnsOf(printedTeamColumns(l), [
    ['seqRef', 'quantity'],
    ['grauPart', 'grauPart'],
    ['code', 'operatorCode'],
    ['name', 'name'],
    ['council', 'council'],
    ['councilNumber', 'councilNumber'],
    ['uf', 'uf'],
    ['cbo', 'cbo'],
  ]);

export const GUIDE_LAYOUTS: readonly GuideLayout[] = [
  {
    type: 'Honorario',
    version: 'ANS-TISS-4-honorarios',
    titleWords: ['honorarios'],
    fields: [
      { key: 'registerANS', label: h.registerANS, kind: 'ans', required: true },
      { key: 'providerGuide', label: h.providerGuide, kind: 'guideNumber', required: true },
      { key: 'password', label: h.password, kind: 'text' },
      { key: 'wallet', label: h.wallet, kind: 'wallet' },
      { key: 'patientName', label: h.name, kind: 'name', required: true },
      { key: 'newborn', label: h.newborn, kind: 'yesNo' },
      { key: 'hospitalCode', label: h.hospitalCode, kind: 'operatorCode' },
      { key: 'hospitalName', label: h.hospitalName, kind: 'text' },
      { key: 'hospitalCnes', label: h.hospitalCnes, kind: 'cnes' },
      { key: 'executorCode', label: h.executorCode, kind: 'operatorCode' },
      { key: 'executorName', label: h.executorName, kind: 'text' },
      { key: 'executorCnes', label: h.executorCnes, kind: 'cnes' },
      { key: 'startDate', label: h.startBilling, kind: 'date', required: true },
      { key: 'endDate', label: h.endBilling, kind: 'date' },
      { key: 'total', label: h.total, kind: 'money' },
      { key: 'emissionDate', label: h.emissionDate, kind: 'date' },
    ],
    tables: [
      { prefix: 'procedures', rows: 9, rowKey: 'code', columns: procedureColumns(h), endLabel: h.seqRef },
      {
        prefix: 'team',
        rows: 6,
        rowKey: 'name',
        columns: teamColumns({ ...h, code: h.professionalCode, name: h.professionalName }),
        endLabel: h.observation,
      },
    ],
  },
  {
    type: 'SPSADT',
    version: 'ANS-TISS-4-spsadt',
    titleWords: ['spsadt', 'sadt'],
    fields: [
      { key: 'registerANS', label: s.registerANS, kind: 'ans', required: true },
      { key: 'providerGuide', label: s.providerGuide, kind: 'guideNumber', required: true },
      { key: 'authorizationDate', label: s.authorizationDate, kind: 'date' },
      { key: 'password', label: s.password, kind: 'text' },
      { key: 'wallet', label: s.wallet, kind: 'wallet' },
      { key: 'walletExpiration', label: s.walletExpiration, kind: 'date' },
      { key: 'patientName', label: s.name, kind: 'name', required: true },
      { key: 'healthCard', label: s.healthCard, kind: 'cns' },
      { key: 'newborn', label: s.newborn, kind: 'yesNo' },
      { key: 'hospitalCode', label: s.requesterCode, kind: 'operatorCode' },
      { key: 'hospitalName', label: s.requesterName, kind: 'text' },
      { key: 'requesterName', label: s.professionalName, kind: 'name' },
      { key: 'requesterCouncilNumber', label: s.councilNumber, kind: 'councilNumber' },
      { key: 'requesterUf', label: s.uf, kind: 'uf' },
      { key: 'executorCode', label: s.executorCode, kind: 'operatorCode' },
      { key: 'executorName', label: s.executorName, kind: 'text' },
      { key: 'executorCnes', label: s.executorCnes, kind: 'cnes' },
      { key: 'total', label: s.total, kind: 'money' },
    ],
    tables: [
      { prefix: 'procedures', rows: 3, rowKey: 'code', columns: procedureColumns(s), endLabel: s.seqRef },
      {
        prefix: 'team',
        rows: 6,
        rowKey: 'name',
        columns: teamColumns({
          seqRef: s.seqRef,
          grauPart: s.grauPart,
          code: s.teamCode,
          name: s.teamName,
          council: s.teamCouncil,
          councilNumber: s.teamCouncilNumber,
          uf: s.teamUf,
          cbo: s.teamCbo,
        }),
        endLabel: s.observation,
      },
    ],
  },
  {
    type: 'Consulta',
    version: 'ANS-TISS-4-consulta',
    titleWords: ['consulta'],
    fields: [
      { key: 'registerANS', label: c.registerANS, kind: 'ans', required: true },
      { key: 'providerGuide', label: c.providerGuide, kind: 'guideNumber', required: true },
      { key: 'wallet', label: c.wallet, kind: 'wallet' },
      { key: 'walletExpiration', label: c.walletExpiration, kind: 'date' },
      { key: 'newborn', label: c.newborn, kind: 'yesNo' },
      { key: 'patientName', label: c.name, kind: 'name', required: true },
      { key: 'healthCard', label: c.healthCard, kind: 'cns' },
      { key: 'executorCode', label: c.executorCode, kind: 'operatorCode' },
      { key: 'executorName', label: c.executorName, kind: 'text' },
      { key: 'executorCnes', label: c.executorCnes, kind: 'cnes' },
      { key: 'professionalName', label: c.professionalName, kind: 'name' },
      { key: 'council', label: c.council, kind: 'council' },
      { key: 'councilNumber', label: c.councilNumber, kind: 'councilNumber' },
      { key: 'uf', label: c.uf, kind: 'uf' },
      { key: 'cbo', label: c.cbo, kind: 'cbo' },
      { key: 'startDate', label: c.attendanceDate, kind: 'date', required: true },
      { key: 'procedures.0.table', label: c.table, kind: 'table' },
      { key: 'procedures.0.code', label: c.code, kind: 'tuss', required: true },
      { key: 'total', label: c.value, kind: 'money' },
    ],
    tables: [],
  },
];

export const layoutOf = (type: TissGuideType): GuideLayout => GUIDE_LAYOUTS.find((l) => l.type === type)!;
