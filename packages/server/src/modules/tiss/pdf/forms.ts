import { messages } from '@honora/contract';
import type { TissGuideInput, TissGuideType, TissProcedureItem } from '@honora/domain';
import { band, section, table, textBox, type Canvas, type Column } from './draw';
import { caraterAtendimentoOf, consultTypeOf, simNaoOf } from '@honora/domain';
import {
  GUIDE_DEFAULTS,
  first,
  partyFields,
  procedureRow,
  professionalFields,
  providerGuideNumber,
  spSadtAttendance,
  spSadtTotals,
  teamRows,
  walletOf,
  type GuideData,
  type GuideDataSettings,
  type PartyFields,
  type ProcedureRow,
  type TeamRow,
} from './fields';
import { formDate, formMoney } from './text';

const t = messages.screens.batches.pdf;

/** Procedure rows per page of each form (billing.md §9). */
export const ROWS_PER_PAGE: Record<TissGuideType, number> = { Honorario: 9, SPSADT: 3, Consulta: 1 };

/** How many pages a guide takes: its procedures over the form's rows, at least one. */
export function pagesOf(guide: TissGuideInput): number {
  return Math.max(1, Math.ceil(guide.procedures.length / ROWS_PER_PAGE[guide.type]));
}

/** One page of one guide, with everything the form shows already resolved. */
export interface FormPage {
  guide: TissGuideInput;
  /** The guide data with the insurer's replaceDataBy applied. */
  data: GuideData;
  settings: GuideDataSettings;
  /** The date the XML would write as the emission date when the guide data has none (today). */
  today: string;
  /** 0-based page of the guide and the guide's page count. */
  page: number;
  pages: number;
  /** The page's procedures with their sequence in the guide (1-based). */
  items: { item: TissProcedureItem; seq: number }[];
  registerANS: string;
  executor: PartyFields;
  showValues: boolean;
  showObservations: boolean;
}

const money = (page: FormPage, value: string | null | undefined) => (page.showValues ? formMoney(value) : '');
const isLast = (page: FormPage) => page.page === page.pages - 1;
const observation = (page: FormPage) => (page.showObservations && isLast(page) ? (page.guide.observation ?? '') : '');
const rowsOf = (page: FormPage): ProcedureRow[] =>
  page.items.map(({ item, seq }) => procedureRow(item, seq, page.showValues));

/** The procedure table's columns (the OCR reader finds its cells by these widths). */
export function procedureColumns(labels: {
  date: string;
  startTime: string;
  endTime: string;
  table: string;
  code: string;
  description: string;
  quantity: string;
  via: string;
  technique: string;
  factor: string;
  unitValue: string;
  totalValue: string;
}): Column[] {
  return [
    { w: 0.025, label: '', align: 'center' },
    { w: 0.07, label: labels.date },
    { w: 0.05, label: labels.startTime },
    { w: 0.05, label: labels.endTime },
    { w: 0.045, label: labels.table },
    { w: 0.085, label: labels.code },
    { w: 0.3, label: labels.description },
    { w: 0.04, label: labels.quantity, align: 'center' },
    { w: 0.035, label: labels.via, align: 'center' },
    { w: 0.035, label: labels.technique, align: 'center' },
    { w: 0.065, label: labels.factor, align: 'right' },
    { w: 0.1, label: labels.unitValue, align: 'right' },
    { w: 0.1, label: labels.totalValue, align: 'right' },
  ];
}

const procedureCells = (r: ProcedureRow) => [
  `${r.seq}-`,
  r.date,
  r.startTime,
  r.endTime,
  r.table,
  r.code,
  r.description,
  r.quantity,
  r.via,
  r.technique,
  r.factor,
  r.unitValue,
  r.totalValue,
];

/** The team table's columns (the OCR reader finds its cells by these widths). */
export function teamColumns(labels: {
  seqRef: string;
  grauPart: string;
  code: string;
  name: string;
  council: string;
  councilNumber: string;
  uf: string;
  cbo: string;
}): Column[] {
  return [
    { w: 0.08, label: labels.seqRef },
    { w: 0.06, label: labels.grauPart, align: 'center' },
    { w: 0.14, label: labels.code },
    { w: 0.34, label: labels.name },
    { w: 0.1, label: labels.council, align: 'center' },
    { w: 0.12, label: labels.councilNumber },
    { w: 0.06, label: labels.uf, align: 'center' },
    { w: 0.1, label: labels.cbo },
  ];
}

const teamCells = (r: TeamRow) => [r.seqRef, r.grauPart, r.code, r.name, r.council, r.councilNumber, r.uf, r.cbo];

