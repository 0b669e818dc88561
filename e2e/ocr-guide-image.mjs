// A paper guide as the OCR screen receives it (decision 041): the product's own printed Guia de
// Honorários (the server's renderer and its test fixtures) drawn to a PNG at 300 dpi with the
// server's pdftoppm step. The e2e specs do not import server code: ocr.spec.ts runs this with
//
//   node --import tsx e2e/ocr-guide-image.mjs OUT.png '{"registerANS": "…", "guide": {…}, "procedure": {…}}'
//
// `guide` and `procedure` override the fixtures' guide and its one procedure.
import { writeFile } from 'node:fs/promises';
import { pdfPageImage } from '../packages/server/src/modules/ocr/engine.ts';
import { renderGuidesPdf } from '../packages/server/src/modules/tiss/guide-pdf.ts';
import { guideInput, pdfOptions, procedureItem } from '../packages/server/src/modules/tiss/pdf/guide-fixtures.ts';

const [out, json] = process.argv.slice(2);
if (!out || !json) {
  console.error('uso: node --import tsx e2e/ocr-guide-image.mjs SAIDA.png JSON');
  process.exit(2);
}
const spec = JSON.parse(json);
const procedure = procedureItem(0, spec.procedure ?? {});
const guide = guideInput('Honorario', 1, { ...spec.guide, procedures: [procedure] });
const pdf = await renderGuidesPdf([guide], pdfOptions({ registerANS: spec.registerANS }));
await writeFile(out, await pdfPageImage(pdf, 1));
