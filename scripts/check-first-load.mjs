// `npm test` runs this after the build: the JavaScript a visitor's browser loads for the landing
// page (the index.html entry and every chunk it imports statically, plus the service worker's
// registration that follows the load event a few seconds later, gzipped) must stay within the budget. Screens behind
// sign-in, the visualizer, admin and the playground load when first needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Landing first-load JavaScript, gzipped. */
export const BUDGET_KIB = 170;

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');

/** Fetched a few seconds after the page has loaded, on every first visit: the service worker's registration (client/src/offline/serviceWorker.ts). */
const AFTER_LOAD = /virtual:pwa-register|workbox-window/;

/** The JavaScript files a first visit to the landing page loads: the entry, its static imports, and the service worker's registration. */
export function landingFirstLoadFiles(dir = clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of Object.keys(manifest).filter((key) => AFTER_LOAD.test(key))) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Gzipped size in bytes of each file. */
export function gzippedSizes(files, dir = clientDir) {
  return files.map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length }));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--json')) {
  // For e2e/firstLoad.e2e.test.ts, which checks the browser fetches exactly these files.
  process.stdout.write(JSON.stringify(landingFirstLoadFiles()));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = gzippedSizes(landingFirstLoadFiles()).sort((a, b) => b.bytes - a.bytes);
  const totalKib = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  for (const { file, bytes } of sizes) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
  console.log(`Landing first-load JavaScript: ${totalKib.toFixed(1)} KiB gzipped (budget ${BUDGET_KIB} KiB)`);
  if (totalKib > BUDGET_KIB) {
    console.error(
      `Over budget by ${(totalKib - BUDGET_KIB).toFixed(1)} KiB: load more of it on demand (client/src/pages/lazyPages.ts).`,
    );
    process.exit(1);
  }
}
