import { CHART_IMPORT_MAX_SONGS, DEFAULT_TRACK_ARTIST } from '../../schema/limits';
import { chartMessages, messages, rhythmMessages } from '../../schema/validation';
import { Track } from '../entities';
import { CHART_NOTES_MAX_LINES } from '../services/chartImport';
import { ALREADY_IN_PLAYLIST } from '../services/tracks';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// Chord charts come in as tracks: ChordPro and OnSong, one song or several, with a song map when
// the tempo changes inside a song; a dry run shows what was read, and a bad song keeps them all out.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn(isAdmin = false) {
  const { user, password } = await buildUser(app.em(), { isAdmin });
  return { user, client: await (await new ApiClient(app).open()).logIn(user.username, password) };
}

const importCharts = (client: ApiClient, playlistId: string, text: string | Buffer, query = '') =>
  client.agent
    .post(`/api/playlists/${playlistId}/charts${query}`)
    .set(client.headers)
    .set('X-XSRF-Token', client.token ?? '')
    .set('Content-Type', 'text/plain; charset=utf-8')
    .send(text);
const tracksOf = (playlistId: string) =>
  app
    .em()
    .fork()
    .find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } });

const CHORDPRO = [
  '{title: Midnight Train}',
  '{artist: The Locals}',
  '{key: F#m}',
  '{time: 6/8}',
  '{tempo: 92}',
  '{duration: 3:45}',
  '{start_of_verse}',
  '[F#m]Down by the [D]station | [A] | [E] |',
  '{end_of_verse}',
  '{tempo: 104}',
  '{start_of_chorus}',
  '[D]All a[A]board [E]tonight',
  '[D] [A] [E] [E]',
  '{end_of_chorus}',
].join('\n');

const ONSONG = [
  'Quiet Hymn',
  'Choir Friends',
  'Key: Eb',
  'Tempo: 72',
  'Time: 3/4',
  'Duration: 240',
  '',
  'Verse 1:',
  '[Eb]Still the [Bb]night',
].join('\n');

