import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { openApiPath } from '../openapi/document';

interface DocumentedOperation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

/** The parts of the OpenAPI document a conformance check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Checks real answers against the OpenAPI document: the status is one the operation lists, and a
 * JSON body matches its schema (the view schemas are closed, so an undocumented field fails too).
 * Remembers which operations had a successful answer checked.
 */
export class OpenApiConformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
  /** "METHOD /api/…:param" of every operation with a checked 2xx or 3xx answer. */
  readonly validated = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: document.components });
  }

  /** The compiled schema of a component (throws when it does not compile). */
  schemaNamed(name: string): unknown {
    return this.ajv.getSchema(`openapi#/components/schemas/${name}`);
  }

  /** Why `response` does not match the document for this operation, or null when it does. `path` is in express's `:param` form or OpenAPI's `{param}` form. */
  problemWith(method: string, path: string, response: Response): string | null {
    const documentedPath = openApiPath(path);
    const operation = this.document.paths[documentedPath]?.[method.toLowerCase()];
    if (!operation) return `${method} ${documentedPath} is not in the document`;
    // `default` stands for faults only: a 4xx must be listed by its own status.
    const documented =
      operation.responses[String(response.status)] ??
      (response.status >= 500 ? operation.responses.default : undefined);
    if (!documented)
      return `${method} ${documentedPath} answered ${response.status}, which the document does not list: ${JSON.stringify(response.body).slice(0, 300)}`;
    const schema = documented.content?.['application/json']?.schema;
    if (schema && /^application\/json/.test(String(response.headers['content-type'] ?? ''))) {
      const key = `${method} ${documentedPath} ${response.status}`;
      let check = this.compiled.get(key);
      if (!check) {
        check = this.ajv.compile(
          JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object,
        );
        this.compiled.set(key, check);
      }
      if (!check(response.body))
        return `${key}: ${this.ajv.errorsText(check.errors)}\n${JSON.stringify(response.body).slice(0, 500)}`;
    }
    if (response.status < 400)
      this.validated.add(`${method.toUpperCase()} ${documentedPath.replace(/\{(\w+)\}/g, ':$1')}`);
    return null;
  }

  /** Like {@link problemWith}, but throws the problem. */
  expectDocumented(method: string, path: string, response: Response): void {
    const problem = this.problemWith(method, path, response);
    if (problem) throw new Error(problem);
  }
}
