// OCR of guides runs Debian's Tesseract with the Portuguese model and poppler's pdftoppm and
// pdfinfo (decision 041; no outside service). Installs them when missing: the tests, the bench
// and `npm start` call this first. Without root or apt, it says what to install and, with
// --optional, lets the caller go on (the OCR screens then answer that the reader is missing).
import { spawnSync } from 'node:child_process';

const PACKAGES = ['tesseract-ocr', 'tesseract-ocr-por', 'poppler-utils'];
const optional = process.argv.includes('--optional');

function has(command, args, expect) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) return false;
  return expect ? expect.test(`${result.stdout}${result.stderr}`) : true;
}

const ready = () => has('tesseract', ['--list-langs'], /^por$/m) && has('pdftoppm', ['-v']) && has('pdfinfo', ['-v']);

function run(command, args) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, argv] = asRoot ? [command, args] : ['sudo', ['-n', command, ...args]];
  console.log(`$ ${[cmd, ...argv].join(' ')}`);
  const result = spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

if (!ready()) {
  console.log(`Leitor de OCR ausente: instalando ${PACKAGES.join(', ')} (apt-get).`);
  const ok = run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES]);
  if (!ok || !ready()) {
    console.error(
      `\nNão foi possível instalar o leitor de OCR.\nInstale-o manualmente (como root: apt-get update && apt-get install -y ${PACKAGES.join(' ')}).\n`,
    );
    if (!optional) process.exit(1);
  }
}
