import { schemas } from './components';
import { paths } from './operations';

/** The OpenAPI 3.1 document of the REST door (GET /api/openapi.json, rendered at /api/docs). */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Music IQueue API',
      version: '1.0.0',
      description:
        'Click tracks, playlists with tempos, sharing, profiles and administration. Every route answers JSON; errors are `{ message, code, fields? }`. ' +
        'Authenticate with a session cookie (browsers: send the XSRF-TOKEN cookie back in X-XSRF-Token on every change) or with a personal API token: `Authorization: Bearer miq_…` (no cookie, no anti-forgery header). ' +
        'The same operations are on GraphQL at /graphql.',
    },
    servers: [{ url: '/' }],
    tags: ['Accounts', 'Profiles', 'Playlists', 'Sharing', 'Music', 'API tokens', 'Admin', 'Documentation'].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'miq.session', description: 'The session cookie of a browser login; changes need the X-XSRF-Token header.' },
        bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token (create one on /profile).' },
      },
    },
  };
}
