import { BPM_MAX, PLAYLIST_NAME_MAX_LENGTH } from '../../schema/limits';
import { newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/limits', () => {
  it('tells anyone the limits, and they are the ones the server enforces', async () => {
    const { body: limits, status } = await (await newClient(app)).get('/api/limits');
    expect(status).toBe(200);
    expect(limits.bpm).toEqual({ min: 40, max: BPM_MAX, default: 120 });
    expect(limits.playlistName).toEqual({ maxLength: PLAYLIST_NAME_MAX_LENGTH });

    const { user, password } = await buildUser(app.em());
    const musician = await (await newClient(app)).logIn(user.username, password);
    const atTheLimit = await musician.post('/api/playlists', { name: 'x'.repeat(limits.playlistName.maxLength) });
    expect(atTheLimit.status).toBe(201);
    expect(
      (await musician.post('/api/playlists', { name: 'x'.repeat(limits.playlistName.maxLength + 1) })).status,
    ).toBe(400);
    const tooFast = await musician.post(`/api/playlists/${atTheLimit.body.id}/tracks`, {
      name: 'Blast',
      bpm: limits.bpm.max + 1,
    });
    expect(tooFast.status).toBe(400);
  });
});
