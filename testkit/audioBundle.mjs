/**
 * Bundles the click-track engine (client/src/audio/index.ts) into one IIFE script defining the global
 * `ClickAudio`, for injection into a headless Chromium page. Uses rolldown (vite's bundler, installed
 * with it), so the browser runs exactly the TypeScript the app ships.
 *
 * As a module: `await bundleAudioEngine()` returns the script text.
 * As a command (`node testkit/audioBundle.mjs`): prints it to stdout (the e2e test uses this, since
 * jest's CommonJS runtime cannot import rolldown's ES module).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const ENTRY = fileURLToPath(new URL('../client/src/audio/index.ts', import.meta.url));

/** The engine (or another `entry`) as an IIFE script text defining `globalThis[name]`, ClickAudio by default. */
export async function bundleAudioEngine(entry = ENTRY, name = 'ClickAudio') {
  const result = await build({
    input: entry,
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', name },
  });
  return result.output[0].code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(await bundleAudioEngine());
}
