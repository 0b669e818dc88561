import { recognizeImage } from '../packages/server/src/modules/ocr/engine';
import { readPage } from '../packages/server/src/modules/ocr/read-page';
import { readGuide } from '../packages/server/src/modules/ocr/reader/read-guide';
import { guideSet, printedFields, scannedGuide } from '../packages/server/src/modules/ocr/reader/rendered-guides';
import { guideInput, pdfOptions } from '../packages/server/src/modules/tiss/pdf/guide-fixtures';
import { percentile, report } from './lib';

const GUIDES = 30;

/** Share (0–100) of the printed fields read exactly as printed. */
function accuracy(results: { expected: Record<string, string>; read: Record<string, { value: string }> | null }[]) {
  let right = 0;
  let total = 0;
  for (const { expected, read } of results) {
    for (const [key, value] of Object.entries(expected)) {
      if (value === '') continue;
      total++;
      if (read?.[key]?.value === value) right++;
    }
  }
  return (100 * right) / Math.max(total, 1);
}

/**
 * ocr.page.ms and ocr.field_accuracy.pct (decision 041), on guides the bench renders from the
 * product's own printed guides with known values (Honorários, SP/SADT and Consulta in turn),
 * rasterized at 300 dpi, turned by up to ±2° and speckled with noise. Tesseract runs on one core
 * (OMP_THREAD_LIMIT=1, set by the engine).
 * - ocr.page.ms: the median time to read one page (the page turned level, Tesseract's pass, the
 *   zones, the second reading of doubtful cells, the level page stored as PNG); baseline:
 *   Tesseract's pass over the page as it came alone.
 * - ocr.field_accuracy.pct: the printed fields read exactly right over 30 guides; baseline: the
 *   zones read from Tesseract's pass over the page as it came (not turned level, no second
 *   reading).
 */
export async function benchOcr(): Promise<void> {
  const options = pdfOptions();
  const set = guideSet(GUIDES, [guideInput('Honorario', 1), guideInput('SPSADT', 1), guideInput('Consulta', 1)]);
  const times: number[] = [];
  const tesseractTimes: number[] = [];
  const full = [];
  const firstPass = [];
  for (const { guide, degrees, seed } of set) {
    const scan = await scannedGuide(guide, options, degrees, seed);
    const expected = printedFields(guide, options);
    const t0 = performance.now();
    const words = await recognizeImage(scan.image);
    tesseractTimes.push(performance.now() - t0);
    firstPass.push({ expected, read: readGuide(words, scan)?.fields ?? null });
    const t1 = performance.now();
    const read = (await readPage(scan.image)).guide;
    times.push(performance.now() - t1);
    full.push({ expected, read: read?.fields ?? null });
  }
  report('ocr.page.ms', percentile(times, 50), 'ms', percentile(tesseractTimes, 50));
  report('ocr.field_accuracy.pct', accuracy(full), 'pct', accuracy(firstPass));
}