/** The team table in the space left above the `reserve` points the form still needs. */
function teamTable(canvas: Canvas, y: number, reserve: number, columns: Column[], rows: TeamRow[]): number {
  const available = canvas.bottom - reserve - y - 14;
  const count = Math.max(rows.length, Math.min(6, Math.floor(available / 11)));
  const rowH = Math.max(5, Math.min(11, available / Math.max(1, count)));
  return table(canvas, y, columns, rows.map(teamCells), count, rowH);
}

const gap = 3;

/** The observation box takes the space left above the form's last `tail` points, within bounds. */
const observationHeight = (canvas: Canvas, y: number, tail: number, min: number) =>
  Math.max(min, Math.min(80, canvas.bottom - y - gap - tail));

/** Guia de Honorários (TISS ctm_honorarioIndividualGuia). */
export function drawHonorario(canvas: Canvas, y: number, page: FormPage): void {
  const l = t.honorario;
  const { guide, data } = page;
  const hospital = partyFields(guide.hospital);
  const guideNumber = providerGuideNumber(guide, page.settings, data);
  const start = first(data.startDateBilling, guide.dtProcedure);
  y = band(canvas, y, 22, [
    { w: 0.12, label: l.registerANS, value: page.registerANS },
    { w: 0.2, label: l.providerGuide, value: guideNumber },
    // The request guide's own number only: never the guide's number in its place (as the XML).
    { w: 0.24, label: l.hospitalizationGuide, value: first(data.numberProtocol) },
    { w: 0.16, label: l.password, value: first(data.password) },
    { w: 0.28, label: l.operatorGuide, value: '' },
  ]);
  y = section(canvas, y + gap, t.sections.beneficiary);
  y = band(canvas, y, 20, [
    { w: 0.25, label: l.wallet, value: walletOf(guide, data) },
    { w: 0.6, label: l.name, value: guide.patientName ?? '' },
    { w: 0.15, label: l.newborn, value: simNaoOf(data.attendanceRN) ?? GUIDE_DEFAULTS.attendanceRN },
  ]);
  y = section(canvas, y + gap, t.sections.hospital);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.hospitalCode, value: hospital.code },
    { w: 0.65, label: l.hospitalName, value: hospital.name },
    { w: 0.15, label: l.hospitalCnes, value: hospital.cnes },
  ]);
  y = section(canvas, y + gap, t.sections.executor);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.executorCode, value: page.executor.code },
    { w: 0.65, label: l.executorName, value: page.executor.name },
    { w: 0.15, label: l.executorCnes, value: page.executor.cnes },
  ]);
  y = section(canvas, y + gap, t.sections.hospitalization);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.startBilling, value: formDate(start) },
    { w: 0.2, label: l.endBilling, value: formDate(first(data.endDateBilling, start)) },
    { w: 0.6, label: null },
  ]);
  y = section(canvas, y + gap, t.sections.procedures);
  y = table(canvas, y, procedureColumns(l), rowsOf(page).map(procedureCells), ROWS_PER_PAGE.Honorario);
  y = section(canvas, y + gap, t.sections.team);
  const reserve = 34 + 24 + 2 * gap;
  y = teamTable(
    canvas,
    y,
    reserve,
    teamColumns({ ...l, code: l.professionalCode, name: l.professionalName }),
    teamRows(page.items, first(data.grauPart, GUIDE_DEFAULTS.grauPart)),
  );
  y = textBox(canvas, y + gap, observationHeight(canvas, y, 24 + gap, 34), l.observation, observation(page));
  band(canvas, y + gap, 24, [
    { w: 0.25, label: l.total, value: isLast(page) ? money(page, guide.total) : '', align: 'right' },
    { w: 0.2, label: l.emissionDate, value: formDate(first(data.emissionDate, page.today)) },
    { w: 0.55, label: l.signature, value: '' },
  ]);
}

