import { fmt, messages, OCR_LOW_CONFIDENCE, type OcrField } from '@honora/contract';
import type { OcrFieldRecord } from '@honora/db';
import type { TissGuideType } from '@honora/domain';
import { checkField, decimalOfMoney } from './reader/field-checks';
import { layoutOf, type FieldZone } from './reader/layouts';

const k = messages.screens.ocr.checks;

/** Every field a guide of the type may have, in the form's order (table rows as read). */
function zonesOf(type: TissGuideType, keys: readonly string[]): { key: string; zone: FieldZone }[] {
  const layout = layoutOf(type);
  const zones = layout.fields.map((zone) => ({ key: zone.key, zone }));
  for (const table of layout.tables) {
    const rows = new Set(keys.filter((key) => key.startsWith(`${table.prefix}.`)).map((key) => key.split('.')[1]!));
    for (const row of [...rows].sort((a, b) => Number(a) - Number(b))) {
      for (const column of table.columns) {
        if (column.key) zones.push({ key: `${table.prefix}.${row}.${column.key}`, zone: column });
      }
    }
  }
  return zones;
}

/** The kind of a field key (a table cell's is its column's), or null for a key the layout lacks. */
export function zoneOfKey(type: TissGuideType, key: string): FieldZone | null {
  const layout = layoutOf(type);
  const field = layout.fields.find((f) => f.key === key);
  if (field) return field;
  const [prefix, row, column] = key.split('.');
  if (!/^\d{1,2}$/.test(row ?? '')) return null;
  const table = layout.tables.find((t) => t.prefix === prefix);
  return table?.columns.find((c) => c.key && c.key === column) ?? null;
}

/**
 * The guide's fields for review: what was read, what the reviewer confirmed, each field's check
 * (its kind's, plus the sum of the procedures against the guide's total on a Guia de
 * Honorários) and whether its confidence is low.
 */
export function reviewFields(
  type: TissGuideType,
  read: Readonly<Record<string, OcrFieldRecord>>,
  corrections: Readonly<Record<string, string>>,
  unknownCodes: ReadonlySet<string> = new Set(),
): OcrField[] {
  const fields = zonesOf(type, [...Object.keys(read), ...Object.keys(corrections)]).map(({ key, zone }) => {
    const record = read[key];
    const value = record?.value ?? '';
    const confirmed = corrections[key] ?? value;
    let problem = checkField(zone.kind, confirmed, zone.required ?? false);
    if (!problem && zone.kind === 'tuss' && unknownCodes.has(confirmed)) problem = k.tussUnknown;
    return {
      key,
      value,
      confirmed,
      confidence: record?.confidence ?? 0,
      box: record?.box ?? null,
      problem,
      low: record !== undefined && record.confidence < OCR_LOW_CONFIDENCE,
      required: zone.required ?? false,
    };
  });
  if (type === 'Honorario') {
    const total = fields.find((f) => f.key === 'total');
    const rows = fields.filter((f) => /^procedures\.\d+\.totalValue$/.test(f.key));
    const cents = rows.map((f) => decimalOfMoney(f.confirmed));
    const totalCents = total ? decimalOfMoney(total.confirmed) : null;
    if (total && !total.problem && totalCents && rows.length > 0 && cents.every((c) => c !== null)) {
      const sum = cents.reduce((acc, c) => acc + Math.round(Number(c) * 100), 0);
      if (sum !== Math.round(Number(totalCents) * 100)) {
        const money = (n: number) => (n / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
        total.problem = fmt(k.sum, { sum: money(sum), total: total.confirmed });
      }
    }
  }
  return fields;
}

/** The mean confidence of the fields read (0–100), one decimal. */
export function meanConfidence(read: Readonly<Record<string, OcrFieldRecord>>): number {
  const values = Object.values(read).map((f) => f.confidence);
  if (values.length === 0) return 0;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}
