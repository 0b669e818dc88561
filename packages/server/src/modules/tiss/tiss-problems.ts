import { fmt, messages } from '@honora/contract';
import type { TissGuideInput, TissProblem, TissProfessional } from '@honora/domain';

const tp = messages.screens.batches.tissProblems;

/**
 * The builder's problems explained to the user (decision 018 "TISS"): which guide, what is
 * wrong in the words of the screens, and the record that holds the value — the event, the
 * patient, the hospital, the surgeon or anesthetist, the insurer, the company or the batch —
 * with the path of its page, so the message says where to fix it and the screen links there.
 */
export interface StoredProblem extends Record<string, unknown> {
  eventId: string | null;
  numGuide: string | null;
  field: string;
  code: string;
  message: string;
  /** The web path of the record to fix, when known. */
  link: string | null;
  /** true: the file was built; the user should still know (characters left out). */
  warning?: boolean;
}

/** What the records of a lote are, besides its guides. */
export interface ProblemContext {
  batchId: string;
  insurer: { id: string; name: string };
  company: { id: string; name: string };
}

type Target = { where: string; link: string | null };

const ITEM = /^(procedimentoRealizado|procedimentoExecutado|despesa)\[(\d+)\]\./;
const MEMBER = /(profissionais|equipeSadt)\[(\d+)\]\./;
/** Elements of the lote itself (cabecalho, loteGuias). */
const LOTE_FIELDS = new Set(['numeroLote', 'sequencialTransacao', 'dataRegistroTransacao', 'horaRegistroTransacao']);
/** The provider's code at the operator is kept in the insurer's registry. */
const PROVIDER_CODE_FIELDS = new Set(['codigonaOperadora', 'codigoPrestadorNaOperadora']);
const PROVIDER_FIELDS = new Set([...PROVIDER_CODE_FIELDS, 'cnesContratadoExecutante', 'nomeContratadoExecutante']);

const leafOf = (field: string) => field.slice(field.lastIndexOf('.') + 1);
const labelOf = (name: string) => tp.fields[name] ?? fmt(tp.field, { name });
/** A label that starts a sentence ("a carteira…" → "A carteira…"). */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "no cadastro do paciente <nome>", without the trailing space when the name is unknown. */
const whereNamed = (template: string, name: string) => fmt(template, { name }).trimEnd();

function personTarget(person: TissProfessional | null | undefined): Target {
  if (!person?.personId) return { where: tp.where.event, link: null };
  return person.personKind === 'surgeon'
    ? { where: whereNamed(tp.where.surgeon, person.name ?? ''), link: `/client/surgeons/${person.personId}` }
    : { where: whereNamed(tp.where.anesthetist, person.name ?? ''), link: `/client/anesthetists/${person.personId}` };
}

/** The record that holds the value of `field` in `guide` (null: the lote). */
function targetOf(field: string, guide: TissGuideInput | undefined, context: ProblemContext): Target {
  const leaf = leafOf(field);
  const insurer = {
    where: whereNamed(tp.where.insurer, context.insurer.name),
    link: `/client/insurances/${context.insurer.id}`,
  };
  const company = {
    where: whereNamed(tp.where.company, context.company.name),
    link: `/client/companies/${context.company.id}`,
  };
  const batch = { where: tp.where.batch, link: `/client/batches/${context.batchId}` };
  if (leaf === 'registroANS') return insurer;
  if (!guide || LOTE_FIELDS.has(leaf) || field === 'guiasTISS') return batch;
  if (field.startsWith('identificacaoPrestador.') || field.startsWith('contratadoExecutante.')) {
    return PROVIDER_CODE_FIELDS.has(leaf) ? insurer : company;
  }
  if (PROVIDER_FIELDS.has(leaf) || field === 'CNES') return PROVIDER_CODE_FIELDS.has(leaf) ? insurer : company;
  const event = { where: tp.where.event, link: `/client/events/${guide.eventId}` };
  const member = MEMBER.exec(field);
  const item = ITEM.exec(field);
  if (member && item) return personTarget(guide.procedures[Number(item[2]) - 1]?.team[Number(member[2]) - 1]);
  if (field.startsWith('profissionalSolicitante')) {
    return personTarget(guide.requester ?? guide.executor ?? guide.procedures[0]?.team[0]);
  }
  if (field.startsWith('profissionalExecutante')) return personTarget(guide.executor ?? guide.procedures[0]?.team[0]);
  const hospitalField =
    field.startsWith('localContratado') ||
    field.startsWith('contratadoSolicitante') ||
    leaf === 'nomeContratadoSolicitante';
  if (hospitalField && guide.hospital.id) {
    return {
      where: whereNamed(tp.where.hospital, guide.hospital.name ?? ''),
      link: `/client/hospitals/${guide.hospital.id}`,
    };
  }
  if (leaf === 'nomeBeneficiario' && guide.patientId) {
    return {
      where: whereNamed(tp.where.patient, guide.patientName ?? ''),
      link: `/client/patients/${guide.patientId}`,
    };
  }
  return event;
}

