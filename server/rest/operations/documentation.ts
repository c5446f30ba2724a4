import { openApiDocument } from '../../openapi/document';
import type { OperationDescription } from '../../openapi/operation';
import { renderDocsPage } from '../../openapi/renderDocs';
import { apiLimits } from '../../services/apiLimits';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Documentation', who: 'anyone' };

/** GET /api/openapi.json and GET /api/docs: the reference of `everyOperation()`, built once, public (it holds no data). */
export function documentationOperations(everyOperation: () => readonly OperationDescription[]): RestOperation[] {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= openApiDocument(everyOperation()));
  return restTable(DEFAULTS, {
    openApiDocument: {
      route: 'GET /api/openapi.json',
      summary: 'This document',
      output: { description: 'OpenAPI 3.1.', view: { type: 'object' } },
      handle: () => theDocument(),
    },
    apiReferencePage: {
      route: 'GET /api/docs',
      summary: 'This document as a page',
      output: {
        description: 'HTML (works offline).',
        media: { type: 'text/html', schema: { type: 'string' } },
      },
      handle: ({ res }) => {
        res.type('html').send((page ??= renderDocsPage(theDocument())));
      },
    },
    apiLimits: {
      route: 'GET /api/limits',
      summary: 'The limits every input is held to',
      description:
        'Tempo range, text lengths, photo size, page sizes and GraphQL limits, as the server enforces them: check input before sending it.',
      output: {
        description: 'Limit groups by name, each a set of integer bounds.',
        view: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } } },
      },
      handle: () => apiLimits(),
    },
  });
}
