import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';

// No regular expression of the server may backtrack catastrophically on what a client
// sends. Every regex literal in the server's code (schema/ and server/, tests and test helpers
// left out) goes through recheck, which proves a regex linear or finds an attack string; a
// `RegExp(…)` built at run time cannot be checked and so is not allowed there.

const root = path.resolve(__dirname, '..');
const TEST_CODE = /(\.test\.ts$|^server\/(test|fuzz|trust)\/)/;

function serverSources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !TEST_CODE.test(file));
}

interface FoundRegex {
  where: string;
  /** The pattern and flags of a literal; null for a RegExp built at run time. */
  literal: { source: string; flags: string } | null;
}

function regexesIn(file: string): FoundRegex[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({ where: where(node), literal: { source: node.text.slice(1, end), flags: node.text.slice(end + 1) } });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      found.push({ where: where(node), literal: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const regexes = ['schema', 'server'].flatMap(serverSources).flatMap(regexesIn);

describe('regular expressions of the server', () => {
  beforeAll(() => {
    // The checker compiled to JavaScript, in this process: the same answer on every machine (no native binary or JVM).
    process.env.RECHECK_BACKEND = 'pure';
  });

  it('are all literals (a RegExp built at run time cannot be checked)', () => {
    expect(regexes.length).toBeGreaterThan(10);
    expect(regexes.filter((regex) => !regex.literal).map((regex) => regex.where)).toEqual([]);
  });

  it('none can backtrack catastrophically (recheck: linear, or safe after fuzzing)', () => {
    const verdicts = regexes
      .filter((regex) => regex.literal)
      .map(({ where, literal }) => {
        const diagnostics = checkSync(literal!.source, literal!.flags, { timeout: null, randomSeed: 0 });
        return { where, regex: `/${literal!.source}/${literal!.flags}`, status: diagnostics.status };
      });
    expect(verdicts.filter((verdict) => verdict.status !== 'safe')).toEqual([]);
  });
});
