import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PATHS } from './src/routePaths.ts';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** One route's files to fetch with the HTML: the full app and the route's screen, with their static imports. */
export interface RoutePreload {
  /** A react-router pattern of {@link ROUTE_PATHS}. */
  path: string;
  /** JavaScript modules, as absolute URL paths. */
  scripts: string[];
  /** Their stylesheets, as absolute URL paths. */
  styles: string[];
}

/** What the server reads to add a route's preloads to index.html (server/http/routePreloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const FULL_APP = 'src/boot/FullApp.tsx';

/** `addToPlaylist` → `src/pages/AddToPlaylist.page.tsx` (client/src/pages/lazyPages.ts names them so). */
const screenOf = (route: string) => `src/pages/${route[0]!.toUpperCase()}${route.slice(1)}.page.tsx`;

/** Every chunk (and its CSS) `keys` import statically, minus what index.html already loads. */
function filesOf(chunks: Record<string, ManifestChunk>, keys: string[]): Omit<RoutePreload, 'path'> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !chunks[key]) return;
    seen.add(key);
    for (const imported of chunks[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  const inHtml = new Set(seen);
  for (const key of keys) visit(key);
  const added = [...seen].filter((key) => !inHtml.has(key)).map((key) => chunks[key]!);
  return {
    scripts: added.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(added.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * Writes {@link ROUTE_PRELOADS_FILE} after the build: per route, the files its first load needs
 * beyond index.html, so the server can name them in the HTML and the browser fetches them at once
 * instead of after main.js has run (the server adds / only for a signed-in request).
 */
export function routePreloads(outDir: string): Plugin {
  return {
    name: 'music-iqueue:route-preloads',
    apply: 'build',
    closeBundle() {
      const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const routes: RoutePreload[] = Object.entries(ROUTE_PATHS)
        .filter(([route]) => chunks[screenOf(route)])
        .map(([route, pattern]) => ({ path: pattern, ...filesOf(chunks, [FULL_APP, screenOf(route)]) }));
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(routes));
    },
  };
}