const param = (problem: TissProblem, name: string) => String(problem.params?.[name] ?? '');

/** What is wrong, in pt-BR (catalog tissProblems). */
export function problemText(problem: TissProblem): string {
  const label = labelOf(leafOf(problem.field));
  const field = capitalized(label);
  switch (problem.code) {
    case 'required':
      return fmt(tp.required, { field: label });
    case 'tooLong':
      return fmt(tp.tooLong, { field, max: Number(problem.params?.max ?? 0) });
    case 'codeDomain':
      return fmt(tp.codeDomain, { field, value: param(problem, 'value') });
    case 'format':
      return fmt(tp.format, { field, expected: param(problem, 'expected') });
    case 'valueTooLarge':
      return fmt(tp.valueTooLarge, { field, max: param(problem, 'max') });
    case 'duplicateGuide':
      return fmt(tp.duplicateGuide, { value: param(problem, 'value') || (problem.numGuide ?? '') });
    case 'itemValues':
      return fmt(tp.itemValues, {
        quantity: param(problem, 'quantity'),
        unit: param(problem, 'unit'),
        factor: param(problem, 'factor'),
        total: param(problem, 'total'),
      });
    case 'droppedCharacters':
      return fmt(tp.droppedCharacters, { field, chars: param(problem, 'chars') });
    case 'loteSize':
    case 'mixedTypes':
    case 'noProcedures':
    case 'hash':
      return tp[problem.code];
  }
}

/** "procedimento 2: " for a problem of an item, else nothing. */
function itemPrefix(field: string): string {
  const item = ITEM.exec(field);
  if (!item) return '';
  return `${fmt(item[1] === 'despesa' ? tp.expense : tp.item, { n: item[2]! })}: `;
}

/**
 * Each problem with its guide ("Guia <número>") or the lote, what is wrong and where to fix it:
 * "Guia 456: falta informar a carteira do beneficiário — corrija no evento", link
 * /client/events/<id>.
 */
export function storedProblems(
  problems: readonly TissProblem[],
  guides: readonly TissGuideInput[],
  context: ProblemContext,
  warning = false,
): StoredProblem[] {
  const guideOf = new Map(guides.map((g) => [g.eventId, g]));
  return problems.map((problem) => {
    const guide = problem.eventId ? guideOf.get(problem.eventId) : undefined;
    const numGuide = problem.numGuide ?? guide?.numGuide ?? null;
    const prefix =
      problem.eventId || numGuide ? fmt(tp.guide, { numGuide: numGuide ?? problem.eventId ?? '' }) : tp.lote;
    const target = targetOf(problem.field, guide, context);
    const fix = problem.code === 'hash' ? '' : fmt(tp.fixAt, { where: target.where });
    return {
      eventId: problem.eventId,
      numGuide,
      field: problem.field,
      code: problem.code,
      message: `${prefix}: ${itemPrefix(problem.field)}${problemText(problem)}${fix}`,
      link: problem.code === 'hash' ? null : target.link,
      ...(warning ? { warning: true } : {}),
    };
  });
}
