import { Router } from 'express';
import { openApiDocument } from '../openapi/document';
import { renderDocsPage } from '../openapi/renderDocs';

/** GET /api/openapi.json and GET /api/docs: the REST reference, public (it holds no data). */
export function docsRouter(): Router {
  const router = Router();
  const document = openApiDocument();
  const page = renderDocsPage(document);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  return router;
}