/** Guia de SP/SADT (TISS ctm_sp-sadtGuia). */
export function drawSpSadt(canvas: Canvas, y: number, page: FormPage): void {
  const l = t.spsadt;
  const { guide, data } = page;
  const hospital = partyFields(guide.hospital);
  const requester = professionalFields(guide.requester ?? guide.executor ?? guide.procedures[0]?.team[0] ?? null, null);
  y = band(canvas, y, 22, [
    { w: 0.1, label: l.registerANS, value: page.registerANS },
    { w: 0.16, label: l.providerGuide, value: providerGuideNumber(guide, page.settings, data) },
    { w: 0.15, label: l.mainGuide, value: '' },
    { w: 0.12, label: l.authorizationDate, value: formDate(data.authorizationDate) },
    { w: 0.13, label: l.password, value: first(data.password) },
    { w: 0.13, label: l.passwordExpiration, value: formDate(data.passwordExpirationDate) },
    { w: 0.21, label: l.operatorGuide, value: '' },
  ]);
  y = section(canvas, y + gap, t.sections.beneficiary);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.wallet, value: walletOf(guide, data) },
    { w: 0.12, label: l.walletExpiration, value: formDate(data.walletExpirationDate) },
    { w: 0.4, label: l.name, value: guide.patientName ?? '' },
    { w: 0.18, label: l.healthCard, value: data.healthCard ?? '' },
    { w: 0.1, label: l.newborn, value: simNaoOf(data.attendanceRN) ?? GUIDE_DEFAULTS.attendanceRN },
  ]);
  y = section(canvas, y + gap, t.sections.requester);
  y = band(canvas, y, 20, [
    { w: 0.12, label: l.requesterCode, value: hospital.code },
    { w: 0.2, label: l.requesterName, value: hospital.name },
    { w: 0.22, label: l.professionalName, value: requester.name },
    { w: 0.08, label: l.council, value: requester.council, align: 'center' },
    { w: 0.1, label: l.councilNumber, value: requester.councilNumber },
    { w: 0.05, label: l.uf, value: requester.uf, align: 'center' },
    { w: 0.08, label: l.cbo, value: requester.cbo },
    { w: 0.15, label: l.requesterSignature, value: '' },
  ]);
  y = section(canvas, y + gap, t.sections.request);
  y = band(canvas, y, 20, [
    { w: 0.12, label: l.character, value: caraterAtendimentoOf(guide.isEmergency), align: 'center' },
    { w: 0.12, label: l.requestDate, value: '' },
    { w: 0.76, label: l.clinicIndication, value: data.clinicIndication ?? '' },
  ]);
  const requested: Column[] = [
    { w: 0.025, label: '', align: 'center' },
    { w: 0.07, label: l.requestTable },
    { w: 0.12, label: l.requestCode },
    { w: 0.585, label: l.requestDescription },
    { w: 0.1, label: l.requestedQuantity, align: 'center' },
    { w: 0.1, label: l.authorizedQuantity, align: 'center' },
  ];
  y = table(
    canvas,
    y,
    requested,
    rowsOf(page).map((r) => [`${r.seq}-`, r.table, r.code, r.description, r.quantity, '']),
    ROWS_PER_PAGE.SPSADT,
    11,
  );
  y = section(canvas, y + gap, t.sections.executor);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.executorCode, value: page.executor.code },
    { w: 0.65, label: l.executorName, value: page.executor.name },
    { w: 0.15, label: l.executorCnes, value: page.executor.cnes },
  ]);
  y = section(canvas, y + gap, t.sections.attendance);
  const attendance = spSadtAttendance(guide, data, page.settings);
  y = band(canvas, y, 20, [
    { w: 0.2, label: l.attendanceType, value: attendance.attendanceType },
    { w: 0.2, label: l.accident, value: first(data.accidenteIndication, GUIDE_DEFAULTS.accidenteIndication) },
    { w: 0.2, label: l.consultType, value: attendance.consultType },
    { w: 0.4, label: l.finishReason, value: data.reasonToFinishAttendiment ?? '' },
  ]);
  y = section(canvas, y + gap, t.sections.execution);
  y = table(canvas, y, procedureColumns(l), rowsOf(page).map(procedureCells), ROWS_PER_PAGE.SPSADT);
  y = section(canvas, y + gap, t.sections.executionTeam);
  const reserve = 28 + 22 + 22 + 3 * gap;
  y = teamTable(
    canvas,
    y,
    reserve,
    teamColumns({
      seqRef: l.seqRef,
      grauPart: l.grauPart,
      code: l.teamCode,
      name: l.teamName,
      council: l.teamCouncil,
      councilNumber: l.teamCouncilNumber,
      uf: l.teamUf,
      cbo: l.teamCbo,
    }),
    teamRows(page.items, first(data.grauPart, GUIDE_DEFAULTS.grauPart)),
  );
  y = textBox(canvas, y + gap, observationHeight(canvas, y, 44 + 2 * gap, 28), l.observation, observation(page));
  const totals = isLast(page) && page.showValues ? spSadtTotals(guide) : null;
  y = band(canvas, y + gap, 22, [
    { w: 1 / 7, label: l.totalProcedures, value: totals?.procedures ?? '', align: 'right' },
    { w: 1 / 7, label: l.totalFees, value: totals?.fees ?? '', align: 'right' },
    { w: 1 / 7, label: l.totalMaterials, value: totals?.materials ?? '', align: 'right' },
    { w: 1 / 7, label: l.totalOPME, value: totals?.opme ?? '', align: 'right' },
    { w: 1 / 7, label: l.totalDrugs, value: totals?.drugs ?? '', align: 'right' },
    { w: 1 / 7, label: l.totalGases, value: totals?.gases ?? '', align: 'right' },
    { w: 1 / 7, label: l.total, value: totals?.total ?? '', align: 'right' },
  ]);
  band(canvas, y + gap, 22, [
    { w: 0.34, label: l.authorizerSignature },
    { w: 0.33, label: l.beneficiarySignature },
    { w: 0.33, label: l.contractedSignature },
  ]);
}

