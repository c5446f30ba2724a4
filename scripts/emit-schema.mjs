// Writes schema/schema.graphql from the compiled type-graphql classes (run `npm run build:server` first).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { buildApiSchema, printApiSchema } = require('../dist/server/graphql/schema.js');

const schema = await buildApiSchema();
const target = new URL('../schema/schema.graphql', import.meta.url);
const printed = printApiSchema(schema);
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // No schema yet: written below.
}
// Rewritten only when it changed: `npm test` runs this while other checks read the tree.
if (current !== printed) writeFileSync(target, printed);
console.log(current === printed ? 'schema/schema.graphql is unchanged' : 'schema/schema.graphql written');
