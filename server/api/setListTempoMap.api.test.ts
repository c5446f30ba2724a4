import { parseMidi, type MidiEvent } from 'midi-file';
import { MIDI_EXPORT_BEATS_MAX } from '../../schema/limits';
import { resolveRhythm } from '../../schema/rhythm';
import { Track } from '../entities';
import { SET_LIST_EMPTY } from '../services/setListTempoMap';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// A whole set list as one Standard MIDI File: one track per song after the conductor, the songs
// one after another with a one-bar count-in and their gap, the tempo of each song at its start.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  const { user, password } = await buildUser(app.em());
  return { user, client: await (await new ApiClient(app).open()).logIn(user.username, password) };
}

const exportSetList = (client: ApiClient, playlistId: string) =>
  client.getBytes(`/api/playlists/${playlistId}/tempo-map.mid`);

/** Absolute ticks of a track's events. */
function timed(track: MidiEvent[]): Array<MidiEvent & { tick: number }> {
  let tick = 0;
  return track.map((event) => ({ ...event, tick: (tick += event.deltaTime) }));
}

/** A set list of three songs: a steady 4/4 at 120 going on after 2 bars, a 7/8 song map, a 3/4 at 90 with no count-in. */
async function setList() {
  const owner = await signedIn();
  const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Friday / set', trackCount: 3 });
  const em = app.em().fork();
  const tracks = await em.find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
  Object.assign(tracks[0]!, { name: 'Opener', bpm: 120, lengthSeconds: 16, afterSong: 'bars', afterSongGap: 2 });
  Object.assign(tracks[1]!, {
    name: 'Odd one',
    rhythm: resolveRhythm({
      timeSignature: '7/8',
      sections: [
        { name: 'Verse', bars: 2, bpm: 140, timeSignature: '7/8' },
        { name: 'Chorus', bars: 2, bpm: 150, timeSignature: '7/8' },
      ],
    }),
  });
  Object.assign(tracks[2]!, {
    name: 'Waltz',
    bpm: 90,
    lengthSeconds: 12,
    countInBeats: 0,
    rhythm: resolveRhythm({ timeSignature: '3/4' }),
  });
  await em.flush();
  return { owner, playlist };
}

describe('GET /api/playlists/{id}/tempo-map.mid', () => {
  it('answers one track per song named by its title, with each song title and tempo where it starts', async () => {
    const { owner, playlist } = await setList();
    const response = await exportSetList(owner.client, playlist.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^audio\/midi/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Friday  set.mid"');

    const midi = parseMidi(response.body as Buffer);
    expect(midi.header).toMatchObject({ format: 1, numTracks: 4, ticksPerBeat: 480 });
    const names = midi.tracks.map((track) => track.find((event) => event.type === 'trackName'));
    expect(names.map((event) => (event as { text: string }).text)).toEqual([
      'Friday / set',
      'Opener',
      'Odd one',
      'Waltz',
    ]);

    const conductor = timed(midi.tracks[0]!);
    const markers = conductor.filter((event) => event.type === 'marker') as Array<{ tick: number; text: string }>;
    const songStart = (title: string) => markers.find((marker) => marker.text === title)!.tick;
    // Opener: 1 count-in bar + 8 bars (16 s at 120) + 2 gap bars of 4/4 = 11 bars of 1920 ticks.
    expect(songStart('Opener')).toBe(0);
    expect(songStart('Odd one')).toBe(11 * 1920);
    // Odd one: 1 count-in bar + 4 bars of 7/8 (7 eighths of 240 ticks) + 1 gap bar.
    expect(songStart('Waltz')).toBe(11 * 1920 + 6 * 7 * 240);
    expect(markers.map((marker) => marker.text)).toEqual(['Opener', 'Odd one', 'Verse', 'Chorus', 'Waltz']);
    expect(songStart('Verse') - songStart('Odd one')).toBe(7 * 240);

    const tempoAt = (tick: number) =>
      (conductor.filter((event) => event.type === 'setTempo' && event.tick <= tick).at(-1) as {
        microsecondsPerBeat: number;
      })!.microsecondsPerBeat;
    expect(tempoAt(songStart('Opener'))).toBe(500_000);
    // 140 eighths a minute is 70 quarters: 857142.86 µs, written as one of the two whole values around it.
    expect([857_142, 857_143]).toContain(tempoAt(songStart('Odd one')));
    expect(tempoAt(songStart('Waltz'))).toBe(666_667);
    const meters = conductor.filter((event) => event.type === 'timeSignature') as Array<{
      tick: number;
      numerator: number;
      denominator: number;
    }>;
    expect(meters.map(({ tick, numerator, denominator }) => [tick, `${numerator}/${denominator}`])).toEqual([
      [0, '4/4'],
      [songStart('Odd one'), '7/8'],
      [songStart('Waltz'), '3/4'],
    ]);

    // Each song's click on channel 10, within its own span: the waltz has no count-in, 12 s at 90 = 18 beats.
    const clicks = midi.tracks.slice(1).map((track) => timed(track).filter((event) => event.type === 'noteOn'));
    expect(clicks.map((notes) => notes.length)).toEqual([4 + 32, 7 + 28, 18]);
    expect(clicks.flat().every((note) => (note as { channel: number }).channel === 9)).toBe(true);
    expect(clicks[1]![0]!.tick).toBe(songStart('Odd one'));
    expect(clicks[2]![0]!.tick).toBe(songStart('Waltz'));
  });

  it('lets whoever may read the playlist export; a stranger gets 404 and an empty set list 409', async () => {
    const { owner, playlist } = await setList();
    const reader = await signedIn();
    await buildShare(app.em(), playlist, reader.user, owner.user);
    expect((await exportSetList(reader.client, playlist.id)).status).toBe(200);
    const stranger = await signedIn();
    const refused = await stranger.client.get(`/api/playlists/${playlist.id}/tempo-map.mid`);
    expect(refused.status).toBe(404);
    const empty = await buildPlaylist(app.em(), owner.user, { name: 'Empty' });
    const nothing = await owner.client.get(`/api/playlists/${empty.id}/tempo-map.mid`);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ message: SET_LIST_EMPTY });
  });
});

