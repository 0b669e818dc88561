/**
 * Reading the fields of one record with the TISS data-type rules (NOTES.md §5b): text trimmed,
 * money `xs:decimal` with a dot and at most two decimals, written back with exactly two; widths
 * by version (8,2 item values before 4.03, 10,2 after). Each departure becomes a problem at the
 * field's path and line; the value read is null when it cannot be used.
 */
import type { DecimalText } from '../../pricing/types';
import type { TissVersion } from '../types';
import type { StatementProblem, StatementProblemCode, StatementProvider, StatementHeader } from './types';
import type { XmlRecord } from './xml-records';

const WARNINGS: ReadonlySet<StatementProblemCode> = new Set([
  'itemValuesMismatch',
  'totalsMismatch',
  'valueTooWide',
  'transactionMismatch',
]);

export const problemSeverity = (code: StatementProblemCode): 'error' | 'warning' =>
  WARNINGS.has(code) ? 'warning' : 'error';

/** The problems of one reading, and the version whose widths apply. */
export interface ReadContext {
  problems: StatementProblem[];
  version: TissVersion | null;
}

export function addProblem(
  ctx: ReadContext,
  code: StatementProblemCode,
  path: string,
  line: number | null,
  params?: Record<string, string>,
): void {
  ctx.problems.push({ code, severity: problemSeverity(code), path, line, ...(params ? { params } : {}) });
}

/** Integer digits a decimal may have: `total - fraction` of its st_decimalT-F type. */
export type DecimalWidth = { intDigits: number; fraction: number };
export const DECIMAL_10_2: DecimalWidth = { intDigits: 8, fraction: 2 };
export const DECIMAL_8_2: DecimalWidth = { intDigits: 6, fraction: 2 };

/** Item values (valorInformado … valorGlosa) and valorDbCr: 8,2 before 4.03.00, 10,2 from it (NOTES.md §9). */
export const itemMoneyWidth = (version: TissVersion | null): DecimalWidth =>
  version === '3.05.00' || version === '4.01.00' ? DECIMAL_8_2 : DECIMAL_10_2;

/** qtdExecutada: 8,4 in 3.05.00, 9,4 after. */
export const quantityWidth = (version: TissVersion | null): DecimalWidth =>
  version === '3.05.00' ? { intDigits: 4, fraction: 4 } : { intDigits: 5, fraction: 4 };

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The fields and child records of one record, under its path. */
export class RecordReader {
  constructor(
    readonly ctx: ReadContext,
    readonly record: XmlRecord,
    readonly path: string,
  ) {
    for (const { key, line } of record.repeated) addProblem(ctx, 'repeatedElement', `${path}/${key}`, line);
  }

  get line(): number {
    return this.record.line;
  }

  has(key: string): boolean {
    return this.record.fields.has(key);
  }

  /** A text field, trimmed; '' and a missingField problem when a required one is absent or blank. */
  text(key: string): string {
    const value = this.optional(key);
    if (value === null) this.missing(key);
    return value ?? '';
  }

  /** An optional text field, trimmed; null when absent or blank. */
  optional(key: string): string | null {
    const text = this.record.fields.get(key)?.text.trim();
    return text ? text : null;
  }

  /** A required money field as decimal text with two decimals, or null (missing, not a number). */
  money(key: string, width: DecimalWidth = DECIMAL_10_2): DecimalText | null {
    const value = this.decimal(key, width);
    return value === null ? null : withDecimals(value, 2);
  }

  /** An optional money field (valorGlosa… totals): null when absent, a problem only when unreadable. */
  optionalMoney(key: string, width: DecimalWidth = DECIMAL_10_2): DecimalText | null {
    const value = this.decimal(key, width, false);
    return value === null ? null : withDecimals(value, 2);
  }

  /** A decimal field as written (trimmed), checked against its width, or null. */
  decimal(key: string, width: DecimalWidth, required = true): string | null {
    const value = this.optional(key);
    if (value === null) {
      if (required) this.missing(key);
      return null;
    }
    const match = DECIMAL.exec(value);
    const at = this.lineOf(key);
    if (!match || (match[3] ?? '').length > width.fraction) {
      addProblem(this.ctx, 'valueNotNumeric', `${this.path}/${key}`, at, { value });
      return null;
    }
    if (match[1]) addProblem(this.ctx, 'valueNegative', `${this.path}/${key}`, at, { value });
    if (match[2]!.replace(/^0+(?=\d)/, '').length > width.intDigits) {
      addProblem(this.ctx, 'valueTooWide', `${this.path}/${key}`, at, { value, digits: String(width.intDigits) });
    }
    return value;
  }

  /** The child records of one name, each with its reader and 1-based path. */
  children(name: string): RecordReader[] {
    const found: RecordReader[] = [];
    for (const child of this.record.children) {
      if (child.name !== name) continue;
      found.push(new RecordReader(this.ctx, child, `${this.path}/${child.at}[${found.length + 1}]`));
    }
    return found;
  }

  missing(key: string): void {
    addProblem(this.ctx, 'missingField', `${this.path}/${key}`, this.lineOf(key));
  }

  lineOf(key: string): number {
    return this.record.fields.get(key)?.line ?? this.record.line;
  }
}

/** Decimal text with exactly `decimals` places ("850" → "850.00", "-0.5" → "-0.50"). */
export function withDecimals(text: string, decimals: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/^0+(?=\d)/, '');
  return `${sign}${digits}.${fraction.padEnd(decimals, '0')}`;
}

/** ct_demonstrativoCabecalho under `cabecalhoDemonstrativo`. */
export function readHeader(r: RecordReader): StatementHeader {
  return {
    registroANS: r.text('cabecalhoDemonstrativo/registroANS'),
    numeroDemonstrativo: r.text('cabecalhoDemonstrativo/numeroDemonstrativo'),
    nomeOperadora: r.text('cabecalhoDemonstrativo/nomeOperadora'),
    numeroCNPJ: r.text('cabecalhoDemonstrativo/numeroCNPJ'),
    dataEmissao: r.text('cabecalhoDemonstrativo/dataEmissao'),
  };
}

/** ct_contratadoDados (a choice of code, CPF or CNPJ; plus nomeContratado in 3.05.00) and the CNES beside it. */
export function readProvider(r: RecordReader, contratado: string, cnes: string): StatementProvider {
  const provider: StatementProvider = {
    codigoPrestadorNaOperadora: r.optional(`${contratado}/codigoPrestadorNaOperadora`),
    cpf: r.optional(`${contratado}/cpfContratado`),
    cnpj: r.optional(`${contratado}/cnpjContratado`),
    nomeContratado: r.optional(`${contratado}/nomeContratado`),
    cnes: r.optional(cnes),
  };
  if (!provider.codigoPrestadorNaOperadora && !provider.cpf && !provider.cnpj) r.missing(contratado);
  if (!provider.cnes) r.missing(cnes);
  return provider;
}
