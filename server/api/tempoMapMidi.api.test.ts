import { parseMidi, writeMidi, type MidiEvent } from 'midi-file';
import { MIDI_TEMPO_EVENTS_MAX } from '../../schema/limits';
import { midiSectionOf } from '../../schema/midiCheck';
import { resolveRhythm } from '../../schema/rhythm';
import { midiMessages } from '../../schema/validation';
import { Track } from '../entities';
import { writeTempoMap } from '../services/midi/tempoMapWriter';
import { ALREADY_IN_PLAYLIST } from '../services/tracks';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// Tempo maps out and in as Standard MIDI Files: a file becomes one track with its song map (a dry
// run shows it first), a track goes out as a file, and a file that is not one is refused, 4xx with
// a reason, with nothing written.

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

const importMidi = (
  client: ApiClient,
  playlistId: string,
  bytes: Uint8Array | string,
  query = '',
  type = 'audio/midi',
) =>
  client.agent
    .post(`/api/playlists/${playlistId}/tracks.mid${query}`)
    .set(client.headers)
    .set('X-XSRF-Token', client.token ?? '')
    .set('Content-Type', type)
    .send(typeof bytes === 'string' ? bytes : Buffer.from(bytes));
const exportMidi = (client: ApiClient, trackId: string) => client.getBytes(`/api/tracks/${trackId}/tempo-map.mid`);
const tracksOf = (playlistId: string) =>
  app
    .em()
    .fork()
    .find(Track, { playlist: playlistId }, { orderBy: { position: 'asc' } });

const SECTIONS = [
  { name: 'Intro', bars: 2, bpm: 90 },
  { name: 'Build', bars: 4, bpm: 90, endBpm: 132 },
  { name: 'Odd', bars: 3, bpm: 152, timeSignature: '7/8', tempoUnit: 'quarter' as const },
];
const SONG_FILE = writeTempoMap('Tempo Song', resolveRhythm({ sections: SECTIONS }).sections);
const READ_SECTIONS = resolveRhythm({ sections: SECTIONS }).sections.map(midiSectionOf);

/** A type 0 file of these events (End of Track added), `division` ticks per quarter. */
function fileOf(events: MidiEvent[], division = 480): Buffer {
  return Buffer.from(
    writeMidi({
      header: { format: 0, numTracks: 1, ticksPerBeat: division },
      tracks: [[...events, { deltaTime: 0, meta: true, type: 'endOfTrack' }]],
    }),
  );
}
const tempo = (deltaTime: number, microsecondsPerBeat: number): MidiEvent => ({
  deltaTime,
  meta: true,
  type: 'setTempo',
  microsecondsPerBeat,
});