describe('MIDI files too long to write', () => {
  /** The longest song map there is: 64 sections of 999 bars of 4/4 (255,744 beats). */
  const longest = resolveRhythm({
    timeSignature: '4/4',
    sections: Array.from({ length: 64 }, (_, index) => ({ name: `Part ${index + 1}`, bars: 999, bpm: 120 })),
  });
  const tooLong = `A MIDI file holds at most ${MIDI_EXPORT_BEATS_MAX.toLocaleString('en-US')} beats; this one would have`;

  it('refuses the longest song map (409 saying why) instead of writing it, alone or in its set list', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Marathon', trackCount: 1 });
    const em = app.em().fork();
    const [track] = await em.find(Track, { playlist: playlist.id });
    track!.rhythm = longest;
    await em.flush();
    const alone = await owner.client.get(`/api/tracks/${track!.id}/tempo-map.mid`);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(`${tooLong} 255,744`);
    const set = await owner.client.get(`/api/playlists/${playlist.id}/tempo-map.mid`);
    expect(set.status).toBe(409);
    // The set list's file also counts the song's one-bar count-in and its bar of gap.
    expect(set.body.message).toBe(`${tooLong} 255,752`);
  });

  it('writes a set list just within the limit', async () => {
    const owner = await signedIn();
    const playlist = await buildPlaylist(app.em(), owner.user, { name: 'Long night', trackCount: 1 });
    const em = app.em().fork();
    const [track] = await em.find(Track, { playlist: playlist.id });
    // With its count-in bar and its bar of gap: exactly MIDI_EXPORT_BEATS_MAX beats.
    const bars = MIDI_EXPORT_BEATS_MAX / 4 - 2;
    track!.rhythm = resolveRhythm({
      timeSignature: '4/4',
      sections: Array.from({ length: Math.ceil(bars / 999) }, (_, index) => ({
        name: `Part ${index + 1}`,
        bars: Math.min(999, bars - index * 999),
        bpm: 120,
      })),
    });
    await em.flush();
    const file = await exportSetList(owner.client, playlist.id);
    expect(file.status).toBe(200);
    const notes = parseMidi(file.body).tracks[1]!.filter((event) => event.type === 'noteOn');
    expect(notes).toHaveLength(MIDI_EXPORT_BEATS_MAX - 4);
  });
});