/** Guia de Consulta (TISS ctm_consultaGuia): one procedure a page. */
export function drawConsulta(canvas: Canvas, y: number, page: FormPage): void {
  const l = t.consulta;
  const { guide, data } = page;
  const executor = professionalFields(guide.executor ?? guide.procedures[0]?.team[0] ?? null, null);
  const item = page.items[0]?.item;
  // A one-page consulta is the guide's procedure and value; a longer one prints each procedure.
  const single = page.pages === 1;
  const code = single ? first(data.codeProcedureConsult, item?.code) : first(item?.code, data.codeProcedureConsult);
  // The event's value, as the XML's valorProcedimento (never a second value of the guide data).
  const value = single ? guide.total : (item?.totalValue ?? null);
  y = band(canvas, y, 24, [
    { w: 0.2, label: l.registerANS, value: page.registerANS },
    { w: 0.4, label: l.providerGuide, value: providerGuideNumber(guide, page.settings, data) },
    { w: 0.4, label: l.operatorGuide, value: '' },
  ]);
  y = section(canvas, y + gap, t.sections.beneficiary);
  y = band(canvas, y, 22, [
    { w: 0.22, label: l.wallet, value: walletOf(guide, data) },
    { w: 0.14, label: l.walletExpiration, value: formDate(data.walletExpirationDate) },
    { w: 0.1, label: l.newborn, value: simNaoOf(data.attendanceRN) ?? GUIDE_DEFAULTS.attendanceRN },
    { w: 0.36, label: l.name, value: guide.patientName ?? '' },
    { w: 0.18, label: l.healthCard, value: data.healthCard ?? '' },
  ]);
  y = section(canvas, y + gap, t.sections.contracted);
  y = band(canvas, y, 22, [
    { w: 0.25, label: l.executorCode, value: page.executor.code },
    { w: 0.6, label: l.executorName, value: page.executor.name },
    { w: 0.15, label: l.executorCnes, value: page.executor.cnes },
  ]);
  y = band(canvas, y, 22, [
    { w: 0.4, label: l.professionalName, value: executor.name },
    { w: 0.12, label: l.council, value: executor.council, align: 'center' },
    { w: 0.2, label: l.councilNumber, value: executor.councilNumber },
    { w: 0.08, label: l.uf, value: executor.uf, align: 'center' },
    { w: 0.2, label: l.cbo, value: executor.cbo },
  ]);
  y = section(canvas, y + gap, t.sections.consultAttendance);
  y = band(canvas, y, 22, [
    { w: 0.15, label: l.accident, value: first(data.accidenteIndication, GUIDE_DEFAULTS.accidenteIndication) },
    {
      w: 0.15,
      label: l.attendanceDate,
      value: formDate(first(data.attendanceDateConsult, item?.date, guide.dtProcedure)),
    },
    { w: 0.15, label: l.consultType, value: consultTypeOf(null, data.consultType) ?? '' },
    { w: 0.1, label: l.table, value: first(item?.tableCode, GUIDE_DEFAULTS.tableCode) },
    { w: 0.2, label: l.code, value: code },
    { w: 0.25, label: l.value, value: money(page, value), align: 'right' },
  ]);
  y = textBox(canvas, y + gap, 60, l.observation, observation(page));
  band(canvas, y + gap, 34, [
    { w: 0.5, label: l.professionalSignature },
    { w: 0.5, label: l.beneficiarySignature },
  ]);
}

export const DRAW: Record<TissGuideType, (canvas: Canvas, y: number, page: FormPage) => void> = {
  Honorario: drawHonorario,
  SPSADT: drawSpSadt,
  Consulta: drawConsulta,
};
