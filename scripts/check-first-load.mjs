// The first load of the web app, measured from the built files: everything a route's HTML pulls in
// before any interaction (the entry script, its static imports, the screens the route renders at
// once with their static imports, and the CSS of all of them), gzipped. Fails above the budget.
//
//   node scripts/check-first-load.mjs [--build] [--dist DIR] [--bench]
//
// --build runs the web build first (into DIR when given); --bench prints the figure of
// `npm run bench` (`bench web.initial_kb_gz VALUE KB baseline=300 ratio=R`). Decision record 021.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const webRoot = join(repoRoot, 'packages/web');

/** The goal of the first load, in KB (1 KB = 1000 bytes, as Vite's build report counts). */
export const BUDGET_KB = 300;

/**
 * The routes measured and what each renders before any interaction, as modules of the manifest
 * (their source paths under packages/web). `/login` goes to the client login (platform.md §2);
 * the logged-in home is the workspace's dashboard inside the shell. A screen or shell piece made
 * lazy that these routes render at once must be listed here, or the figure would miss it.
 */
export const firstLoadRoutes = {
  '/login': ['index.html', 'src/features/auth/login-page.tsx'],
  '/client/dashboard': ['index.html', 'src/shared/layout/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
};

/** Files (JS and CSS) a manifest entry loads at once: itself, its static imports, their CSS. */
function filesOf(manifest, key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`o manifesto do build não tem ${key}`);
  if (chunk.file.endsWith('.js') || chunk.file.endsWith('.css')) files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files, seen);
  return files;
}

/** A shell piece may be bundled into the entry: then it has no manifest entry of its own. */
function presentKeys(manifest, keys) {
  return keys.filter((key) => key === 'index.html' || Object.hasOwn(manifest, key));
}

/** Gzipped size of each route's first load, in bytes, with the files counted. */
export function measureFirstLoad(distDir) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} não existe: rode o build do web antes`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gzipped.get(file);
  };
  return Object.entries(firstLoadRoutes).map(([route, keys]) => {
    const files = new Set();
    for (const key of presentKeys(manifest, keys)) filesOf(manifest, key, files);
    const list = [...files].map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
    return { route, bytes: list.reduce((sum, f) => sum + f.bytes, 0), files: list };
  });
}

function build(outDir) {
  const args = ['vite', 'build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])];
  const result = spawnSync('npx', args, { cwd: webRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('o build do web falhou');
}

function main(argv) {
  const distIndex = argv.indexOf('--dist');
  const distDir = distIndex >= 0 ? resolve(argv[distIndex + 1]) : join(webRoot, 'dist');
  if (argv.includes('--build')) build(distIndex >= 0 ? distDir : undefined);
  const routes = measureFirstLoad(distDir);
  const kb = (bytes) => bytes / 1000;
  for (const { route, bytes, files } of routes) {
    console.log(`first load ${route}: ${kb(bytes).toFixed(1)} KB gzip (${files.length} files)`);
    if (argv.includes('--verbose'))
      for (const f of files) console.log(`  ${kb(f.bytes).toFixed(1).padStart(7)} ${f.file}`);
  }
  const worst = Math.max(...routes.map((r) => r.bytes));
  if (argv.includes('--bench')) {
    console.log(
      `bench web.initial_kb_gz ${kb(worst).toFixed(0)} KB baseline=${BUDGET_KB} ratio=${(kb(worst) / BUDGET_KB).toFixed(2)}`,
    );
  }
  const over = routes.filter((r) => kb(r.bytes) > BUDGET_KB);
  if (over.length > 0) {
    console.error(`first load above ${BUDGET_KB} KB gzip: ${over.map((r) => r.route).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
