import type { TissGuideType } from '@honora/domain';
import sharp from 'sharp';
import type { GreyPage } from './deskew';
import { recognizeLines } from './engine';
import { zoneOfKey } from './ocr-fields';
import { checkField, cleanValue } from './reader/field-checks';
import type { OcrFieldKind } from './reader/layouts';
import type { CellRect, ReadGuide } from './reader/read-guide';

/**
 * The second reading of a page (decision 041): Tesseract's sparse pass loses short values alone
 * in narrow cells ("1" in Qtde., "22" in Tabela, "SP" in UF). The cells whose value came out empty
 * or fails its kind's check are cropped from the page (inside their box rules) and read again,
 * each as one line of text — in one more Tesseract run per page, not one per cell. A value read
 * again replaces the first only when it passes its check. (Reading free text again this way made
 * it worse: a crop's single line confuses more letters than the page's pass.)
 */

/** Kinds with a check that tells a good reading from a bad one. */
const REREAD_KINDS: ReadonlySet<OcrFieldKind> = new Set([
  'ans',
  'cnes',
  'tuss',
  'table',
  'quantity',
  'via',
  'technique',
  'date',
  'time',
  'money',
  'uf',
  'council',
  'councilNumber',
  'cbo',
  'yesNo',
  'cns',
]);

/** A straightened cell's rectangle back on the page (the bounding box of its turned corners). */
function pageRect(rect: CellRect, angle: number, page: { width: number; height: number }) {
  const [l, t, r, b] = rect;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [l, t],
    [r, t],
    [l, b],
    [r, b],
  ].map(([x, y]) => [x! * cos - y! * sin, x! * sin + y! * cos] as const);
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))));
  const x1 = Math.min(page.width, Math.ceil(Math.max(...corners.map((c) => c[0]))));
  const y1 = Math.min(page.height, Math.ceil(Math.max(...corners.map((c) => c[1]))));
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

export async function rereadCells(page: GreyPage, read: ReadGuide, type: TissGuideType): Promise<number> {
  const suspects = Object.entries(read.cells).flatMap(([key, rect]) => {
    const zone = zoneOfKey(type, key);
    const field = read.fields[key];
    if (!zone || !field || !REREAD_KINDS.has(zone.kind)) return [];
    if (field.value !== '' && checkField(zone.kind, field.value) === null) return [];
    return [{ key, kind: zone.kind, required: zone.required ?? false, rect }];
  });
  if (suspects.length === 0) return 0;
  const crops: { key: string; kind: OcrFieldKind; required: boolean; rect: ReturnType<typeof pageRect> }[] = [];
  for (const s of suspects) {
    const rect = pageRect(s.rect, read.angle, page);
    if (rect.width < 8 || rect.height < 8) continue;
    crops.push({ key: s.key, kind: s.kind, required: s.required, rect });
  }
  if (crops.length === 0) return 0;
  const images = await Promise.all(
    crops.map((c) =>
      sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 1 } })
        .extract(c.rect)
        // Scan grain and specks out: a median, then black and white.
        .median(3)
        .threshold(150)
        .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' })
        .png()
        .toBuffer(),
    ),
  );
  const lines = await recognizeLines(images);
  let replaced = 0;
  crops.forEach((c, i) => {
    const words = (lines[i] ?? []).filter((w) => w.text !== '|').sort((a, b) => a.left - b.left);
    if (words.length === 0) return;
    const value = cleanValue(c.kind, words.map((w) => w.text).join(' '));
    if (value === '' || checkField(c.kind, value, c.required) !== null) return;
    const confidence = Math.round(Math.min(...words.map((w) => w.conf)) * 10) / 10;
    read.fields[c.key] = {
      value,
      confidence,
      box: [c.rect.left, c.rect.top, c.rect.width, c.rect.height],
    };
    replaced++;
  });
  return replaced;
}
