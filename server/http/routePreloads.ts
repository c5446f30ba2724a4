import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One route's entry of the build's route-preloads.json (client/routePreloads.mts writes it). */
interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

interface CompiledRoute {
  pattern: RegExp;
  path: string;
  links: string;
}

/** Asset URLs come from our own build, but they go into HTML: anything unexpected is dropped. */
const SAFE_ASSET_URL = /^\/assets\/[\w.-]+\.(js|css)$/;

/** `/playlist/:id/perform` → a RegExp matching `/playlist/<one segment>/perform` (with or without a trailing slash). */
function patternOf(routePath: string): RegExp {
  const body = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

function linksOf(route: RoutePreload): string {
  const scripts = route.scripts.filter((url) => SAFE_ASSET_URL.test(url)).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  const styles = route.styles.filter((url) => SAFE_ASSET_URL.test(url)).map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`);
  return [...scripts, ...styles].join('');
}

/**
 * The `<link>` tags that make the browser fetch a route's screen and the full app together with
 * main.js, instead of after main.js has run and asked for them. Read from the build's
 * route-preloads.json (again whenever the file changes); empty when there is none (tests without a
 * built client) or the path is no route. `/` is the landing page for a visitor, who needs none of
 * it: its preloads are added only for a signed-in request.
 */
export function routePreloads(clientDir: string): (urlPath: string, signedIn: boolean) => string {
  const file = path.join(clientDir, 'route-preloads.json');
  let loaded: { mtimeMs: number; routes: CompiledRoute[] } | null = null;
  const routes = (): CompiledRoute[] => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
      loaded = { mtimeMs, routes: parsed.map((route) => ({ pattern: patternOf(route.path), path: route.path, links: linksOf(route) })) };
    }
    return loaded.routes;
  };
  return (urlPath, signedIn) => {
    if (urlPath === '/' && !signedIn) return '';
    return routes().find((route) => route.pattern.test(urlPath))?.links ?? '';
  };
}
