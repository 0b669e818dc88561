import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTsv, type OcrWord } from './reader/words';

/**
 * The recognition engine (decision 041): Debian's Tesseract with the Portuguese model and
 * poppler's pdftoppm, run as child processes on the server — no outside service. One thread per
 * page (OMP_THREAD_LIMIT=1): pages run one after another in the job, and the figure
 * ocr.page.ms is for one core.
 */

/** Resolution PDF pages are drawn at: the ANS forms' 5.5 pt labels need about 300 dpi. */
export const PDF_DPI = 300;

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function run(command: string, args: readonly string[], input?: Buffer, timeoutMs = 60_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 4000) err += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr: err });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? Buffer.alloc(0));
  });
}

/**
 * Many small images read in one Tesseract run (one model load), each as a single line of text;
 * answers each image's words, in order.
 */
export async function recognizeLines(images: readonly Buffer[]): Promise<OcrWord[][]> {
  if (images.length === 0) return [];
  const dir = await mkdtemp(join(tmpdir(), 'honora-ocr-'));
  try {
    const files = await Promise.all(
      images.map(async (image, i) => {
        const file = join(dir, `c${i}.png`);
        await writeFile(file, image);
        return file;
      }),
    );
    const list = join(dir, 'list.txt');
    await writeFile(list, `${files.join('\n')}\n`);
    const result = await run('tesseract', [list, 'stdout', '-l', 'por', '--psm', '7', '--dpi', String(PDF_DPI), 'tsv']);
    if (result.code !== 0) throw new Error(`tesseract: ${result.stderr.trim().slice(0, 500)}`);
    const byPage: OcrWord[][] = images.map(() => []);
    for (const row of result.stdout.toString('utf8').split('\n')) {
      const cols = row.split('\t');
      if (cols[0] !== '5') continue;
      const [word] = parseTsv(`level\n${row}`);
      if (word) byPage[Number(cols[1]) - 1]?.push(word);
    }
    return byPage;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let available: Promise<boolean> | null = null;

/** Whether Tesseract with the Portuguese model and pdftoppm are installed (asked once per process). */
export function engineAvailable(): Promise<boolean> {
  available ??= (async () => {
    try {
      const langs = await run('tesseract', ['--list-langs']);
      const pdf = await run('pdftoppm', ['-v']);
      return langs.code === 0 && /^por$/m.test(langs.stdout.toString() + langs.stderr) && pdf.code === 0;
    } catch {
      return false;
    }
  })();
  return available;
}

/** The words of one page image (PNG, JPEG or PNM), read by Tesseract as sparse text. */
export async function recognizeImage(image: Buffer): Promise<OcrWord[]> {
  const result = await run(
    'tesseract',
    ['stdin', 'stdout', '-l', 'por', '--psm', '11', '--dpi', String(PDF_DPI), 'tsv'],
    image,
  );
  if (result.code !== 0) throw new Error(`tesseract: ${result.stderr.trim().slice(0, 500)}`);
  return parseTsv(result.stdout.toString('utf8'));
}

/** Pages of a PDF; null when poppler cannot read it (corrupt or password-protected). */
export async function pdfPageCount(pdf: Buffer): Promise<number | null> {
  const dir = await mkdtemp(join(tmpdir(), 'honora-ocr-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const info = await run('pdfinfo', [file], undefined, 30_000);
    if (info.code !== 0) return null;
    const m = /^Pages:\s+(\d+)/m.exec(info.stdout.toString());
    return m ? Number(m[1]) : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One page of a PDF drawn as a greyscale PNG at PDF_DPI. */
export async function pdfPageImage(pdf: Buffer, page: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'honora-ocr-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const args = ['-r', String(PDF_DPI), '-gray', '-png', '-f', String(page), '-l', String(page), file, join(dir, 'p')];
    const result = await run('pdftoppm', args);
    const name = (await readdir(dir)).find((f) => f.startsWith('p') && f.endsWith('.png'));
    if (result.code !== 0 || !name) throw new Error(`pdftoppm: ${result.stderr.trim().slice(0, 500)}`);
    return await readFile(join(dir, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type ImageType = 'png' | 'jpeg';

/** The type and pixel size of a PNG or JPEG by its header, else null. */
export function imageInfo(bytes: Uint8Array): { type: ImageType; width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR') {
    return { type: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1]!;
      const length = b.readUInt16BE(i + 2);
      // Start-of-frame markers (baseline, progressive…), not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
      }
      i += 2 + length;
    }
  }
  return null;
}

export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
