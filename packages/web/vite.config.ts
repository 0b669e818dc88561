import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (npm run dev at the repo root); in production it serves dist/ itself. */
const apiTarget = 'http://localhost:3000';

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
    rolldownOptions: {
      output: {
        // Libraries change less often than screens: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'vendor-mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
