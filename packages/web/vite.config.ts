import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (npm run dev at the repo root); in production it serves dist/ itself. */
const apiTarget = 'http://localhost:3000';
const ourPackages = /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
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
