import { ApiClient } from '../test/apiClient';
import { startTestApp, type TestApp } from '../test/testServer';

// Album art URLs point at the configured Cover Art Archive or Last.fm (their images, or a mirror's
// over plain http). The page's Content-Security-Policy must let the browser load them, and
// nothing else over plain http.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { COVERART_URL: 'http://covers.mirror.test:8080/caa', LASTFM_URL: 'http://lastfm.mirror.test/' },
  });
});
afterAll(async () => {
  await app.close();
});

function imageSources(policy: string | undefined): string[] {
  const directive = (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe('album art and the Content-Security-Policy', () => {
  it("allows images from the configured Cover Art Archive and Last.fm origins, besides https and the app's own", async () => {
    const response = await new ApiClient(app).agent.get('/api/auth/me');
    expect(imageSources(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://covers.mirror.test:8080',
      'http://lastfm.mirror.test',
    ]);
  });
});
