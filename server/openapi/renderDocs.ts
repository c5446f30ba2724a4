/** HTML-escapes text. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Json = Record<string, unknown>;

/** A schema as readable JSON, with `$ref`s linked to their section on the page. */
function schemaBlock(schema: unknown): string {
  const json = escape(JSON.stringify(schema, null, 2));
  // Focusable, so keyboard users can scroll a wide schema (axe: scrollable-region-focusable).
  return `<pre tabindex="0">${json.replace(/&#34;#\/components\/schemas\/(\w+)&#34;/g, '<a href="#schema-$1">$1</a>')}</pre>`;
}

function renderOperation(path: string, method: string, operation: Json): string {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const body = operation.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const responses = Object.entries(
    operation.responses as Record<string, { description: string; content?: Record<string, { schema: unknown }> }>,
  );
  return `<section class="operation" id="${escape(`${method}-${path}`)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${escape(String(operation.summary))}${operation.description ? ` — ${escape(String(operation.description))}` : ''}</p>
  ${parameters.length ? `<h4>Parameters</h4><ul>${parameters.map((parameter) => `<li><code>${escape(String(parameter.name))}</code> (${escape(String(parameter.in))}${parameter.required ? ', required' : ''})${parameter.description ? `: ${escape(String(parameter.description))}` : ''}</li>`).join('')}</ul>` : ''}
  ${body ? `<h4>Body (${escape(Object.keys(body.content).join(', '))})</h4>${schemaBlock(Object.values(body.content)[0]!.schema)}` : ''}
  <h4>Responses</h4>
  <dl>${responses.map(([status, response]) => `<dt>${escape(status)}</dt><dd>${escape(response.description)}${response.content ? schemaBlock(Object.values(response.content)[0]!.schema) : ''}</dd>`).join('')}</dl>
</section>`;
}

/**
 * The OpenAPI document as one self-contained page (GET /api/docs): no script, no font, nothing
 * fetched from elsewhere, so it works offline and under the app's content security policy.
 */
export function renderDocsPage(document: Json): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = (operation.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, operation)]);
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} — REST reference</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 1.5rem 4rem; color: #1a1b1e; line-height: 1.5; }
  pre { background: #f1f3f5; padding: .75rem; overflow-x: auto; font-size: .85rem; }
  code { font-size: .95em; }
  .operation { border-top: 1px solid #dee2e6; padding-top: .5rem; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; color: #fff; background: #5f3dc4; padding: 0 .4rem; border-radius: 4px; text-align: center; }
  .method.post { background: #2b8a3e; } .method.delete { background: #c92a2a; } .method.patch, .method.put { background: #a61e4d; }
  a { color: #5f3dc4; }
  dt { font-weight: 700; }
</style>
</head>
<body>
<header>
  <h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
  <p>${escape(info.description)}</p>
  <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). GraphQL: <a href="/graphql">/graphql</a> (playground with every type documented).</p>
</header>
<nav aria-label="Sections"><ul>${[...byTag.keys()].map((tag) => `<li><a href="#tag-${escape(tag.replace(/\s/g, '-'))}">${escape(tag)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main>
${[...byTag].map(([tag, operations]) => `<section id="tag-${escape(tag.replace(/\s/g, '-'))}"><h2>${escape(tag)}</h2>${operations.join('\n')}</section>`).join('\n')}
<section id="schemas"><h2>Schemas</h2>
${Object.entries(schemas)
  .map(
    ([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>${schemaBlock(schema)}</section>`,
  )
  .join('\n')}
</section>
</main>
</body>
</html>`;
}
