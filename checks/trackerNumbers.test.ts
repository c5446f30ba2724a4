import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A tracker's numbers ("issue N", "(#N)") mean nothing to a reader of the repository: comments,
// test names and docs say what the code does and why, in words. SPEC.md section marks ("SPEC.md §4")
// point into the repository and stay. checks/docs.test.ts checks the prose pages the same way.

const root = path.resolve(__dirname, '..');
const FOLDERS = ['client', 'server', 'schema', 'e2e', 'checks', 'bench', 'scripts', 'testkit', 'docs'];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|graphql|json|md|css|html|sql|ya?ml|sh)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'package-lock.json']);

/** The ways a tracker number is written: the word issue with a number, (#N), "fixes #N". */
const TRACKER_NUMBER = [
  /\bissues?[\s-]*#?\d+/i,
  /\(\s*#\d+(?:\s*,\s*#\d+)*\s*\)/,
  /\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see)\s+#\d+/i,
];

/** The lines of `text` that name a tracker number, as 'line: text'. */
function trackerMentions(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      TRACKER_NUMBER.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    return TEXT_FILE.test(name) ? [full] : [];
  });
}

describe('tracker numbers', () => {
  it('are named nowhere in code, comments, tests or docs', () => {
    const files = [path.join(root, 'README.md'), ...FOLDERS.flatMap((folder) => textFiles(path.join(root, folder)))];
    const found = files.flatMap((file) =>
      trackerMentions(readFileSync(file, 'utf8')).map((mention) => `${path.relative(root, file)}:${mention}`),
    );
    expect(found).toEqual([]);
    expect(files.length).toBeGreaterThan(200);
  });

  it('are found however they are written, and SPEC.md sections or a set named "#1" are not', () => {
    // Built here so that this file itself names none.
    const number = String(31);
    const refused = [
      `// See issue ${number} §2.`,
      `/** Stage (Issue ${number}). */`,
      `it('keeps the order (#${number})')`,
      `Fixes #${number}`,
      `(issues ${number}, ${number})`,
    ];
    const allowed = [
      `// SPEC.md §${number.at(0)}: the count-in.`,
      `name: 'Friday: set #1'`,
      'color: #fff;',
      '// no issue here',
    ];
    expect(refused.map((line) => trackerMentions(line).length)).toEqual(refused.map(() => 1));
    expect(allowed.flatMap(trackerMentions)).toEqual([]);
  });
});