describe('tempo maps in as Standard MIDI Files', () => {
  it('a dry run shows the track it would add and writes nothing; then it is added with its song map', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 1 });
    const dry = await importMidi(client, playlist.id, SONG_FILE, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      track: { title: 'Tempo Song', bpm: 90, timeSignature: '4/4', sections: READ_SECTIONS },
      errors: [],
    });
    expect(await tracksOf(playlist.id)).toHaveLength(1);
    const added = await importMidi(client, playlist.id, SONG_FILE);
    expect(added.status).toBe(200);
    const [, track] = await tracksOf(playlist.id);
    expect(track).toMatchObject({ name: 'Tempo Song', bpm: 90 });
    expect(track.rhythm?.sections.map(midiSectionOf)).toEqual(READ_SECTIONS);
    const again = await importMidi(client, playlist.id, SONG_FILE, '?dryRun=true');
    expect(again.body.errors).toEqual([ALREADY_IN_PLAYLIST]);
    expect((await importMidi(client, playlist.id, SONG_FILE)).status).toBe(400);
    expect(await tracksOf(playlist.id)).toHaveLength(2);
  });

  it('a file of one steady tempo without markers is a track of that tempo (in eighths for 6/8) and meter, titled by default', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const meter: MidiEvent = {
      deltaTime: 0,
      meta: true,
      type: 'timeSignature',
      numerator: 6,
      denominator: 8,
      metronome: 36,
      thirtyseconds: 8,
    };
    const response = await importMidi(client, playlist.id, fileOf([meter, tempo(0, 600000), tempo(480 * 12, 600000)]));
    expect(response.status).toBe(200);
    const [track] = await tracksOf(playlist.id);
    expect(track).toMatchObject({ name: midiMessages.defaultTitle, bpm: 200 });
    expect(track.rhythm).toMatchObject({ timeSignature: '6/8', tempoUnit: 'note', sections: [] });
  });

  it.each([
    [
      'random bytes',
      Buffer.from(Array.from({ length: 256 }, (_, index) => (index * 73 + 11) % 256)),
      midiMessages.notMidi,
    ],
    ['a truncated file', Buffer.from(SONG_FILE.subarray(0, SONG_FILE.length - 5)), midiMessages.chunkLength],
    [
      'a truncated chunk (a tempo event cut off inside it)',
      Buffer.concat([
        fileOf([]).subarray(0, 14),
        Buffer.from([0x4d, 0x54, 0x72, 0x6b, 0, 0, 0, 5, 0x00, 0xff, 0x51, 0x03, 0x07]),
      ]),
      midiMessages.unreadable,
    ],
    [
      'a chunk length larger than the file',
      (() => {
        const bytes = Buffer.from(fileOf([tempo(0, 500000)]));
        bytes.writeUInt32BE(1_000_000, 18);
        return bytes;
      })(),
      midiMessages.chunkLength,
    ],
    [
      `${MIDI_TEMPO_EVENTS_MAX * 2} tempo events`,
      fileOf(Array.from({ length: MIDI_TEMPO_EVENTS_MAX * 2 }, (_, index) => tempo(index ? 1 : 0, 500000 + index))),
      midiMessages.tooManyTempos,
    ],
    [
      'a division of 0',
      (() => {
        const bytes = fileOf([tempo(0, 500000)]);
        bytes.writeUInt16BE(0, 12);
        return bytes;
      })(),
      midiMessages.divisionZero,
    ],
    [
      'SMPTE time division',
      (() => {
        const bytes = fileOf([tempo(0, 500000)]);
        bytes.writeUInt16BE(0xe728, 12);
        return bytes;
      })(),
      midiMessages.smpte,
    ],
    [
      'running status with no status',
      Buffer.concat([
        fileOf([]).subarray(0, 14),
        Buffer.from([0x4d, 0x54, 0x72, 0x6b, 0, 0, 0, 7, 0x00, 0x3c, 0x40, 0x00, 0xff, 0x2f, 0x00]),
      ]),
      midiMessages.unreadable,
    ],
    [
      'a meter this app does not play',
      fileOf([
        {
          deltaTime: 0,
          meta: true,
          type: 'timeSignature',
          numerator: 5,
          denominator: 32,
          metronome: 24,
          thirtyseconds: 8,
        },
      ]),
      midiMessages.meter('5/32'),
    ],
  ])('refuses %s (400 with the reason), even in a dry run, fast, and writes nothing', async (_case, body, message) => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    for (const query of ['?dryRun=true', '']) {
      const started = performance.now();
      const response = await importMidi(client, playlist.id, body, query);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it('refuses another content type (415) and a body over 1 MB (413)', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    const asText = await importMidi(client, playlist.id, 'MThd', '', 'text/plain');
    expect(asText.status).toBe(415);
    expect(asText.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: midiMessages.mediaType });
    const huge = await importMidi(client, playlist.id, Buffer.alloc(1024 * 1024 + 1, 0x90));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: midiMessages.tooLarge });
    expect(await tracksOf(playlist.id)).toEqual([]);
  });

  it('lets only who may edit the playlist import: a reader gets 403, a stranger 404, an admin may', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user);
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, owner.user);
    expect((await importMidi(reader.client, playlist.id, SONG_FILE)).status).toBe(403);
    expect((await importMidi(reader.client, playlist.id, SONG_FILE, '?dryRun=true')).status).toBe(403);
    const stranger = await signedIn();
    expect((await importMidi(stranger.client, playlist.id, SONG_FILE)).status).toBe(404);
    expect(await tracksOf(playlist.id)).toEqual([]);
    const admin = await signedIn(true);
    expect((await importMidi(admin.client, playlist.id, SONG_FILE)).status).toBe(200);
    expect((await tracksOf(playlist.id)).map((track) => track.name)).toEqual(['Tempo Song']);
  });
});

describe('tempo maps out as Standard MIDI Files', () => {
  it('exports an imported song map as the same file, as audio/midi named after the track', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user);
    expect((await importMidi(client, playlist.id, SONG_FILE)).status).toBe(200);
    const [track] = await tracksOf(playlist.id);
    const response = await exportMidi(client, track.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/midi');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Tempo Song.mid"');
    expect(Buffer.compare(response.body as Buffer, Buffer.from(SONG_FILE))).toBe(0);
  });

  it('exports a track without a song map as its tempo over 8 bars of 4/4', async () => {
    const { user, client } = await signedIn();
    const playlist = await buildPlaylist(app.em(), user, { trackCount: 1 });
    const [track] = await tracksOf(playlist.id);
    const midi = parseMidi((await exportMidi(client, track.id)).body as Buffer);
    const tempos = midi.tracks[0].flatMap((event) => (event.type === 'setTempo' ? [event.microsecondsPerBeat] : []));
    expect(tempos).toEqual([60_000_000 / track.bpm]);
    expect(midi.tracks[1].filter((event) => event.type === 'noteOn')).toHaveLength(32);
  });

  it('lets whoever may read the playlist export: a reader may, a stranger gets 404', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { trackCount: 1 });
    const [track] = await tracksOf(playlist.id);
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, owner.user);
    expect((await exportMidi(reader.client, track.id)).status).toBe(200);
    const stranger = await signedIn();
    const refused = await stranger.client.get(`/api/tracks/${track.id}/tempo-map.mid`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND', message: 'Track not found' });
  });
});
