// Fails when schema/schema.graphql, schema/operations.generated.ts or the generated client hooks differ from what the code produces.
// `--built`: dist/server is already this tree's build (`npm test` builds first), so it is not built again.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = ['schema/schema.graphql', 'schema/operations.generated.ts', 'client/src/graphql/generated.ts'];
const read = () =>
  files.map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  });

const before = read();
const built = process.argv.includes('--built');
execSync(built ? 'node scripts/emit-schema.mjs && graphql-codegen --config codegen.yml' : 'npm run -s codegen', {
  stdio: 'inherit',
});
const after = read();
const stale = files.filter((_, index) => before[index] !== after[index]);
if (stale.length) {
  console.error(`Generated files were stale and have been regenerated: ${stale.join(', ')}. Commit them.`);
  process.exit(1);
}
console.log('Generated schema and client hooks are up to date.');