describe('chord charts in', () => {
  it('imports a ChordPro song with its key, tempo, meter and length, and a tempo change as a song map', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 1 });
    const response = await importCharts(client, playlist.id, CHORDPRO);
    expect(response.status).toBe(200);
    const [, track] = await tracksOf(playlist.id);
    expect(track).toMatchObject({
      name: 'Midnight Train',
      artist: 'The Locals',
      key: 'F#m',
      bpm: 92,
      lengthSeconds: 225,
      position: 1,
    });
    expect(track!.notes).toContain('[D]All a[A]board [E]tonight');
    expect(track!.rhythm?.timeSignature).toBe('6/8');
    expect(
      track!.rhythm?.sections.map(({ name, bars, bpm, timeSignature }) => ({ name, bars, bpm, timeSignature })),
    ).toEqual([
      { name: 'Verse', bars: 3, bpm: 92, timeSignature: '6/8' },
      { name: 'Chorus', bars: 7, bpm: 104, timeSignature: '6/8' },
    ]);
  });

  it('imports several songs of both formats in one body, in order; OnSong reads title, artist and its key: value lines', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const response = await importCharts(
      client,
      playlist.id,
      `${CHORDPRO}\n{new_song}\n${ONSONG}\n---\n{t: Third}\n{tempo: 130}`,
    );
    expect(response.status).toBe(200);
    const tracks = await tracksOf(playlist.id);
    expect(tracks.map((track) => [track.name, track.artist, track.bpm, track.key, track.lengthSeconds])).toEqual([
      ['Midnight Train', 'The Locals', 92, 'F#m', 225],
      ['Quiet Hymn', 'Choir Friends', 72, 'Eb', 240],
      ['Third', DEFAULT_TRACK_ARTIST, 130, null, null],
    ]);
    expect(tracks[1]!.rhythm?.timeSignature).toBe('3/4');
    expect(tracks[1]!.rhythm?.sections).toEqual([]);
    expect(tracks[1]!.notes).toBe('Verse 1:\n[Eb]Still the [Bb]night');
    expect(tracks[2]!.rhythm).toBeNull();
  });

  it(`keeps a chart of up to ${CHART_NOTES_MAX_LINES} lines as the notes, and no notes of a longer one`, async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `[C]Line ${index + 1}`).join('\n');
    const body = `{t: Short}\n{tempo: 100}\n${lines(CHART_NOTES_MAX_LINES)}\n{ns}\n{t: Long}\n{tempo: 100}\n${lines(CHART_NOTES_MAX_LINES + 1)}`;
    expect((await importCharts(client, playlist.id, body)).status).toBe(200);
    expect((await tracksOf(playlist.id)).map((track) => track.notes)).toEqual([lines(CHART_NOTES_MAX_LINES), '']);
  });

  it('a dry run shows what was read, with each bad song named, and writes nothing', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const response = await importCharts(
      client,
      playlist.id,
      `${CHORDPRO}\n{ns}\n{title: Too Fast}\n{tempo: 900}`,
      '?dryRun=true',
    );
    expect(response.status).toBe(200);
    expect(response.body.songs).toEqual([
      {
        song: 1,
        format: 'chordpro',
        title: 'Midnight Train',
        artist: 'The Locals',
        key: 'F#m',
        bpm: 92,
        timeSignature: '6/8',
        lengthSeconds: 225,
        sections: [
          { name: 'Verse', bars: 3, bpm: 92, timeSignature: '6/8' },
          { name: 'Chorus', bars: 7, bpm: 104, timeSignature: '6/8' },
        ],
      },
      expect.objectContaining({ song: 2, title: 'Too Fast', bpm: 900, sections: [] }),
    ]);
    expect(response.body.errors).toEqual([{ song: 2, message: rhythmMessages.bpm }]);
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it.each([
    ['a song without a title', '{artist: Nobody}\n{tempo: 120}', chartMessages.title],
    ['an unknown meter', '{title: Odd}\n{tempo: 120}\n{time: 5/7}', 'The note value must be 2, 4, 8 or 16'],
    ['a tempo out of range', '{title: Slow}\n{tempo: 5}', rhythmMessages.bpm],
    ['a tempo that is not a number', 'Words\nBand\nTempo: fast', rhythmMessages.bpm],
    ['a key outside the vocabulary', '{title: Keyed}\n{tempo: 100}\n{key: H}', messages.trackKey],
    [
      'a duration that is not m:ss or seconds',
      '{title: Long}\n{tempo: 100}\n{duration: forever}',
      messages.trackLengthRange,
    ],
  ])('refuses %s (400, the song named) and writes nothing, not even the good songs', async (_case, chart, message) => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const response = await importCharts(client, playlist.id, `{title: Good}\n{tempo: 100}\n{ns}\n${chart}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: chartMessages.hasErrors });
    expect(response.body.fields['song 2']).toContain(message);
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it.each([
    ['random bytes', Buffer.from([0xff, 0xfe, 0x00, 0x81, 0xc3, 0x28, 0x9f]), chartMessages.notText],
    ['a NUL character', '{title: Nul\u0000}\n{tempo: 100}', chartMessages.notText],
    ['an empty body', '  \n\n', chartMessages.noSong],
    [
      `more than ${CHART_IMPORT_MAX_SONGS} songs`,
      Array(CHART_IMPORT_MAX_SONGS + 1)
        .fill('{t: S}')
        .join('\n{ns}\n'),
      chartMessages.tooManySongs,
    ],
  ])('refuses %s (400), even in a dry run, and writes nothing', async (_case, body, message) => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    for (const query of ['?dryRun=true', '']) {
      const response = await importCharts(client, playlist.id, body, query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it('reads 1 MB of directives fast and refuses the song map it would make (more sections than a map holds)', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const line = '{tempo: 120}\n[C]\n';
    const body = `{title: Directives}\n${line.repeat(Math.floor((1024 * 1024 - 100) / line.length))}`;
    const started = performance.now();
    const response = await importCharts(client, playlist.id, body);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(400);
    expect(response.body.fields['song 1']).toBe(rhythmMessages.sections);
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it('refuses another content type (415), a body over 1 MB (413) and a song already in the set list', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 0 });
    const asJson = await client.post(`/api/playlists/${playlist.id}/charts`, { chart: '{title: X}' });
    expect(asJson.status).toBe(415);
    expect(asJson.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: chartMessages.mediaType });
    const huge = await importCharts(client, playlist.id, `{title: Huge}\n${'x'.repeat(1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: chartMessages.tooLarge });
    expect((await importCharts(client, playlist.id, ONSONG)).status).toBe(200);
    const again = await importCharts(client, playlist.id, ONSONG);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ 'song 1': ALREADY_IN_PLAYLIST });
    expect((await tracksOf(playlist.id)).map((track) => track.name)).toEqual(['Quiet Hymn']);
  });

  it('lets only who may edit the playlist import: a reader gets 403, a stranger 404, an admin may', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { trackCount: 0 });
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, owner.user);
    expect((await importCharts(reader.client, playlist.id, ONSONG)).status).toBe(403);
    expect((await importCharts(reader.client, playlist.id, ONSONG, '?dryRun=true')).status).toBe(403);
    const stranger = await signedIn();
    expect((await importCharts(stranger.client, playlist.id, ONSONG)).status).toBe(404);
    expect(await tracksOf(playlist.id)).toEqual([]);
    expect((await importCharts(owner.client, playlist.id, ONSONG, '?dryRun=true')).status).toBe(200);
    expect((await importCharts(owner.client, playlist.id, ONSONG)).status).toBe(200);
    const admin = await signedIn(true);
    expect((await importCharts(admin.client, playlist.id, CHORDPRO)).status).toBe(200);
    expect((await tracksOf(playlist.id)).map((track) => track.name)).toEqual(['Quiet Hymn', 'Midnight Train']);
  });
});
