import { CSV_IMPORT_MAX_ROWS } from '../../schema/limits';
import { messages, rhythmMessages } from '../../schema/validation';
import { SetBreak, Track } from '../entities';
import { CSV_MEDIA_TYPE, CSV_TOO_LARGE } from '../http/csvBody';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// A set list goes out as CSV and comes back in; a bad file is refused whole, with each
// bad row named, and a dry run only checks.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn() {
  const { user, password } = await buildUser(app.em());
  return { user, client: await (await new ApiClient(app).open()).logIn(user.username, password) };
}

/** The first set-list columns; a file without `time_signature`, `length_seconds` or `key` still imports. */
const HEADER = 'name,artist,bpm,bpm_source,notes';
const EXPORT_HEADER = `${HEADER},time_signature,length_seconds,key,type`;
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const importCsv = (client: ApiClient, playlistId: string, csv: string, query = '') =>
  client.agent
    .post(`/api/playlists/${playlistId}/tracks.csv${query}`)
    .set(client.headers)
    .set('X-XSRF-Token', client.token ?? '')
    .set('Content-Type', 'text/csv')
    .send(csv);
const trackNames = async (playlistId: string) =>
  (
    await app
      .em()
      .fork()
      .find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } })
  ).map((track) => track.name);

describe('set lists as CSV', () => {
  it('exports name, artist, bpm, source and notes as UTF-8 CSV with a byte order mark, formulas defused, as a download', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { name: 'Friday: set #1', trackCount: 0 });
    await client.post(`/api/playlists/${playlist.id}/tracks`, {
      name: 'Café "Live"',
      artist: 'Ünïcode, the band',
      bpm: 128,
    });
    await client.post(`/api/playlists/${playlist.id}/tracks`, {
      name: '=HYPERLINK("http://evil.example")',
      artist: '@bob',
      bpm: 90,
    });
    const track = (await app.em().fork().findOneOrFail(Track, { playlist: playlist.id, position: 0 })).id;
    await client.send('patch', `/api/tracks/${track}`, { notes: '-3 dB, then\nfull' });

    const response = await client.get(`/api/playlists/${playlist.id}/tracks.csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Friday set 1.csv"');
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n').slice(0, 1)).toEqual([EXPORT_HEADER]);
    expect(text).toContain(`"Café ""Live""","Ünïcode, the band",128,manual,"'-3 dB, then\nfull"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")","'@bob",90,manual,`);
  });

  it('round-trips: an exported file imported into another playlist gives the same tracks in the same order', async () => {
    const { user, client } = await signedIn();
    const source = await buildPlaylist(app.em(), user, { name: 'Source' });
    for (const name of ['Opener', '=SUM(A1)', 'Ballad, slow'])
      await client.post(`/api/playlists/${source.id}/tracks`, { name, artist: 'Band', bpm: 100 });
    const csv = (await client.get(`/api/playlists/${source.id}/tracks.csv`)).text;
    const target = await buildPlaylist(app.em(), user, { name: 'Target', trackCount: 1 });

    const response = await importCsv(client, target.id, csv);
    expect(response.status).toBe(200);
    expect(
      response.body.tracks.map((track: { name: string; position: number }) => [track.name, track.position]),
    ).toEqual([
      ['Song 1', 0],
      ['Opener', 1],
      ['=SUM(A1)', 2],
      ['Ballad, slow', 3],
    ]);
  });

  it('round-trips set breaks: a `break` row in its place, read back between the same songs; a file without `type` is all songs', async () => {
    const { user, client } = await signedIn();
    const source = await buildPlaylist(app.em(), user, { name: 'Gig', trackCount: 3 });
    const songs = await app
      .em()
      .fork()
      .find(Track, { playlist: source.id }, { orderBy: { position: 'asc' } });
    await client.post(`/api/playlists/${source.id}/breaks`, { name: 'Set 2', afterId: songs[1]!.id });
    await client.post(`/api/playlists/${source.id}/breaks`, { name: '=Encore' });
    const csv = (await client.get(`/api/playlists/${source.id}/tracks.csv`)).text;
    expect(csv).toContain('\r\nSet 2,,,,,,,,break\r\n');
    expect(csv).toContain(`\r\n"'=Encore",,,,,,,,break\r\n`);
    expect(csv).toContain('\r\nSong 3,Band,102,manual,,4/4,,,song\r\n');

    const target = await buildPlaylist(app.em(), user, { name: 'Copy', trackCount: 0 });
    const imported = await importCsv(client, target.id, csv);
    expect(imported.status).toBe(200);
    const items = [
      ...imported.body.tracks,
      ...imported.body.breaks.map((setBreak: { name: string; position: number }) => ({
        ...setBreak,
        name: `[${setBreak.name}]`,
      })),
    ]
      .sort((a: { position: number }, b: { position: number }) => a.position - b.position)
      .map((item: { name: string }) => item.name);
    expect(items).toEqual(['Song 1', 'Song 2', '[Set 2]', 'Song 3', '[=Encore]']);
    expect(imported.body.trackCount).toBe(3);

    const old = await importCsv(client, (await buildPlaylist(app.em(), user)).id, csvOf('Opener,Band,120,,'));
    expect(old.body.tracks.map((track: { name: string }) => track.name)).toEqual(['Opener']);
    expect(old.body.breaks).toEqual([]);
  });

  it('names a bad break row or type by its row number (400) and writes nothing, not even the good rows', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const header = 'name,artist,bpm,type';
    const file =
      [
        header,
        'Opener,Band,120,song',
        ',,,break',
        `${'x'.repeat(61)},,,break`,
        'Interval,,,pause',
        'Set 2,,,BREAK',
      ].join('\r\n') + '\r\n';
    const check = await importCsv(client, playlist.id, file, '?dryRun=true');
    expect(check.body).toEqual({
      rows: 5,
      errors: [
        { row: 2, message: messages.setBreakNameRequired },
        { row: 3, message: messages.setBreakNameMax },
        { row: 4, message: messages.csvRowType },
      ],
    });
    const refused = await importCsv(client, playlist.id, file);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'row 2': messages.setBreakNameRequired,
      'row 3': messages.setBreakNameMax,
      'row 4': messages.csvRowType,
    });
    expect(await trackNames(playlist.id)).toEqual([]);
    expect(await app.em().fork().count(SetBreak, { playlist: playlist.id })).toBe(0);
  });

  it("carries each track's time signature both ways (a steady 4/4 stays without a rhythm), and names a bad one by its row", async () => {
    const { user, client } = await signedIn();
    const source = await buildPlaylist(app.em(), user, { name: 'Meters', trackCount: 0 });
    await client.post(`/api/playlists/${source.id}/tracks`, {
      name: 'Odd',
      artist: 'Band',
      bpm: 120,
      rhythm: { timeSignature: '7/8' },
    });
    await client.post(`/api/playlists/${source.id}/tracks`, { name: 'Even', artist: 'Band', bpm: 100 });
    const csv = (await client.get(`/api/playlists/${source.id}/tracks.csv`)).text;
    expect(csv).toContain('Odd,Band,120,manual,,7/8,,,song\r\n');
    expect(csv).toContain('Even,Band,100,manual,,4/4,,,song\r\n');

    const target = await buildPlaylist(app.em(), user, { name: 'Copy', trackCount: 0 });
    const imported = await importCsv(client, target.id, csv);
    expect(imported.status).toBe(200);
    expect(
      imported.body.tracks.map(
        (track: { name: string; rhythm: { timeSignature: string; grouping: number[] } | null }) => [
          track.name,
          track.rhythm && [track.rhythm.timeSignature, track.rhythm.grouping],
        ],
      ),
    ).toEqual([
      ['Odd', ['7/8', [2, 2, 3]]],
      ['Even', null],
    ]);

    const check = await importCsv(
      client,
      target.id,
      `${EXPORT_HEADER}\r\nNew,Band,120,,,17/8\r\nOther,Band,120,,,4/3\r\n`,
      '?dryRun=true',
    );
    expect(check.body).toEqual({
      rows: 2,
      errors: [
        { row: 1, message: rhythmMessages.beatsPerBar },
        { row: 2, message: rhythmMessages.noteValue },
      ],
    });
  });

  it("carries each track's length both ways (empty: until stopped), and names a bad one by its row", async () => {
    const { user, client } = await signedIn();
    const source = await buildPlaylist(app.em(), user, { name: 'Lengths', trackCount: 0 });
    await client.post(`/api/playlists/${source.id}/tracks`, { name: 'Long', artist: 'Band', bpm: 120 });
    await client.post(`/api/playlists/${source.id}/tracks`, { name: 'Open', artist: 'Band', bpm: 100 });
    const long = (await app.em().fork().findOneOrFail(Track, { playlist: source.id, position: 0 })).id;
    expect((await client.send('patch', `/api/tracks/${long}`, { lengthSeconds: 245 })).status).toBe(200);
    const csv = (await client.get(`/api/playlists/${source.id}/tracks.csv`)).text;
    expect(csv).toContain('Long,Band,120,manual,,4/4,245,,song\r\n');
    expect(csv).toContain('Open,Band,100,manual,,4/4,,,song\r\n');

    const target = await buildPlaylist(app.em(), user, { name: 'Copy', trackCount: 0 });
    const imported = await importCsv(client, target.id, csv);
    expect(imported.status).toBe(200);
    expect(
      imported.body.tracks.map((track: { name: string; lengthSeconds: number | null }) => [
        track.name,
        track.lengthSeconds,
      ]),
    ).toEqual([
      ['Long', 245],
      ['Open', null],
    ]);

    const check = await importCsv(
      client,
      target.id,
      `${EXPORT_HEADER}\r\nShort,Band,120,,,,9\r\nWords,Band,120,,,,four minutes\r\nFine,Band,120,,,,3600\r\n`,
      '?dryRun=true',
    );
    expect(check.body).toEqual({
      rows: 3,
      errors: [
        { row: 1, message: messages.trackLengthRange },
        { row: 2, message: messages.trackLengthRange },
      ],
    });
  });

  it("carries each track's key both ways (empty: none), and names a bad one by its row", async () => {
    const { user, client } = await signedIn();
    const source = await buildPlaylist(app.em(), user, { name: 'Keys', trackCount: 0 });
    await client.post(`/api/playlists/${source.id}/tracks`, { name: 'Sharp', artist: 'Band', bpm: 120 });
    await client.post(`/api/playlists/${source.id}/tracks`, { name: 'Keyless', artist: 'Band', bpm: 100 });
    const sharp = (await app.em().fork().findOneOrFail(Track, { playlist: source.id, position: 0 })).id;
    expect((await client.send('patch', `/api/tracks/${sharp}`, { key: 'F#m' })).status).toBe(200);
    const csv = (await client.get(`/api/playlists/${source.id}/tracks.csv`)).text;
    expect(csv).toContain(EXPORT_HEADER);
    expect(csv).toContain('Sharp,Band,120,manual,,4/4,,F#m,song\r\n');
    expect(csv).toContain('Keyless,Band,100,manual,,4/4,,,song\r\n');

    const target = await buildPlaylist(app.em(), user, { name: 'Copy', trackCount: 0 });
    const imported = await importCsv(client, target.id, csv);
    expect(imported.status).toBe(200);
    expect(imported.body.tracks.map((track: { name: string; key: string | null }) => [track.name, track.key])).toEqual([
      ['Sharp', 'F#m'],
      ['Keyless', null],
    ]);

    const check = await importCsv(
      client,
      target.id,
      `${EXPORT_HEADER}\r\nLow,Band,120,,,,,H\r\nLong,Band,120,,,,,F#m7\r\nFine,Band,120,,,,,Ebm\r\n`,
      '?dryRun=true',
    );
    expect(check.body).toEqual({
      rows: 3,
      errors: [
        { row: 1, message: messages.trackKey },
        { row: 2, message: messages.trackKey },
      ],
    });
  });

  it('a dry run counts the rows and names each bad one (from 1 under the header) without writing anything', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 1 });
    const csv = csvOf(
      'Good,Band,120,manual,',
      ',Band,120,,',
      'Too fast,Band,300,,',
      'Song 1,Band,99,,',
      'Also good,,90,tap,Capo 2',
    );
    const response = await importCsv(client, playlist.id, csv, '?dryRun=true');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: 5,
      errors: [
        { row: 2, message: messages.trackNameRequired },
        { row: 3, message: messages.bpmRange },
        { row: 4, message: 'Already in playlist' },
      ],
    });
    expect(await trackNames(playlist.id)).toEqual(['Song 1']);
  });

  it('imports nothing when any row has an error (400 naming each bad row), and everything when none has', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const bad = await importCsv(
      client,
      playlist.id,
      csvOf('Fine,Band,120,,', 'Notes too long,Band,120,,' + 'n'.repeat(501)),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.csvHasErrors,
      fields: { 'row 2': messages.trackNotesMax },
    });
    expect(await trackNames(playlist.id)).toEqual([]);

    const good = await importCsv(client, playlist.id, csvOf('Fine,Band,120,,', 'Second,,95,detected,Watch the bridge'));
    expect(good.status).toBe(200);
    expect(
      good.body.tracks.map((track: { name: string; artist: string; bpmSource: string; notes: string }) => [
        track.name,
        track.artist,
        track.bpmSource,
        track.notes,
      ]),
    ).toEqual([
      ['Fine', 'Band', 'manual', ''],
      ['Second', 'Custom Track', 'detected', 'Watch the bridge'],
    ]);
  });

  it.each([
    ['a file without the header', 'Song,Band,120\r\n', messages.csvHeader],
    ['an unknown column', 'name,bpm,capo\r\nSong,120,2\r\n', messages.csvHeader],
    ['no rows', `${HEADER}\r\n`, messages.csvRows],
    [
      `more than ${CSV_IMPORT_MAX_ROWS} rows`,
      csvOf(...Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, index) => `Song ${index},Band,120,,`)),
      messages.csvRows,
    ],
  ])('refuses %s (400) and writes nothing', async (_case, csv, message) => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const response = await importCsv(client, playlist.id, csv);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await trackNames(playlist.id)).toEqual([]);
  });

  it('refuses another content type (415) and a file over 1 MB (413)', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const asJson = await client.post(`/api/playlists/${playlist.id}/tracks.csv`, { csv: csvOf('Song,Band,120,,') });
    expect(asJson.status).toBe(415);
    expect(asJson.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: CSV_MEDIA_TYPE });
    const huge = await importCsv(client, playlist.id, csvOf(`Song,Band,120,,${'x'.repeat(1024 * 1024)}`));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: CSV_TOO_LARGE });
    expect(await trackNames(playlist.id)).toEqual([]);
  });

  it('lets a reader export but not import; hides the playlist from others (404)', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { trackCount: 2 });
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, owner.user);
    expect((await reader.client.get(`/api/playlists/${playlist.id}/tracks.csv`)).status).toBe(200);
    expect((await importCsv(reader.client, playlist.id, csvOf('Song,Band,120,,'))).status).toBe(403);
    const stranger = await signedIn();
    expect((await stranger.client.get(`/api/playlists/${playlist.id}/tracks.csv`)).status).toBe(404);
    expect((await importCsv(stranger.client, playlist.id, csvOf('Song,Band,120,,'))).status).toBe(404);
    expect(await trackNames(playlist.id)).toEqual(['Song 1', 'Song 2']);
  });
});
