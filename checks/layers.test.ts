import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Dependencies between folders run one way (docs/ARCHITECTURE.md): doors (rest, graphql, http)
// → services → policies → entities; helpers below services (security, errors, db, and events: the
// live-event transport, logging) depend on nothing above them; client and server meet only in schema/; e2e tests and benchmarks take their shared
// helpers from testkit/, never from inside server/.

const root = path.resolve(__dirname, '..');

/**
 * For each folder of server/, the server folders its (non-test) files may import from. A folder
 * that is in none of SERVER_LAYERS, TEST_FOLDERS and ASSEMBLY_FILES is refused until it is given
 * its place here.
 */
const SERVER_LAYERS: Record<string, string[]> = {
  entities: [],
  errors: [],
  security: [],
  // The one logger (pino): it knows no other layer; the layers that log list it.
  logging: [],
  policies: ['entities', 'errors'],
  db: ['entities', 'errors', 'logging'],
  // Live-event transport (the LISTEN connection, the hub, the per-subscription queue, NOTIFY helpers):
  // it carries ids between instances and knows no service, door or entity.
  events: ['logging'],
  // The REST views with a GraphQL twin are derived from its type, so the document reads the GraphQL schema.
  openapi: ['errors', 'graphql'],
  services: ['policies', 'entities', 'errors', 'security', 'db', 'events', 'logging'],
  http: ['services', 'security', 'errors', 'entities', 'logging'],
  // The doors present the services' views; they never reach the entities themselves.
  rest: ['http', 'services', 'errors', 'openapi'],
  graphql: ['http', 'services', 'errors', 'events', 'logging'],
  // The WebSocket door (subscriptions): the GraphQL schema and limits, HTTP's session and anti-forgery rules.
  live: ['graphql', 'http', 'services', 'security', 'errors', 'events'],
};

/** Folders of server/ that hold only test code (tests, their helpers, fuzzing): they may import anything. */
const TEST_FOLDERS = ['test', 'fuzz', 'api', 'trust'];

/** Files at the root of server/: the assembly layer (configuration, app, process), which may import any folder. */
const ASSEMBLY_FILES = ['app.ts', 'main.ts', 'config.ts', 'lifecycle.ts'];

/** What a file of a folder or root file that has no layer is told. */
function noLayer(from: string): string {
  const [, folder, rest] = from.split('/');
  return rest === undefined
    ? `${from}: a new file at the root of server/ has no layer; put it in a folder, or add '${folder}' to ASSEMBLY_FILES in checks/layers.test.ts if it assembles the app`
    : `${from}: server/${folder}/ has no layer; add '${folder}: [the server folders it may import from]' to SERVER_LAYERS in checks/layers.test.ts (or to TEST_FOLDERS if it holds only test code)`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Repository-relative targets of a file's relative imports: every `import … from`, `import '…'`,
 * `export … from`, `import('…')` and `require('…')` (read by TypeScript's scanner, comments skipped).
 */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const specifiers = importedFiles
    .map((reference) => reference.fileName)
    .filter((specifier) => /^\.{1,2}\//.test(specifier));
  return specifiers.map((specifier) => path.relative(root, path.resolve(path.dirname(file), specifier)));
}

const isTestCode = (relative: string) =>
  /\.test\.tsx?$/.test(relative) || new RegExp(`^server/(${TEST_FOLDERS.join('|')})/`).test(relative);

function violations(files: string[], allowed: (from: string, to: string) => boolean): string[] {
  return files.flatMap((file) => {
    const from = path.relative(root, file);
    return importsOf(file)
      .filter((to) => !allowed(from, to))
      .map((to) => `${from} → ${to}`);
  });
}

/** Whether a (non-test) server file has a place: a folder of SERVER_LAYERS or a file of ASSEMBLY_FILES. */
function hasLayer(relative: string): boolean {
  const [, folder, rest] = relative.split('/');
  return rest === undefined ? ASSEMBLY_FILES.includes(folder!) : Object.hasOwn(SERVER_LAYERS, folder!);
}

describe('folder dependencies', () => {
  it('every folder and root file of server/ has a layer', () => {
    const files = sourceFiles(path.join(root, 'server')).map((file) => path.relative(root, file));
    expect(files.filter((file) => !isTestCode(file) && !hasLayer(file)).map(noLayer)).toEqual([]);
    // Every listed place exists, so the lists stay the map of server/.
    const places = new Set(files.map((file) => file.split('/')[1]!));
    expect(
      [...Object.keys(SERVER_LAYERS), ...TEST_FOLDERS, ...ASSEMBLY_FILES].filter((place) => !places.has(place)),
    ).toEqual([]);
  });

  it('server folders import only the layers below them', () => {
    const files = sourceFiles(path.join(root, 'server')).filter((file) => !isTestCode(path.relative(root, file)));
    const found = violations(files, (from, to) => {
      const [, fromFolder, rest] = from.split('/');
      const [top, toFolder] = to.split('/');
      if (top !== 'server') return top === 'schema';
      if (rest === undefined) return ASSEMBLY_FILES.includes(fromFolder!); // the assembly layer imports any folder
      const layer = SERVER_LAYERS[fromFolder!];
      if (!layer) return false; // a folder without a layer (reported by the test above)
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
