import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellOnly } from './serviceWorkerAssets.mts';

const clientDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(clientDir, '..');
const outDir = path.join(repoDir, 'dist/client');
/** The API server during development (`npm run dev` starts it on 3001). */
const apiServer = 'http://localhost:3001';

/** A code-splitting test: JavaScript modules of these packages (by name) in node_modules. */
const libraries = (names: RegExp) => {
  const pattern = new RegExp(`node_modules[\\\\/](${names.source})[\\\\/]`);
  return (id: string) => pattern.test(id) && !id.endsWith('.css');
};

/** Vite serves and builds the client; the express server serves `dist/client` in production. */
export default defineConfig({
  root: clientDir,
  // Brotli and gzip copies of every text asset above 1 KiB beside it; the server sends the one the
  // browser accepts (server/http/clientApp.ts), so nothing is compressed per request.
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/,
    }),
    // The service worker (Workbox) keeps the app itself — the same files for every user — so it
    // opens with no network. It never stores API answers: those are per user (client/src/offline/).
    // 'prompt': a new deployment waits until the user chooses 'Reload' (client/src/offline/appUpdate.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        manifestTransforms: [appShellOnly(outDir)],
        // The only files above Workbox's 2 MiB default are the playground's (Monaco), which
        // appShellOnly leaves out; the limit must not refuse them before that filter runs.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql(\/|$|\?)/, /^\/healthz/],
        cleanupOutdatedCaches: true,
        // The spoken cues (client/public/cues) are not precached: they load when cues are first
        // on, and each is kept once fetched, so a device that has played cues has them offline.
        runtimeCaching: [
          { urlPattern: /\/cues\/[a-z0-9-]+\.wav$/, handler: 'CacheFirst', options: { cacheName: 'cue-samples' } },
          // A user's own sound never changes under its id (a new upload is a new id): own cue words offline too.
          {
            urlPattern: /\/api\/sounds\/[0-9a-f-]{36}$/,
            handler: 'CacheFirst',
            options: { cacheName: 'own-sounds', cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir,
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
      output: {
        // Fewer, larger chunks for what follows the landing page: a phone on a slow network pays
        // a round trip per file over at most six connections (bench:web, Lighthouse), so Mantine's
        // components and Apollo each come as one file rather than dozens. What the landing page
        // loads stays its own (`$initial`); stylesheets keep their places in the cascade.
        codeSplitting: {
          groups: [
            { name: 'boot-ui', tags: ['$initial'], test: libraries(/@mantine|react|react-dom|scheduler/), priority: 3 },
            {
              name: 'ui',
              test: libraries(
                /@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|tabbable|react-number-format|react-textarea-autosize|clsx|get-nonce|aria-hidden|detect-node-es|tslib/,
              ),
              priority: 2,
            },
            {
              name: 'data',
              test: libraries(/@apollo|@wry|optimism|zen-observable-ts|ts-invariant|symbol-observable|rehackt/),
              priority: 1,
            },
          ],
        },
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
        // Subscriptions (README "Live updates"): the WebSocket upgrade is passed on too, with the
        // page's Host, so the server's Origin check sees its own origin.
        ws: true,
        // A browser opening /graphql gets the playground from Vite (with hot reload); the
        // server only serves the built one.
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/playground.html' : undefined,
      },
    },
  },
});
