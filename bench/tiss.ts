/**
 * tiss.lote_100.ms and tiss.events_10k.ms (issue 8): the TISS builder as the server runs it
 * (domain, pure TypeScript MD5), on generated guides with accents, emoji, escapes and teams.
 * - tiss.lote_100.ms: one 100-guide honorários lote (4.03.00) built and hashed, median of 20
 *   runs; baseline = the MD5 of the same leaf text alone.
 * - tiss.events_10k.ms: 10,000 events in 100 lotes (every guide type and version), built and
 *   hashed; baseline = the bare MD5s of those files' leaf texts.
 * Each is printed beside the XSD validation time of the same files (xmllint-wasm, schemas of
 * TISS_SCHEMA_DIR or ../shared/tiss/xsd).
 * - tiss.guides_pdf_100.ms: the printed guides of 100 events (Honorário, SP/SADT, Consulta; three
 *   procedures each), compressed, as GET …/guides.pdf renders them; median of 3 runs.
 * No database needed.
 */
import {
  TISS_VERSIONS,
  TissTestData,
  buildTissLote,
  encodeTissText,
  md5Hex,
  tissLeafText,
  type TissGuideType,
  type TissLoteInput,
  type TissVersion,
} from '@honora/domain';
import { sharedPath } from '@honora/db/testing';
import { renderGuidesPdf } from '../packages/server/src/modules/tiss/guide-pdf';
import { guideInput, pdfOptions } from '../packages/server/src/modules/tiss/pdf/guide-fixtures';
import { createTissXsdValidator } from '../packages/server/src/modules/tiss/xsd-validator';
import { percentile, report, timed } from './lib';

const TYPES: readonly TissGuideType[] = ['Honorario', 'SPSADT', 'Consulta'];
const median = (values: number[]) => percentile(values, 50);

export async function benchTiss(baseUrl: string): Promise<void> {
  void baseUrl;
  const validator = createTissXsdValidator(process.env.TISS_SCHEMA_DIR ?? sharedPath('tiss', 'xsd'));
  const data = new TissTestData(2026);

  // One 100-guide lote.
  const lote = data.lote('Honorario', '4.03.00', 100, { hashEncoding: 'ISO-8859-1' });
  const built = buildTissLote(lote);
  if (built.problems.length) throw new Error(`bench lote has problems: ${JSON.stringify(built.problems[0])}`);
  const leafBytes = encodeTissText(tissLeafText(built.xml), 'ISO-8859-1');
  const loteMs = median(await timed(async () => buildTissLote(lote), 3, 20));
  const loteMd5Ms = median(await timed(async () => md5Hex(leafBytes), 3, 20));
  report('tiss.lote_100.ms', loteMs, 'ms', loteMd5Ms);
  await validator.validate('4.03.00', built.bytes); // compiles nothing twice: warms the wasm module
  const loteXsdMs = median(
    await timed(
      async () => {
        const result = await validator.validate('4.03.00', built.bytes);
        if (!result.valid) throw new Error(`bench lote invalid: ${result.errors[0]}`);
      },
      0,
      5,
    ),
  );
  report('tiss.lote_100.xsd_ms', loteXsdMs, 'ms');

  // 10,000 events in 100 lotes of 100: every type and version.
  const lotes: TissLoteInput[] = [];
  for (let i = 0; i < 100; i++) {
    const version = TISS_VERSIONS[i % TISS_VERSIONS.length]!;
    const type = TYPES[Math.floor(i / TISS_VERSIONS.length) % TYPES.length]!;
    lotes.push(data.lote(type, version, 100));
  }
  const files = lotes.map((l) => buildTissLote(l));
  if (files.some((f) => f.problems.length)) throw new Error('bench lotes have problems');
  const leaves = files.map((f, i) => encodeTissText(tissLeafText(f.xml), lotes[i]!.settings.hashEncoding));
  const eventsMs = median(
    await timed(
      async () => {
        for (const l of lotes) buildTissLote(l);
      },
      1,
      3,
    ),
  );
  const md5Ms = median(
    await timed(
      async () => {
        for (const bytes of leaves) md5Hex(bytes);
      },
      1,
      3,
    ),
  );
  report('tiss.events_10k.ms', eventsMs, 'ms', md5Ms);

  const start = performance.now();
  let invalid = 0;
  for (const version of TISS_VERSIONS) {
    const bytes = files.filter((_, i) => lotes[i]!.settings.version === version).map((f) => f.bytes);
    const results = await validator.validateMany(version as TissVersion, bytes);
    invalid += results.filter((r) => !r.valid).length;
  }
  if (invalid) throw new Error(`${invalid} bench files do not validate`);
  report('tiss.events_10k.xsd_ms', performance.now() - start, 'ms');

  const guides = Array.from({ length: 100 }, (_, i) => guideInput(TYPES[i % TYPES.length]!, 3));
  const pdfMs = median(await timed(async () => renderGuidesPdf(guides, pdfOptions({ compress: true })), 1, 3));
  report('tiss.guides_pdf_100.ms', pdfMs, 'ms');
}
