import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import type { OcrField } from '@honora/contract';

/**
 * The fields of a guide read by OCR as a review shows them (platform.md §2 GuideOcrAmazon, the
 * client's review and support's in the admin workspace; decision 041): their labels, their
 * groups, the crop of the image each was read from, and the value and check on screen.
 */

const o = ocrMessages;

const fieldNames: Readonly<Record<string, string>> = o.fields;

/**
 * The label of a field key: its name, or for a table cell (`procedures.1.code`) its column's
 * name (the row is the group's legend); the team's `code` is the professional's at the operator.
 */
export function fieldLabel(key: string): string {
  const [prefix, row, column] = key.split('.');
  if (column === undefined || row === undefined) return fieldNames[key] ?? key;
  if (prefix === 'team' && column === 'code') return o.client.teamCode;
  return fieldNames[column] ?? column;
}

export interface FieldRow {
  /** The row's number as people count (1, 2, …). */
  n: number;
  fields: OcrField[];
}

export interface FieldGroups {
  fields: OcrField[];
  procedures: FieldRow[];
  team: FieldRow[];
}

/** The guide's fields by group: the header fields, then each procedure row and each team row, in order. */
export function groupFields(fields: readonly OcrField[]): FieldGroups {
  const groups: FieldGroups = { fields: [], procedures: [], team: [] };
  for (const field of fields) {
    const match = /^(procedures|team)\.(\d+)\./.exec(field.key);
    if (!match) {
      groups.fields.push(field);
      continue;
    }
    const rows = groups[match[1] as 'procedures' | 'team'];
    const n = Number(match[2]) + 1;
    let row = rows.find((r) => r.n === n);
    if (!row) {
      row = { n, fields: [] };
      rows.push(row);
    }
    row.fields.push(field);
  }
  groups.procedures.sort((a, b) => a.n - b.n);
  groups.team.sort((a, b) => a.n - b.n);
  return groups;
}

export interface CropView {
  width: number;
  height: number;
  backgroundSize: string;
  backgroundPosition: string;
}

/** Image pixels kept around a field's box so the reviewer sees its surroundings. */
const CROP_MARGIN = 6;

/**
 * Where a field was read, as a CSS background of the page image: the box ([left, top, width,
 * height] in image pixels) with a small margin, scaled to fit `max` (px), as the element's size,
 * the image's scaled size and its offset. Null without a box or the image's size.
 */
export function cropOf(
  box: OcrField['box'],
  image: { width: number | null; height: number | null },
  max: { width: number; height: number },
): CropView | null {
  if (!box || !image.width || !image.height) return null;
  const [left, top, width, height] = box;
  const x = Math.max(0, left - CROP_MARGIN);
  const y = Math.max(0, top - CROP_MARGIN);
  const w = Math.min(image.width, left + width + CROP_MARGIN) - x;
  const h = Math.min(image.height, top + height + CROP_MARGIN) - y;
  if (w <= 0 || h <= 0) return null;
  const scale = Math.min(max.width / w, max.height / h);
  const px = (n: number) => `${Math.round(n * scale)}px`;
  return {
    width: Math.round(w * scale),
    height: Math.round(h * scale),
    backgroundSize: `${px(image.width)} ${px(image.height)}`,
    backgroundPosition: `${px(-x)} ${px(-y)}`,
  };
}

/** A field's value on screen: what the user typed, else what the reviewer confirmed (or was read). */
export const shownValue = (field: Pick<OcrField, 'key' | 'confirmed'>, edits: Readonly<Record<string, string>>) =>
  edits[field.key] ?? field.confirmed;

/** The field's check applies to the value it was made for: once the user changes it, the server checks again. */
export const shownProblem = (field: OcrField, edits: Readonly<Record<string, string>>) =>
  shownValue(field, edits) === field.confirmed ? field.problem : null;
