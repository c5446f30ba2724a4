import type { Express } from 'express';

/** What the completeness check reads of express's router layers (router 2.x). */
interface RouterLayer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function walk(stack: RouterLayer[], prefix: string, found: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') found.add(`${method.toUpperCase()} ${joinPath(prefix, layer.route.path)}`);
      }
    } else if (layer.handle?.stack) {
      const path = Array.isArray(layer.rawPath) ? layer.rawPath[0] : layer.rawPath;
      walk(layer.handle.stack, joinPath(prefix, path ?? '/'), found);
    }
  }
}

/** Every route the app answers, as "METHOD /path" with express's `:param` patterns. */
export function routeTable(app: Express): string[] {
  const router = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  const found = new Set<string>();
  walk(router.stack, '', found);
  return [...found].sort();
}
