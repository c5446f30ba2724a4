// Our GraphQL limit rules (server/graphql/queryLimits.ts, queryCost.ts) measured against the
// maintained package they stand in for, graphql-armor's max-depth, max-directives and cost-limit
// rules, on the same documents and the same schema, in this process (no server): the time each set
// takes to check a document, median of RUNS. docs/decisions/0009-graphql-limits-our-own-rules.md says why we keep our own.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, validate } from 'graphql';
import { sized } from '../lib/smoke.mjs';
import { fieldRepetition, fragmentFanOut, manyDirectives, adminPages } from '../../testkit/graphqlCostClasses.ts';

const require = createRequire(import.meta.url);
const { maxDepthRule } = require('@escape.tech/graphql-armor-max-depth');
const { maxDirectivesRule } = require('@escape.tech/graphql-armor-max-directives');
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit');
const { operationShapeRule, aliasLimitRule } = require('../../dist/server/graphql/queryLimits.js');
const { operationCost } = require('../../dist/server/graphql/queryCost.js');
const limits = require('../../dist/schema/limits.js');

const RUNS = sized(20, 1);
const schema = buildSchema(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8'),
);

const quiet = { propagateOnRejection: false, onReject: [] };
const armorRules = [
  maxDepthRule({ ...quiet, n: limits.GRAPHQL_MAX_DEPTH }),
  maxDirectivesRule({ ...quiet, n: limits.GRAPHQL_MAX_DIRECTIVES }),
  costLimitRule({ ...quiet, maxCost: limits.GRAPHQL_MAX_COST }),
];

function ours(document) {
  validate(schema, document, [operationShapeRule(), aliasLimitRule()]);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  operationCost(schema, document, operation, {});
}

function medianMs(check, document) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    check(document);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(RUNS / 2)].toFixed(3));
}

/** @returns {Array<{ document: string, oursMs: number, armorMs: number }>} */
export function compareWithArmor() {
  const documents = [
    ['fan-out k=8', fragmentFanOut(8)],
    ['fan-out k=22 (the 1 KB report)', fragmentFanOut(22)],
    ['fan-out k=64', fragmentFanOut(64)],
    ['field repetition 512', fieldRepetition(512)],
    ['directives 32', manyDirectives(32)],
    ['4 admin pages of 128', adminPages(128)],
  ];
  return documents.map(([name, source]) => {
    const document = parse(source);
    return {
      document: name,
      oursMs: medianMs(ours, document),
      armorMs: medianMs((parsed) => validate(schema, parsed, armorRules), document),
    };
  });
}
