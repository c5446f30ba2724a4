// The GraphQL operations the client really sends, read from its documents (client/src/graphql/*.graphql),
// so a benchmark asks for every field the page asks for and cannot drift from it when fields are added.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';

const DOCUMENTS_DIR = path.join(import.meta.dirname, '..', '..', 'client', 'src', 'graphql');

/** Every operation and fragment definition of the client's documents, by name. */
function definitionsByName() {
  const definitions = new Map();
  for (const file of readdirSync(DOCUMENTS_DIR).filter((name) => name.endsWith('.graphql'))) {
    for (const definition of parse(readFileSync(path.join(DOCUMENTS_DIR, file), 'utf8')).definitions) {
      if (definition.name) definitions.set(definition.name.value, definition);
    }
  }
  return definitions;
}

/**
 * The source of one client operation with every fragment it uses (transitively), as sent over the wire.
 * @param {string} operationName e.g. 'PlaylistPage'
 * @returns {string}
 */
export function clientOperation(operationName) {
  const definitions = definitionsByName();
  const operation = definitions.get(operationName);
  if (operation?.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`no client operation named ${operationName} in ${DOCUMENTS_DIR}`);
  const needed = [operation];
  for (let index = 0; index < needed.length; index += 1) {
    visit(needed[index], {
      FragmentSpread(node) {
        const fragment = definitions.get(node.name.value);
        if (!fragment) throw new Error(`fragment ${node.name.value} of ${operationName} not found`);
        if (!needed.includes(fragment)) needed.push(fragment);
      },
    });
  }
  return needed.map((definition) => print(definition)).join('\n');
}
