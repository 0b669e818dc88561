import {
  centsText,
  resolveGuideData,
  sumCents,
  TISS_GUIDE_DEFAULTS,
  tissGuideNumber,
  toCents,
  type IsoDate,
  type RecursoGlosaInput,
  type RecursoGuideAppeal,
  type RecursoGuideInput,
  type RecursoItemInput,
  type RecursoObject,
  type TissGuideInput,
  type TissInsurerSettings,
} from '@honora/domain';
import type { GuideInputGroup } from '../tiss';
import type { AppealItemRow, AppealRow } from './appeals.repository';

/**
 * An appeal as the TISS RECURSO_GLOSA input (shared/tiss/NOTES.md §7), pure. The guides are read
 * as the lote wrote them (loadGuideInputs), so the appeal names what the operator received:
 * - numeroGuiaOrigem = the lote's numeroGuiaPrestador (guide data's number or numGuide, padded
 *   as the insurer asks: `tissGuideNumber`); senha = the guide data's password (replaceDataBy applied);
 * - one recursoGuia per event, in the order its first item was identified;
 * - each procedure item: sequencialItem = the row's position in the lote's guide (its order for a
 *   row removed since), dataInicio = the event's procedure date, procRecurso from the procedure
 *   row, grauParticipacao of the item's billed team (the anesthetist, 06, unless the revenue team
 *   says otherwise), codGlosaItem = the item's first glosa code, valorRecursado and justificativa;
 * - complementation, co-participation fee and expenses are not TISS procedure items: they are
 *   left out of the file and the user is told (`leftOut`); the printed appeal carries them.
 *   An appeal of nothing else cannot be sent electronically (`noProcedures`).
 * A whole-guide appeal contests each guide with its first item's glosa code and justification; a
 * whole-protocol appeal with the appeal's own code and justification.
 */

/** A procedure row an item contests, live or removed since the lote. */
export interface AppealProcedureRow {
  id: string;
  order: number;
  idProc: string;
  name: string;
  tableCode: string;
}

export interface AppealXmlSource {
  appeal: Pick<
    AppealRow,
    | 'code'
    | 'scope'
    | 'lotNumber'
    | 'protocolNumber'
    | 'operatorNumber'
    | 'sentOn'
    | 'protocolGlosaCode'
    | 'protocolJustification'
    | 'totalAppealed'
  >;
  items: readonly AppealItemRow[];
  /** The appeal's insurer's guides of its events (the lote's reading). */
  group: GuideInputGroup;
  procedures: ReadonlyMap<string, AppealProcedureRow>;
  /** The events' guide numbers as stored (to name an event the group does not hold). */
  numGuides: ReadonlyMap<string, string | null>;
  sequence: number;
  registered: { date: string; time: string };
  today: IsoDate;
}

/** What keeps the file from being built, or what stays out of it (catalog xmlProblems). */
export type AppealXmlNote =
  | { code: 'notProcedure'; guide: string; type: AppealItemRow['type'] }
  | { code: 'guideNotFound'; guide: string }
  | { code: 'noProcedures' };

export interface AppealXmlPlan {
  input: RecursoGlosaInput;
  /** The guide number each recursoGuia (1-based position − 1) carries: problems name guides by it. */
  guideNumbers: string[];
  /** Items left out of the file (the user is told; the file is still built). */
  leftOut: AppealXmlNote[];
  /** What keeps the file from being built, besides the builder's own checks. */
  blocking: AppealXmlNote[];
}

type GuideSettings = Pick<TissInsurerSettings, 'replaceDataBy' | 'padGuideNumber' | 'guideNumberPadding'>;

function itemOf(
  guide: TissGuideInput,
  data: Record<string, string | null | undefined>,
  item: AppealItemRow,
  row: AppealProcedureRow | undefined,
): RecursoItemInput {
  const index = guide.procedures.findIndex((p) => p.rowId === item.procedureRowId);
  const live = index >= 0 ? guide.procedures[index] : undefined;
  const tableCode = row?.tableCode ?? live?.tableCode ?? '';
  return {
    sequence: live ? index + 1 : (row?.order ?? 0),
    startDate: guide.dtProcedure,
    tableCode: tableCode.trim() === '' ? TISS_GUIDE_DEFAULTS.tableCode : tableCode,
    code: row?.idProc ?? live?.code ?? '',
    description: row?.name ?? live?.description ?? '',
    grauPart: live?.team[0]?.grauPart ?? (data.grauPart?.trim() ? data.grauPart : TISS_GUIDE_DEFAULTS.grauPart),
    glosaCode: item.glosaCodes[0] ?? '',
    value: item.valueAppealed,
    justification: item.justification,
  };
}

