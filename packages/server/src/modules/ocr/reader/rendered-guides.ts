import { seededRandom, ufToIbge, type TissGuideInput } from '@honora/domain';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formDate, formMoney, renderGuidesPdf, type GuidePdfOptions } from '../../tiss';
import sharp from 'sharp';
import { PDF_DPI } from '../engine';

/**
 * Guides the tests and the bench read (decision 041): the product's own printed guides with
 * known values, drawn to greyscale pixels, turned by a small angle and speckled with noise, as a
 * scanner would give them.
 */

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function parsePgm(buffer: Buffer): Gray {
  // P5\n<width> <height>\n255\n<bytes>
  let offset = 0;
  const tokens: string[] = [];
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(buffer[offset]!))) offset++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(buffer[offset]!))) token += String.fromCharCode(buffer[offset++]!);
    tokens.push(token);
  }
  offset++;
  const [, w, h] = tokens;
  return { width: Number(w), height: Number(h), pixels: new Uint8Array(buffer.subarray(offset)) };
}

const pngOf = (g: Gray) =>
  sharp(Buffer.from(g.pixels), { raw: { width: g.width, height: g.height, channels: 1 } })
    .png()
    .toBuffer();

/** Turns the image by `degrees` about its centre (bilinear), white outside, then adds speckle and grain. */
function scan(g: Gray, degrees: number, random: () => number): Gray {
  const { width, height, pixels } = g;
  const out = new Uint8Array(width * height);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      let v = 255;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        const fx = sx - x0;
        const fy = sy - y0;
        const i = y0 * width + x0;
        v =
          pixels[i]! * (1 - fx) * (1 - fy) +
          pixels[i + 1]! * fx * (1 - fy) +
          pixels[i + width]! * (1 - fx) * fy +
          pixels[i + width + 1]! * fx * fy;
      }
      const r = random();
      // 0.2 % black or white specks; grain of ±12 grey levels elsewhere.
      if (r < 0.001) v = 0;
      else if (r < 0.002) v = 255;
      else v += (random() - 0.5) * 24;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { width, height, pixels: out };
}

/** The guide's first page as a scanned greyscale PNG, turned by `degrees`, with noise. */
export async function scannedGuide(
  guide: TissGuideInput,
  options: GuidePdfOptions,
  degrees: number,
  seed: number,
): Promise<{ image: Buffer; width: number; height: number; pdf: Buffer }> {
  const pdf = await renderGuidesPdf([guide], options);
  const dir = mkdtempSync(join(tmpdir(), 'honora-scan-'));
  try {
    writeFileSync(join(dir, 'g.pdf'), pdf);
    const result = spawnSync('pdftoppm', [
      '-r',
      String(PDF_DPI),
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'g.pdf'),
      join(dir, 'g'),
    ]);
    if (result.status !== 0) throw new Error(`pdftoppm: ${result.stderr.toString()}`);
    const page = scan(parsePgm(readFileSync(join(dir, 'g.pgm'))), degrees, seededRandom(seed));
    return { image: await pngOf(page), width: page.width, height: page.height, pdf };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the first page of a guide prints in each field the reader reads (the test's answers). */
export function printedFields(guide: TissGuideInput, options: GuidePdfOptions): Record<string, string> {
  const data = guide.data as Record<string, string | undefined>;
  const fields: Record<string, string> = {
    registerANS: options.registerANS,
    providerGuide: guide.numGuide ?? '',
    patientName: guide.patientName ?? '',
    wallet: guide.wallet ?? '',
  };
  if (guide.type !== 'Consulta') fields.password = data.password ?? '';
  if (guide.hospital && guide.type === 'Honorario') {
    fields.hospitalName = guide.hospital.name ?? '';
    fields.hospitalCnes = guide.hospital.cnes ?? '';
  }
  fields.executorName = options.provider.name ?? '';
  fields.executorCnes = options.provider.cnes ?? '';
  if (guide.type === 'Consulta') {
    const item = guide.procedures[0]!;
    fields.startDate = formDate(item.date);
    fields['procedures.0.code'] = item.code;
    fields['procedures.0.table'] = item.tableCode ?? '22';
    fields.total = formMoney(guide.total);
    fields.professionalName = guide.executor?.name ?? '';
    fields.councilNumber = guide.executor?.councilNumber ?? '';
    fields.uf = ufToIbge(guide.executor?.uf) ?? '';
    fields.cbo = guide.executor?.cbo ?? '';
    return fields;
  }
  if (guide.type === 'Honorario') fields.startDate = formDate(guide.dtProcedure);
  const rows = guide.type === 'Honorario' ? 9 : 3;
  guide.procedures.slice(0, rows).forEach((item, i) => {
    fields[`procedures.${i}.date`] = formDate(item.date);
    fields[`procedures.${i}.code`] = item.code;
    fields[`procedures.${i}.table`] = item.tableCode ?? '';
    fields[`procedures.${i}.quantity`] = String(item.quantity);
    fields[`procedures.${i}.totalValue`] = formMoney(item.totalValue);
    fields[`procedures.${i}.startTime`] = item.startTime ?? '';
    fields[`procedures.${i}.endTime`] = item.endTime ?? '';
  });
  if (guide.procedures.length <= rows) fields.total = formMoney(guide.total);
  return fields;
}

const FIRST = ['Ana', 'João', 'Maria', 'José', 'Antônio', 'Francisca', 'Luíza', 'Raimundo', 'Conceição', 'Sebastião'];
const LAST = [
  'Silva',
  'Souza',
  'Araújo',
  'Gonçalves',
  'Ribeiro',
  'Carvalho',
  'Pereira',
  'Magalhães',
  'Brandão',
  'Assunção',
];
const HOSPITALS = ['Hospital São Lucas', 'Santa Casa de Misericórdia', 'Hospital Santa Mônica', 'Hospital do Coração'];
const CODES = ['30602246', '31009107', '31005470', '30715016', '31103421', '30912016', '40201066', '31309054'];

/**
 * A set of guides with varied known values (names with accents, numbers, dates, codes, sums) of
 * every type, each with the angle (±2°) and noise seed it is scanned with — the same set for a
 * given size, for the accuracy test and the figure ocr.field_accuracy.pct.
 */
export function guideSet(
  size: number,
  base: TissGuideInput[],
): { guide: TissGuideInput; degrees: number; seed: number }[] {
  const random = seededRandom(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const day = () =>
    `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  return Array.from({ length: size }, (_, i) => {
    const template = base[i % base.length]!;
    const date = day();
    const rows = template.type === 'Consulta' ? 1 : 1 + Math.floor(random() * (template.type === 'SPSADT' ? 3 : 4));
    const procedures = Array.from({ length: rows }, (_, r) => {
      const value = (100 + Math.floor(random() * 500000) / 100).toFixed(2);
      return {
        ...template.procedures[0]!,
        rowId: `row-${r}`,
        code: pick(CODES),
        date,
        totalValue: value,
        unitValue: value,
      };
    });
    const total = procedures.reduce((sum, p) => sum + Math.round(Number(p.totalValue) * 100), 0) / 100;
    const guide: TissGuideInput = {
      ...template,
      numGuide: digits(6 + Math.floor(random() * 4)),
      wallet: digits(16),
      patientName: `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`,
      dtProcedure: date,
      hospital: { ...template.hospital!, name: pick(HOSPITALS), cnes: digits(7) },
      data: { ...template.data, password: `S${digits(6)}` },
      procedures,
      total: total.toFixed(2),
    };
    const degrees = Math.round((random() * 4 - 2) * 10) / 10;
    return { guide, degrees, seed: 1000 + i };
  });
}
