import { fmt, messages } from '@honora/contract';
import type { RecursoProblem } from '@honora/domain';
import type { AppealXmlNote } from './appeal-xml-input';

/**
 * The RECURSO_GLOSA builder's problems and the appeal's own notes in pt-BR (catalog
 * xmlProblems): what is wrong, in the words of the screens, and in which guide and item — the
 * guide named by the number the file carries, as the operator will read it.
 */

const xp = messages.screens.appeals.xmlProblems;
const types = messages.screens.money.types;

const GUIDE = /^recursoGuia\[(\d+)\]\./;
const ITEM = /itensGuia\[(\d+)\]\./;

const leafOf = (field: string) => field.slice(field.lastIndexOf('.') + 1);
const labelOf = (name: string) => xp.fields[name] ?? fmt(xp.field, { name });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What is wrong, without where. */
function codeText(problem: RecursoProblem): string {
  const label = labelOf(leafOf(problem.field));
  const param = (name: string) => String(problem.params?.[name] ?? '');
  switch (problem.code) {
    case 'required':
      return fmt(xp.required, { field: label });
    case 'tooLong':
      return fmt(xp.tooLong, { field: label, max: Number(problem.params?.max ?? 0) });
    case 'codeDomain':
      return fmt(xp.codeDomain, { field: label, value: param('value') });
    case 'format':
      return fmt(xp.format, { field: label, expected: param('expected') });
    case 'valueTooLarge':
      return fmt(xp.valueTooLarge, { field: label, max: param('max') });
    case 'droppedCharacters':
      return fmt(xp.droppedCharacters, { field: label, chars: param('chars') });
    case 'protocolNotNumeric':
      return fmt(xp.protocolNotNumeric, { max: param('max') });
    case 'appealSize':
      return fmt(xp.appealSize, { count: param('count'), max: param('max') });
    case 'hash':
      return xp.hash;
  }
}

/** A builder problem in pt-BR: "Guia 123, item 2: a justificativa tem mais de 150 caracteres". */
export function recursoProblemText(problem: RecursoProblem, guideNumbers: readonly string[]): string {
  const text = codeText(problem);
  const guide = GUIDE.exec(problem.field);
  if (!guide) return capitalized(text);
  const number = guideNumbers[Number(guide[1]) - 1] || guide[1]!;
  const item = ITEM.exec(problem.field);
  return item ? fmt(xp.atItem, { guide: number, item: item[1]!, text }) : fmt(xp.atGuide, { guide: number, text });
}

/** An item left out of the file, or what keeps the appeal from being sent electronically, in pt-BR. */
export function appealXmlNoteText(note: AppealXmlNote): string {
  switch (note.code) {
    case 'notProcedure':
      return fmt(xp.notProcedure, { item: types[note.type], guide: note.guide });
    case 'guideNotFound':
      return capitalized(fmt(xp.guideNotFound, { guide: note.guide }));
    case 'noProcedures':
      return capitalized(xp.noProcedures);
  }
}
