import { midiMessageMessages, midiSectionMessage } from '../../schema/validation';
import { Track } from '../entities';
import { ApiClient } from '../test/apiClient';
import { playlistDoors, restPlaylists, type PlaylistDoor } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';
import { ownerWithTracks } from '../test/trackOwner';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// A track's Program and Control Changes: set on both doors, checked against the song map it will
// have, kept by a duplicate, and refused with a clear message (nothing written) when wrong.

const ownerWithTrack = () => ownerWithTracks(app);

/**
 * The set list's MIDI messages as a door answers them. The GraphQL door's shared selection leaves
 * them out (with them, its every-field selection passes the cost limit at 50 tracks), so GraphQL
 * asks for them alone, as a client that shows them would.
 */
async function answered(door: PlaylistDoor, client: ApiClient, playlistId: string) {
  if (door === restPlaylists) return (await door.get(client, playlistId)).data!.tracks.map((t) => t.midiMessages);
  const response = await client.graphql(
    'query($id: ID!) { playlist(id: $id) { tracks { midiMessages { section kind channel program bankMsb bankLsb controller value } } } }',
    { id: playlistId },
  );
  const body = response.body as { data: { playlist: { tracks: Array<{ midiMessages: unknown }> } } };
  return body.data.playlist.tracks.map((track) => track.midiMessages);
}

const stored = async (trackId: string) => (await app.em().fork().findOneOrFail(Track, trackId)).midiMessages;

const SONG_MAP = {
  timeSignature: '4/4',
  sections: [
    { name: 'Verse', bars: 8, bpm: 100 },
    { name: 'Chorus', bars: 8, bpm: 100 },
  ],
};
const AT_START = { section: null, kind: 'program', channel: 1, program: 12, bankMsb: 0, bankLsb: 3 };
const AT_CHORUS = { section: 1, kind: 'control', channel: 10, controller: 7, value: 100 };
const CLEAN = { program: null, bankMsb: null, bankLsb: null, controller: null, value: null };

describe.each(playlistDoors)("a track's MIDI messages over $name", (door) => {
  it('sets messages at the start and at a section, answers them, keeps them in a duplicate, and clears them', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const result = await door.updateTrack(client, trackIds[1]!, {
      rhythm: SONG_MAP,
      midiMessages: [AT_START, { ...AT_CHORUS, program: 5 }],
    });
    expect(result.status).toBe(200);
    // A control change keeps only its own fields: the stray program is dropped.
    const expected = [
      { ...CLEAN, ...AT_START },
      { ...CLEAN, ...AT_CHORUS },
    ];
    expect(await answered(door, client, result.data!.id)).toEqual([null, expected]);
    expect(await stored(trackIds[1]!)).toEqual(expected);

    const copy = await door.duplicate(client, result.data!.id);
    expect(await answered(door, client, copy.data!.id)).toEqual([null, expected]);

    expect((await door.updateTrack(client, trackIds[1]!, { midiMessages: [] })).status).toBe(200);
    expect(await stored(trackIds[1]!)).toBeNull();
  });

  it.each([
    ['channel 17', { ...AT_START, channel: 17 }, midiMessageMessages.channel],
    ['channel 0', { ...AT_START, channel: 0 }, midiMessageMessages.channel],
    ['program 128', { ...AT_START, program: 128 }, midiMessageMessages.program],
    ['a program change with no program', { ...AT_START, program: null }, midiMessageMessages.program],
    ['bank MSB 128', { ...AT_START, bankMsb: 128 }, midiMessageMessages.bank],
    ['controller 120 (a channel mode message)', { ...AT_CHORUS, controller: 120 }, midiMessageMessages.controller],
    ['a control change with no value', { ...AT_CHORUS, value: null }, midiMessageMessages.value],
    ['an unknown type', { ...AT_START, kind: 'pitch' }, midiMessageMessages.kind],
    ['a negative section', { ...AT_START, section: -1 }, midiMessageMessages.section],
  ])('refuses %s with a clear message, writing nothing', async (_name, message, expected) => {
    const { client, trackIds } = await ownerWithTrack();
    const result = await door.updateTrack(client, trackIds[0]!, { rhythm: SONG_MAP, midiMessages: [message] });
    expect(result).toMatchObject({ status: 400, message: expected });
    expect(await stored(trackIds[0]!)).toBeNull();
  });

  it('refuses a duplicate message and more than the limit', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const twice = await door.updateTrack(client, trackIds[0]!, { midiMessages: [AT_START, AT_START] });
    expect(twice).toMatchObject({ status: 400, message: midiMessageMessages.duplicate });
    const many = Array.from({ length: 33 }, (_, program) => ({ ...AT_START, program }));
    const tooMany = await door.updateTrack(client, trackIds[0]!, { midiMessages: many });
    expect(tooMany).toMatchObject({ status: 400, message: midiMessageMessages.list });
  });

  it('refuses a section past the song map, sent or stored, and a song map that would drop a used section', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const noMap = await door.updateTrack(client, trackIds[0]!, { midiMessages: [AT_CHORUS] });
    expect(noMap).toMatchObject({ status: 400, message: midiSectionMessage(1, 0) });

    expect((await door.updateTrack(client, trackIds[0]!, { rhythm: SONG_MAP })).status).toBe(200);
    const past = await door.updateTrack(client, trackIds[0]!, { midiMessages: [{ ...AT_CHORUS, section: 2 }] });
    expect(past).toMatchObject({ status: 400, message: midiSectionMessage(2, 2) });
    expect((await door.updateTrack(client, trackIds[0]!, { midiMessages: [AT_CHORUS] })).status).toBe(200);

    const shorter = { ...SONG_MAP, sections: SONG_MAP.sections.slice(0, 1) };
    const dropped = await door.updateTrack(client, trackIds[0]!, { rhythm: shorter });
    expect(dropped).toMatchObject({ status: 400, message: midiSectionMessage(1, 1) });
    expect(await stored(trackIds[0]!)).toEqual([{ ...CLEAN, ...AT_CHORUS }]);
  });
});

describe('MIDI messages over REST only', () => {
  it('refuses a list that is no list and an item that is no object', async () => {
    const { client, trackIds } = await ownerWithTrack();
    const notList = await restPlaylists.updateTrack(client, trackIds[0]!, { midiMessages: 'program 5' });
    expect(notList.status).toBe(400);
    expect(notList.message).toMatch(/MIDI messages/);
    const notObject = await restPlaylists.updateTrack(client, trackIds[0]!, { midiMessages: [5] });
    expect(notObject.status).toBe(400);
    expect(notObject.message).toMatch(/MIDI message/);
  });
});
