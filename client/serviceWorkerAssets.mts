import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The page whose code the service worker keeps; the GraphQL playground (Monaco, ~5 MB) stays online-only. */
const APP_PAGE = 'index.html';
const ONLINE_ONLY_PAGES = new Set(['playground.html']);

/** Every file the app page can load: its chunks, their static and lazy imports, CSS and assets. */
export function filesOfPage(chunks: Record<string, ViteChunk>, page: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(page);
  return files;
}

/**
 * A Workbox manifest transform that precaches the app's shell only: the files the app page can
 * load (read from Vite's manifest, so new screens are kept without a list to maintain) and the
 * public files beside it (icons, manifest, robots.txt), but not the playground's.
 */
export function appShellOnly(outDir: string): ManifestTransform {
  return (entries) => {
    const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ViteChunk
    >;
    const appFiles = filesOfPage(chunks, APP_PAGE);
    const manifest = entries.filter(({ url }) =>
      url.startsWith('assets/') ? appFiles.has(url) : !ONLINE_ONLY_PAGES.has(url),
    );
    return { manifest, warnings: [] };
  };
}
