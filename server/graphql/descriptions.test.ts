import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import ts from 'typescript';
import * as limits from '../../schema/limits';
import { buildApiSchema } from './schema';

/** Every type, field, input field and argument of the schema that has no description, by path. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing.sort();
}

describe('the GraphQL schema documents itself', () => {
  it('has a description on every type, field, input field and argument (what the playground shows integrators)', async () => {
    expect(undescribed(await buildApiSchema())).toEqual([]);
  });
});

/** Every number schema/limits.ts exports, with the names it goes by. */
const LIMIT_NAMES = new Map<number, string[]>();
for (const [name, value] of Object.entries(limits))
  if (typeof value === 'number') LIMIT_NAMES.set(value, [...(LIMIT_NAMES.get(value) ?? []), name]);

/** The text a description is written with, without the `${…}` parts of a template. */
function writtenText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/**
 * Numbers written by hand in the `description:` texts of `source` (a TypeScript file) that equal a
 * limit of schema/limits.ts: such a text goes stale when the limit changes. A number that comes
 * from the constant (`${BPM_MAX}`) is not written by hand, and is not found; nor are digits inside
 * a word or a query-string value (`miq_Ab3dE6gH`, `?link=1`).
 */
function restatedLimits(source: string, fileName = 'source.ts'): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'description') {
      const text = writtenText(node.initializer);
      for (const match of text?.matchAll(/(?<![\w.=])\d+(?:[,_]\d{3})*(?:\.\d+)?(?!\w)/g) ?? []) {
        const names = LIMIT_NAMES.get(Number(match[0].replace(/[,_]/g, '')));
        if (names) found.push(`${fileName}: '${match[0]}' in "${text}" (${names.join(' or ')})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true));
  return found;
}

describe('GraphQL descriptions state limits through schema/limits.ts', () => {
  it('finds a limit written by hand, and not one taken from the constant', () => {
    expect(restatedLimits("@Field({ description: 'Tempo in beats per minute (40-240).' })")).toHaveLength(2);
    expect(restatedLimits('@Field({ description: `Tempo, ${BPM_MIN}-240.` })')).toHaveLength(1);
    expect(restatedLimits('@Query({ description: "Up to 1,000 tokens." })')).toHaveLength(1);
    expect(restatedLimits('@Field({ description: `Tempo in beats per minute (${BPM_MIN}-${BPM_MAX}).` })')).toEqual([]);
    expect(restatedLimits("@Field({ description: 'Prefix, e.g. miq_Ab3dE6gH, ?link=1 (SPEC.md §2).' })")).toEqual([]);
  });

  it('no description under server/graphql restates a limit as a literal number', () => {
    const files = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => restatedLimits(readFileSync(path.join(__dirname, file), 'utf8'), file))).toEqual([]);
  });
});
