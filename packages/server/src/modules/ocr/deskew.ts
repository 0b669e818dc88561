import sharp from 'sharp';

/**
 * Straightening a scanned page before Tesseract reads it (decision 041). Tesseract's sparse pass
 * drops short labels and values beside box rules that run askew ("15 - UF", "20 - Tabela" were
 * lost at 1.8°), so the page is turned level first. The skew comes from the pixels: a TISS form
 * is ruled by long horizontal lines, and the dark pixels projected at the page's true angle pile
 * up on those lines — the angle whose projection is most peaked wins.
 */

/** A page as grey pixels, one byte each, row after row. */
export interface GreyPage {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Widest skew looked for (degrees), and the coarse and fine steps of the search. */
const MAX_DEGREES = 4;
const COARSE_STEP = 0.1;
const FINE_STEP = 0.01;
/** The page is searched at this width: enough for a hundredth of a degree, cheap to project. */
const SEARCH_WIDTH = 1200;
/** Turns smaller than this are left alone (Tesseract reads them level). */
const MIN_DEGREES = 0.15;

const rawOf = (page: GreyPage) => ({ raw: { width: page.width, height: page.height, channels: 1 as const } });

/**
 * A PNG or JPEG page as grey pixels (transparency on white), turned upright by its EXIF
 * orientation (a phone's photo is often stored sideways with a flag); `turned` says it was.
 */
export async function greyPage(image: Buffer): Promise<GreyPage & { turned: boolean }> {
  const { orientation } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, turned: (orientation ?? 1) > 1 };
}

/** The page as a PGM file (what Tesseract reads without decoding a compressed image). */
export function pgmOf(page: GreyPage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`, 'latin1'), page.pixels]);
}

/** A grey page as a PNG (what is stored and shown beside the fields read). */
export function pngOf(page: GreyPage): Promise<Buffer> {
  return sharp(page.pixels, rawOf(page)).png({ compressionLevel: 3 }).toBuffer();
}

/** Dark pixels of a page at the search width: their x and y. */
async function darkPixels(page: GreyPage): Promise<{ xs: Int32Array; ys: Int32Array; height: number }> {
  const { data, info } = await sharp(page.pixels, rawOf(page))
    .resize({ width: SEARCH_WIDTH, withoutEnlargement: true })
    .threshold(140)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] === 0) count++;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  let n = 0;
  for (let i = 0, p = 0; i < data.length; i += info.channels, p++) {
    if (data[i] !== 0) continue;
    xs[n] = p % info.width;
    ys[n] = Math.floor(p / info.width);
    n++;
  }
  return { xs, ys, height: info.height };
}

/** How peaked the dark pixels' rows are when projected along `degrees` (sum of squared row counts). */
function peakedness(xs: Int32Array, ys: Int32Array, degrees: number, rows: Float64Array): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * SEARCH_WIDTH) + 1;
  rows.fill(0);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(ys[i]! - xs[i]! * slope) + offset;
    if (row >= 0 && row < rows.length) rows[row]!++;
  }
  let score = 0;
  for (const count of rows) score += count * count;
  return score;
}

/** The page's skew in degrees (positive: lines fall to the right), within ±4°. */
export async function pageSkewDegrees(page: GreyPage): Promise<number> {
  const { xs, ys, height } = await darkPixels(page);
  if (xs.length === 0) return 0;
  const margin = Math.ceil(Math.tan((MAX_DEGREES * Math.PI) / 180) * SEARCH_WIDTH) + 2;
  const rows = new Float64Array(height + 2 * margin);
  const best = (from: number, to: number, step: number) => {
    let at = 0;
    let top = -1;
    for (let d = from; d <= to + 1e-9; d += step) {
      const score = peakedness(xs, ys, d, rows);
      if (score > top) {
        top = score;
        at = d;
      }
    }
    return at;
  };
  const coarse = best(-MAX_DEGREES, MAX_DEGREES, COARSE_STEP);
  return best(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP);
}

/** The page turned level (white where the turn uncovers the canvas) and by how much; as it came when nearly level. */
export async function straightenPage(page: GreyPage): Promise<{ page: GreyPage; degrees: number }> {
  const degrees = await pageSkewDegrees(page);
  if (Math.abs(degrees) < MIN_DEGREES) return { page, degrees: 0 };
  const { data, info } = await sharp(page.pixels, rawOf(page))
    .rotate(-degrees, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { page: { pixels: data, width: info.width, height: info.height }, degrees };
}
