import { readFileSync } from 'node:fs';
import path from 'node:path';

// No Docker engine runs on these machines, so the image is never built here (docs/OPERATIONS.md,
// "Running in production"); scripts/production-start.mjs runs the same start without Docker in `npm test`.
// These checks keep the Dockerfile and compose.yaml saying what that page promises.

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('production shape', () => {
  it('the Dockerfile builds in one stage and runs only the build and production dependencies, as a non-root user, with a readiness health check', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages).toHaveLength(2);
    const runtime = stages[1]!;
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
    expect(runtime).not.toMatch(/^COPY \. /m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz\/ready/m);
    expect(runtime).toMatch(/CMD \["node", "dist\/server\/main\.js"\]/);
  });

  it('compose.yaml runs PostgreSQL and two app instances on one database behind a proxy', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/^ {2}postgres:\n {4}image: postgres:/m);
    expect(compose).toMatch(/^ {2}app-a: \*app$/m);
    expect(compose).toMatch(/^ {2}app-b: \*app$/m);
    expect(compose.match(/DATABASE_URL: /g)).toHaveLength(1);
    expect(compose).toMatch(/--to app-a:3000 --to app-b:3000/);
    expect(compose).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET:\?/);
  });

  it('npm test runs the production start without Docker, which .ci/run runs', () => {
    expect(read('.ci/run')).toMatch(/^npm test$/m);
    expect(read('e2e/productionStart.e2e.test.ts')).toContain("'scripts/production-start.mjs'");
  });
});
