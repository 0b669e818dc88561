import { fmt, messages, msg, type StatementColumns } from '@honora/contract';
import { readStatementSheet, type StatementSheetProblem } from '@honora/domain';
import { AppError } from '../../errors';
import { readReferenceFile, UnreadableFileError } from '../reference-tables';
import type { ReadLine } from './statement-lines';

/**
 * A statement spreadsheet (CSV or XLSX, for insurers that send no TISS) read with its columns
 * into the same lines as a TISS statement: item level when a row names the procedure, guide
 * level otherwise. Any problem refuses the file with every problem and its line.
 */

const s = messages.screens.appeals.statements;

export const isSpreadsheetName = (name: string) => /\.(csv|xlsx)$/i.test(name);

function problemText(problem: StatementSheetProblem): string {
  const field = 'field' in problem ? s.fields[problem.field] : '';
  const text = fmt(s.sheetProblems[problem.code], {
    field,
    header: 'header' in problem ? problem.header : '',
    first: 'first' in problem ? String(problem.first) : '',
  } as never);
  return fmt(s.problems.lineOf, { line: String(problem.line), message: text });
}

export async function readSheetLines(
  fileName: string,
  bytes: Uint8Array,
  columns: StatementColumns,
): Promise<ReadLine[]> {
  let records;
  try {
    records = await readReferenceFile(fileName, bytes);
  } catch (error) {
    if (error instanceof UnreadableFileError)
      throw AppError.field('inputError', 'content', msg(s.errors, 'sheetUnreadable'));
    throw error;
  }
  const read = readStatementSheet(records, columns);
  if (read.problems.length > 0) {
    const shown = read.problems.slice(0, 20).map(problemText);
    const more = read.problems.length > 20 ? [`… +${read.problems.length - 20}`] : [];
    throw AppError.field(
      'inputError',
      'content',
      msg(s.errors, 'fileInvalid', { problems: [...shown, ...more].join('; ') }),
    );
  }
  return read.lines.map((row) => ({
    line: {
      key: `linha-${row.line}`,
      registroANS: '',
      numeroLotePrestador: row.lotNumber,
      numeroProtocolo: row.protocolNumber,
      numeroGuiaPrestador: row.guideNumber,
      sequencialItem: '',
      procedureCode: row.procedureCode ?? '',
      grau: null,
      date: row.performedOn ?? '',
      valorInformado: row.valueInformed,
      valorProcessado: row.valueInformed,
      valorLiberado: row.valueReleased,
      // The sheet gives one glosa value and its codes: the value goes with the first code.
      glosas:
        row.valueGlosa === '0.00'
          ? []
          : (row.glosaCodes.length ? row.glosaCodes : ['']).map((code, i) => ({
              valorGlosa: i === 0 ? row.valueGlosa : '0.00',
              tipoGlosa: code,
            })),
    },
    lineNo: row.line,
    paidOn: null,
    guideLevel: row.procedureCode === null,
  }));
}
