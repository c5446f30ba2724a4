import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const clientDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(clientDir, '..');
/** The API server during development (`npm run dev` starts it on 3001). */
const apiServer = 'http://localhost:3001';

/** Vite serves and builds the client; the express server serves `dist/client` in production. */
export default defineConfig({
  root: clientDir,
  // Brotli and gzip copies of every text asset above 1 KiB beside it; the server sends the one the
  // browser accepts (server/http/clientApp.ts), so nothing is compressed per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/ })],
  build: {
    outDir: path.join(repoDir, 'dist/client'),
    emptyOutDir: true,
    // scripts/check-first-load.mjs reads it to weigh what the landing page loads.
    manifest: true,
    // The playground (GraphiQL + Monaco) is large by nature and loads only on /graphql.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // GraphiQL's modules start with "use no memo" (a React Compiler hint); bundling drops it harmlessly.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      input: {
        main: path.join(clientDir, 'index.html'),
        playground: path.join(clientDir, 'playground.html'),
      },
    },
  },
  // Monaco's workers (GraphiQL) are bundled as same-origin module files: the CSP allows
  // `worker-src 'self' blob:` and no CDN is reachable offline.
  worker: { format: 'es' },
  // In dev, worker modules are served unbundled; CommonJS packages they import must be
  // pre-bundled explicitly (nullthrows and picomatch-browser, used by monaco-graphql's worker).
  optimizeDeps: { include: ['nullthrows', 'picomatch-browser'] },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/graphql': {
        target: apiServer,
        // A browser opening /graphql gets the playground from Vite (with hot reload); the
        // server only serves the built one.
        bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/playground.html' : undefined),
      },
    },
  },
});
