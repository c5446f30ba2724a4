import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Dependencies between folders run one way (README "Architecture"): doors (rest, graphql, http)
// → services → policies → entities; helpers below services (security, errors, db) depend on nothing
// above them; client and server meet only in schema/; e2e tests and benchmarks take their shared
// helpers from testkit/, never from inside server/.

const root = path.resolve(__dirname, '..');

/** For each folder of server/, the server folders its (non-test) files may import from. */
const SERVER_LAYERS: Record<string, string[]> = {
  entities: [],
  errors: [],
  security: [],
  policies: ['entities', 'errors'],
  db: ['entities', 'errors'],
  openapi: ['errors'],
  services: ['policies', 'entities', 'errors', 'security', 'db'],
  http: ['services', 'security', 'errors', 'entities'],
  rest: ['http', 'services', 'errors', 'entities', 'openapi'],
  graphql: ['http', 'services', 'errors', 'entities'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Repository-relative targets of a file's relative imports (`from '…'`, `import('…')`, `require('…')`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.relative(root, path.resolve(path.dirname(file), specifier)));
}

const isTestCode = (relative: string) => /\.test\.tsx?$/.test(relative) || /^server\/(test|fuzz|api|trust)\//.test(relative);

function violations(files: string[], allowed: (from: string, to: string) => boolean): string[] {
  return files.flatMap((file) => {
    const from = path.relative(root, file);
    return importsOf(file)
      .filter((to) => !allowed(from, to))
      .map((to) => `${from} → ${to}`);
  });
}

describe('folder dependencies', () => {
  it('server folders import only the layers below them', () => {
    const files = sourceFiles(path.join(root, 'server')).filter((file) => !isTestCode(path.relative(root, file)));
    const found = violations(files, (from, to) => {
      const [, fromFolder] = from.split('/');
      const [top, toFolder] = to.split('/');
      if (top !== 'server') return top === 'schema';
      const layer = SERVER_LAYERS[fromFolder!];
      if (!layer) return true; // app.ts, main.ts, config.ts assemble everything
      return toFolder === fromFolder || layer.includes(toFolder!);
    });
    expect(found).toEqual([]);
  });

  it('client and server meet only in schema/', () => {
    const client = violations(sourceFiles(path.join(root, 'client')), (_from, to) => !to.startsWith('server/'));
    const server = violations(sourceFiles(path.join(root, 'server')), (_from, to) => !to.startsWith('client/'));
    const schema = violations(sourceFiles(path.join(root, 'schema')), (_from, to) => to.startsWith('schema/'));
    expect([...client, ...server, ...schema]).toEqual([]);
  });

  it('e2e tests and benchmarks take shared helpers from testkit/, not from inside server/ or each other', () => {
    const e2e = violations(sourceFiles(path.join(root, 'e2e')), (_from, to) => !/^(server|bench)\//.test(to));
    const bench = violations(sourceFiles(path.join(root, 'bench')), (_from, to) => !/^(server|e2e)\//.test(to));
    expect([...e2e, ...bench]).toEqual([]);
  });
});