function guideAppeal(
  source: AppealXmlSource,
  guide: TissGuideInput,
  data: Record<string, string | null | undefined>,
  items: readonly AppealItemRow[],
): RecursoGuideAppeal {
  if (source.appeal.scope === 'guide') {
    return {
      kind: 'wholeGuide',
      glosaCode: items[0]?.glosaCodes[0] ?? '',
      justification: items[0]?.justification ?? '',
      value: centsText(sumCents(items.map((i) => toCents(i.valueAppealed)))),
    };
  }
  const procedures = items.filter((i) => i.type === 'PROCEDURE' && i.procedureRowId);
  return {
    kind: 'items',
    items: procedures.map((item) => itemOf(guide, data, item, source.procedures.get(item.procedureRowId!))),
  };
}

/** The events in the order of their first item. */
function itemsByEvent(items: readonly AppealItemRow[]): Map<string, AppealItemRow[]> {
  const byEvent = new Map<string, AppealItemRow[]>();
  for (const item of items) byEvent.set(item.eventId, [...(byEvent.get(item.eventId) ?? []), item]);
  return byEvent;
}

function guidesOf(source: AppealXmlSource, settings: GuideSettings) {
  const guides: RecursoGuideInput[] = [];
  const guideNumbers: string[] = [];
  const leftOut: AppealXmlNote[] = [];
  const blocking: AppealXmlNote[] = [];
  for (const [eventId, items] of itemsByEvent(source.items)) {
    const guide = source.group.guides.find((g) => g.eventId === eventId);
    if (!guide) {
      blocking.push({ code: 'guideNotFound', guide: source.numGuides.get(eventId) ?? eventId });
      continue;
    }
    const data = resolveGuideData(guide, settings);
    const number = tissGuideNumber(guide, settings, data) ?? '';
    if (source.appeal.scope === 'item') {
      for (const item of items.filter((i) => i.type !== 'PROCEDURE' || !i.procedureRowId)) {
        leftOut.push({ code: 'notProcedure', guide: number || (guide.numGuide ?? ''), type: item.type });
      }
      if (!items.some((i) => i.type === 'PROCEDURE' && i.procedureRowId)) continue;
    }
    guides.push({
      originGuideNumber: number,
      password: data.password ?? null,
      appeal: guideAppeal(source, guide, data, items),
    });
    guideNumbers.push(number);
  }
  return { guides, guideNumbers, leftOut, blocking };
}

function objectOf(source: AppealXmlSource, guides: RecursoGuideInput[]): RecursoObject {
  const { appeal } = source;
  if (appeal.scope === 'protocol') {
    return {
      kind: 'protocol',
      glosaCode: appeal.protocolGlosaCode ?? source.items[0]?.glosaCodes[0] ?? '',
      justification: appeal.protocolJustification ?? source.items[0]?.justification ?? '',
      value: appeal.totalAppealed,
    };
  }
  return { kind: 'guides', guides };
}

/** The RECURSO_GLOSA input of an appeal, what it leaves out and what keeps it from being built. */
export function appealXmlPlan(source: AppealXmlSource): AppealXmlPlan {
  const { appeal, group } = source;
  const { guides, guideNumbers, leftOut, blocking } = guidesOf(source, group.settings);
  if (appeal.scope === 'item' && guides.length === 0 && blocking.length === 0) blocking.push({ code: 'noProcedures' });
  const input: RecursoGlosaInput = {
    version: group.settings.version,
    sequence: source.sequence,
    registeredDate: source.registered.date,
    registeredTime: source.registered.time,
    provider: group.provider,
    operator: { registerANS: group.settings.registerANS, name: group.insurerName },
    appealNumber: String(appeal.code),
    operatorAppealNumber: appeal.operatorNumber,
    batchNumber: appeal.lotNumber ?? '',
    protocolNumber: appeal.protocolNumber ?? '',
    object: objectOf(source, guides),
    appealDate: appeal.sentOn ?? source.today,
    hashEncoding: group.settings.hashEncoding,
  };
  return { input, guideNumbers, leftOut, blocking };
}
