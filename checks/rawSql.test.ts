import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Raw SQL is a deliberate choice (docs/ARCHITECTURE.md, "Reading the database"): everything else
// goes through MikroORM's entities and query builder. A new `em.execute(sql)` or a new direct `pg`
// connection fails here until it is added below, with its reason, and to that page's table.

const root = path.resolve(__dirname, '..');

/** Server files that may send raw SQL with `em.execute` (or a transaction's `tx.execute`), and how many calls each makes. */
const RAW_EXECUTE: Record<string, number> = {
  // Rehearsal rooms and members have no entity: locks, upserts, version bumps, the database clock.
  'server/services/rehearsal/rooms.ts': 11,
  'server/services/rehearsal/commands.ts': 13,
  'server/services/rehearsal/messages.ts': 3,
  'server/services/rehearsal/roomClock.ts': 1,
  // Reordering in two statements instead of one per track.
  'server/services/setList.ts': 5,
  // The admin playlist list with its track counts, and its total.
  'server/services/admin/adminPlaylists.ts': 2,
  // The advisory lock around the last-admin rule.
  'server/services/admin/adminUsers.ts': 1,
  // The next free position and the track count in one statement.
  'server/services/tracks.ts': 1,
  // A deleted sound taken off every track's JSON map in one statement; who may hear a sound, across tables in one round trip.
  'server/services/trackOwnSounds.ts': 2,
  // Touching updated_at after an import.
  'server/services/setListCsv.ts': 1,
  // Whether a playlist still exists, when a subscriber's access ended.
  'server/services/live/authorisedStream.ts': 1,
  // The three measured hot reads (SQL constant, row interface, mapper).
  'server/services/sessions.ts': 1,
  'server/services/playlistAccess.ts': 1,
  'server/services/playlistViews.ts': 1,
  // `select 1` for readiness.
  'server/rest/health.routes.ts': 1,
};

/** Server files that open their own `pg` connection, below the EntityManager. */
const PG_CLIENTS = [
  'server/db/embeddedPostgres.ts',
  'server/db/startupLock.ts',
  'server/events/pgListener.ts',
  'server/services/tableSweeper/expiredRows.ts',
];

/** Folders of server/ with test code only (as in layers.test.ts), where raw SQL sets up and inspects data. */
const TEST_FOLDERS = ['test', 'fuzz', 'api', 'trust'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const serverFiles = sourceFiles(path.join(root, 'server'))
  .map((file) => path.relative(root, file))
  .filter((file) => !/\.test\.ts$/.test(file) && !new RegExp(`^server/(${TEST_FOLDERS.join('|')})/`).test(file));

/** Query-builder modes: `qb.execute('all')` runs the builder's own SQL, not a raw statement. */
const QUERY_BUILDER_MODES = new Set(['all', 'get', 'run']);

/** Calls `x.execute(sql, …)` whose first argument is SQL (a query builder's `.execute()` / `.execute('all')` is not). */
function rawExecuteCalls(file: string): number {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'execute'
    ) {
      const [first] = node.arguments;
      if (first && !(ts.isStringLiteral(first) && QUERY_BUILDER_MODES.has(first.text))) count++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

describe('raw SQL', () => {
  it('is sent with em.execute only from the allowed files, as many times as listed', () => {
    const found = Object.fromEntries(
      serverFiles.map((file) => [file, rawExecuteCalls(file)] as const).filter(([, count]) => count > 0),
    );
    expect(found).toEqual(RAW_EXECUTE);
  });

  it('runs on a connection of its own (the pg package) only in the allowed files', () => {
    const importsPg = serverFiles.filter((file) =>
      ts
        .preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
        .importedFiles.some((entry) => entry.fileName === 'pg'),
    );
    expect(importsPg.sort()).toEqual([...PG_CLIENTS].sort());
  });

  it('is listed in docs/ARCHITECTURE.md, file by file, with the total', () => {
    const page = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const section = page.slice(page.indexOf('## Reading the database'));
    for (const file of [...Object.keys(RAW_EXECUTE), ...PG_CLIENTS]) {
      expect({ file, listed: section.includes(path.basename(file)) }).toEqual({ file, listed: true });
    }
    const total = Object.values(RAW_EXECUTE).reduce((sum, count) => sum + count, 0);
    expect(section).toContain(
      `**${total} raw \`execute\` calls on an EntityManager (\`em\`, a transaction's \`tx\`) in ${Object.keys(RAW_EXECUTE).length} files**`,
    );
  });
});
