import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restOperations } from '../rest/operations';
import { openApiDocument } from './document';

// The reference as client generators and linters see it: Redocly CLI's recommended rules, run on the
// document the server serves, report nothing.

interface LintProblem {
  ruleId: string;
  message: string;
  location: Array<{ pointer: string }>;
}

function lint(document: unknown): LintProblem[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'miq-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const output = execFileSync(process.execPath, [cli, 'lint', file, '--format=json', '--extends=recommended'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    return (JSON.parse(output) as { problems: LintProblem[] }).problems;
  } catch (error) {
    // The CLI exits 1 when it finds errors; its JSON report is on stdout all the same.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document under Redocly CLI (recommended rules)', () => {
  const problems = lint(openApiDocument(restOperations));

  it('has no problem', () => {
    expect(
      problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`),
    ).toEqual([]);
  });

  it('catches an operation without an operationId (the check can fail)', () => {
    const document = openApiDocument(restOperations) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    delete document.paths['/api/playlists']!.get!.operationId;
    expect(lint(document).map((problem) => problem.ruleId)).toContain('operation-operationId');
  });
});

describe('the REST table', () => {
  it('gives every operation a unique operationId and every path parameter a description', () => {
    const ids = restOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of restOperations) {
      const inPath = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      expect({ operation: operation.operationId, params: Object.keys(operation.pathParams ?? {}).sort() }).toEqual({
        operation: operation.operationId,
        params: inPath,
      });
    }
  });
});
