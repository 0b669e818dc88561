import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server (npm run dev at the repo root); in production it serves dist/ itself. */
const apiTarget = 'http://localhost:3000';
const ourPackages = /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/;

/**
 * Catalog texts only the server writes (PDFs, TISS problems, the appeal's XML problems) live in
 * contract/src/i18n/server-only/: the web gets each of their nodes empty, so they stay out of its
 * first load (decision 027). A key the web does not have falls back to the server's pt-BR text.
 */
const serverOnlyTexts = /[\\/]packages[\\/]contract[\\/]src[\\/]i18n[\\/]server-only[\\/][^\\/]+\.ts$/;
function serverOnlyCatalog(): Plugin {
  return {
    name: 'honora-server-only-catalog',
    enforce: 'pre',
    load(id) {
      if (!serverOnlyTexts.test(id)) return null;
      const names = [...readFileSync(id, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      return names.map((name) => `export const ${name} = {};`).join('\n');
    },
  };
}

/**
 * The texts of one screen live in contract/src/i18n/screen-texts/ (decision 029). The catalog
 * mounts them (the server, the tests and the Language tool see the whole catalog), but in the web
 * the catalog gets each of them empty: the screen imports its file itself
 * (`@honora/contract/screen-texts/<file>`), so its texts load with its chunk, not the first load.
 */
const screenTexts = /[\\/]packages[\\/]contract[\\/]src[\\/]i18n[\\/]screen-texts[\\/][^\\/]+\.ts$/;
const catalogFile = /[\\/]packages[\\/]contract[\\/]src[\\/]i18n[\\/]/;
const EMPTY_TEXTS = '\0honora-empty-screen-texts:';
function screenTextsWithTheirScreen(): Plugin {
  return {
    name: 'honora-screen-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !catalogFile.test(importer) || screenTexts.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && screenTexts.test(resolved.id) ? EMPTY_TEXTS + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(EMPTY_TEXTS)) return null;
      const file = id.slice(EMPTY_TEXTS.length);
      const names = [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      return names.map((name) => `export const ${name} = {};`).join('\n');
    },
    // The screen's own copy hands its nodes to the catalog, which applies the administrators'
    // edited texts to them (decision 062): a lazily loaded text is as editable as the others.
    transform(code, id) {
      if (id.startsWith(EMPTY_TEXTS) || !screenTexts.test(id)) return null;
      const names = [...code.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
      if (names.length === 0) return null;
      const catalog = JSON.stringify(id.replace(/screen-texts[\\/][^\\/]+\.ts$/, 'catalog.ts'));
      const mount = `\nimport { mountLazyTexts as __mountLazyTexts } from ${catalog};\n__mountLazyTexts({ ${names.join(', ')} });\n`;
      // Appended after the file's own lines, which keep their places: the source map stays true.
      return { code: code + mount, map: null };
    },
  };
}

export default defineConfig({
  plugins: [serverOnlyCatalog(), screenTextsWithTheirScreen(), react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ping.json': { target: apiTarget, changeOrigin: false },
      '/graphql': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ping.json': { target: apiTarget, changeOrigin: false },
      '/graphql': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-first-load.mjs reads what each route loads at once from the manifest.
    manifest: true,
    rolldownOptions: {
      // Our own packages declare their schemas, catalog and rules at the top level without side
      // effects: a module nothing uses is left out, so the barrel `@honora/contract` does not drag
      // every schema into the first load (decision 021).
      treeshake: {
        moduleSideEffects: (id: string) => (ourPackages.test(id) ? false : undefined),
      },
      output: {
        // Libraries change less often than screens: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
