import { openApiDocument } from '../../openapi/document';
import type { OperationDescription } from '../../openapi/operation';
import { renderDocsPage } from '../../openapi/renderDocs';
import { apiLimits } from '../../services/apiLimits';
import type { RestOperation } from './restOperation';

/** GET /api/openapi.json and GET /api/docs: the reference of `everyOperation()`, built once, public (it holds no data). */
export function documentationOperations(everyOperation: () => readonly OperationDescription[]): RestOperation[] {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= openApiDocument(everyOperation()));
  return [
    {
      operationId: 'openApiDocument',
      method: 'get',
      path: '/api/openapi.json',
      tag: 'Documentation',
      summary: 'This document',
      who: 'anyone',
      changesState: false,
      output: { status: 200, description: 'OpenAPI 3.1.', view: { type: 'object' } },
      handle: () => theDocument(),
    },
    {
      operationId: 'apiReferencePage',
      method: 'get',
      path: '/api/docs',
      tag: 'Documentation',
      summary: 'This document as a page',
      who: 'anyone',
      changesState: false,
      output: {
        status: 200,
        description: 'HTML (works offline).',
        media: { type: 'text/html', schema: { type: 'string' } },
      },
      handle: ({ res }) => {
        res.type('html').send((page ??= renderDocsPage(theDocument())));
      },
    },
    {
      operationId: 'apiLimits',
      method: 'get',
      path: '/api/limits',
      tag: 'Documentation',
      summary: 'The limits every input is held to',
      description:
        'Tempo range, text lengths, photo size, page sizes and GraphQL limits, as the server enforces them: check input before sending it.',
      who: 'anyone',
      changesState: false,
      output: {
        status: 200,
        description: 'Limit groups by name, each a set of integer bounds.',
        view: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } } },
      },
      handle: () => apiLimits(),
    },
  ];
}
