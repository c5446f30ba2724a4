// Writes schema/schema.graphql from the compiled type-graphql classes (run `npm run build:server` first).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { buildApiSchema, printApiSchema } = require('../dist/server/graphql/schema.js');

const schema = await buildApiSchema();
writeFileSync(new URL('../schema/schema.graphql', import.meta.url), printApiSchema(schema));
console.log('schema/schema.graphql written');
