import { messages, rhythmMessages } from '../../schema/validation';
import { Playlist, Track } from '../entities';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { playlistDoors } from '../test/playlistDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// A track's rhythm (meter, grouping, accents, subdivision, swing, song map) is stored
// resolved and served on both doors; bad input is refused with a clear message and nothing written.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function ownerWithTrack() {
  const { user, password } = await buildUser(app.em());
  const client = await (await new ApiClient(app).open()).logIn(user.username, password);
  const playlist = await buildPlaylist(app.em(), user, { name: 'Odd meters', trackCount: 1 });
  const [track] = await app.em().find(Track, { playlist: playlist.id });
  return { user, client, playlist, trackId: track!.id };
}

const SEVEN_EIGHT_MAP = {
  levelSounds: { accent: 'bell', subdivision: 'tick' },
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  subdivision: 'triplets',
  sections: [
    { name: 'Intro', bars: 4, bpm: 120, endBpm: 132 },
    { name: 'Swing', bars: 8, bpm: 132, timeSignature: '4/4', subdivision: 'eighths', swingPercent: 66 },
  ],
};

describe.each(playlistDoors)('track rhythms over $name', (door) => {
  it('adds a track with a 7/8 (2+2+3) song map and answers it resolved; a track without one answers null', async () => {
    const { client, playlist } = await ownerWithTrack();
    const result = await door.addTrack(client, playlist.id, { name: 'Odd Song', bpm: 120, rhythm: SEVEN_EIGHT_MAP });
    expect(result.status).toBe(door.name === 'REST' ? 201 : 200);
    const [plain, odd] = result.data!.tracks;
    expect(plain!.rhythm).toBeNull();
    expect(odd!.rhythm).toEqual({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: ['normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal'],
      subdivision: 'triplets',
      swingPercent: 50,
      tempoUnit: 'note',
      sections: [
        {
          name: 'Intro',
          bars: 4,
          bpm: 120,
          endBpm: 132,
          muted: false,
          timeSignature: '7/8',
          grouping: [2, 2, 3],
          accents: Array(7).fill('normal'),
          subdivision: 'triplets',
          swingPercent: 50,
          tempoUnit: 'note',
        },
        {
          name: 'Swing',
          bars: 8,
          bpm: 132,
          endBpm: null,
          muted: false,
          timeSignature: '4/4',
          grouping: [1, 1, 1, 1],
          accents: Array(4).fill('normal'),
          subdivision: 'eighths',
          swingPercent: 66,
          tempoUnit: 'note',
        },
      ],
      levelSounds: { accent: 'bell', normal: null, soft: null, subdivision: 'tick' },
    });
    expect((await door.get(client, playlist.id)).data!.tracks[1]!.rhythm).toEqual(odd!.rhythm);
  });

  it('replaces a rhythm whole with PATCH / updateTrack, and null goes back to a steady 4/4; a duplicate keeps it', async () => {
    const { client, playlist, trackId } = await ownerWithTrack();
    const waltz = await door.updateTrack(client, trackId, {
      rhythm: {
        timeSignature: '6/8',
        tempoUnit: 'dotted',
        accents: ['accent', 'soft', 'soft', 'normal', 'soft', 'soft'],
      },
    });
    expect(waltz.data!.tracks[0]!.rhythm).toMatchObject({
      timeSignature: '6/8',
      grouping: [3, 3],
      tempoUnit: 'dotted',
      accents: ['accent', 'soft', 'soft', 'normal', 'soft', 'soft'],
      sections: [],
    });
    const copy = await door.duplicate(client, playlist.id);
    expect(copy.data!.tracks[0]!.rhythm).toEqual(waltz.data!.tracks[0]!.rhythm);

    const renamed = await door.updateTrack(client, trackId, { name: 'Still a waltz' });
    expect(renamed.data!.tracks[0]!.rhythm).toEqual(waltz.data!.tracks[0]!.rhythm);
    const steady = await door.updateTrack(client, trackId, { rhythm: null });
    expect(steady.data!.tracks[0]!.rhythm).toBeNull();
    expect((await app.em().fork().findOneOrFail(Track, trackId)).rhythm).toBeNull();
  });

  it.each([
    ['17 beats per bar', { timeSignature: '17/8' }, rhythmMessages.beatsPerBar],
    ['a grouping that does not add up', { timeSignature: '7/8', grouping: [2, 2, 2] }, rhythmMessages.grouping],
    ['a section of 1,000 bars', { sections: [{ name: 'Long', bars: 1000, bpm: 120 }] }, rhythmMessages.sectionBars],
    ['swing on triplets', { subdivision: 'triplets', swingPercent: 60 }, rhythmMessages.swingNeedsPairs],
    ['an unknown level sound', { levelSounds: { accent: 'gong' } }, messages.soundType],
    ['an unknown tempo unit', { timeSignature: '7/8', tempoUnit: 'half' }, rhythmMessages.tempoUnit],
    [
      'a quarter-note tempo in 7/4',
      { timeSignature: '7/4', tempoUnit: 'quarter' },
      rhythmMessages.quarterNeedsShortNotes,
    ],
    ['a group tempo in 4/4', { timeSignature: '4/4', tempoUnit: 'group' }, rhythmMessages.groupNeedsGroups],
    [
      'a section at group tempo clicking 1,000 eighths a minute',
      { sections: [{ name: 'Fast', bars: 2, bpm: 200, timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' }] },
      rhythmMessages.pulseTooFast,
    ],
  ])('refuses %s (400 VALIDATION_ERROR) and writes nothing', async (_case, rhythm, message) => {
    const { client, playlist, trackId } = await ownerWithTrack();
    const update = await door.updateTrack(client, trackId, { rhythm });
    expect(update).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(update.message).toContain(message);
    const add = await door.addTrack(client, playlist.id, { name: 'Never added', bpm: 120, rhythm });
    expect(add).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await app.em().fork().count(Track, { playlist: playlist.id })).toBe(1);
    expect((await app.em().fork().findOneOrFail(Track, trackId)).rhythm).toBeNull();
    expect((await app.em().fork().findOneOrFail(Playlist, playlist.id)).updatedAt).toEqual(playlist.updatedAt);
  });

  it('keeps 7/8 at quarter = 152 and 2+2+3 at group = 100, on the track and in its sections, as saved', async () => {
    const { client, playlist, trackId } = await ownerWithTrack();
    const rhythm = {
      timeSignature: '7/8',
      tempoUnit: 'quarter',
      sections: [
        { name: 'Verse', bars: 8, bpm: 152, timeSignature: '7/8', tempoUnit: 'quarter' },
        {
          name: 'Chorus',
          bars: 8,
          bpm: 100,
          endBpm: 120,
          timeSignature: '7/8',
          grouping: [2, 2, 3],
          tempoUnit: 'group',
        },
      ],
    };
    const added = await door.addTrack(client, playlist.id, { name: 'Odd Song', bpm: 152, rhythm });
    expect(added.message).toBeUndefined();
    const saved = added.data!.tracks[1]!.rhythm!;
    expect(saved).toMatchObject({ timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'quarter' });
    expect(saved).toMatchObject({
      sections: [
        { name: 'Verse', tempoUnit: 'quarter' },
        { name: 'Chorus', grouping: [2, 2, 3], tempoUnit: 'group', endBpm: 120 },
      ],
    });
    expect((await door.get(client, playlist.id)).data!.tracks[1]!.rhythm).toEqual(saved);

    const grouped = await door.updateTrack(client, trackId, {
      bpm: 100,
      rhythm: { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' },
    });
    expect(grouped.data!.tracks[0]!.rhythm).toMatchObject({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      tempoUnit: 'group',
    });
    expect((await app.em().fork().findOneOrFail(Track, trackId)).rhythm).toMatchObject({ tempoUnit: 'group' });
  });

  it('refuses a tempo and rhythm whose pulse is over the cap, given together or one against the other as saved, and writes nothing', async () => {
    const { client, playlist, trackId } = await ownerWithTrack();
    const fiveFive = { timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' };
    const add = await door.addTrack(client, playlist.id, { name: 'Too fast', bpm: 200, rhythm: fiveFive });
    expect(add).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: rhythmMessages.pulseTooFast });

    await door.updateTrack(client, trackId, { bpm: 200 });
    const rhythmOnly = await door.updateTrack(client, trackId, { rhythm: fiveFive });
    expect(rhythmOnly).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: rhythmMessages.pulseTooFast });
    expect((await app.em().fork().findOneOrFail(Track, trackId)).rhythm).toBeNull();

    await door.updateTrack(client, trackId, { bpm: 190, rhythm: fiveFive });
    const bpmOnly = await door.updateTrack(client, trackId, { bpm: 200 });
    expect(bpmOnly).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: rhythmMessages.pulseTooFast });
    expect(await app.em().fork().findOneOrFail(Track, trackId)).toMatchObject({
      bpm: 190,
      rhythm: { tempoUnit: 'group' },
    });
    expect(await app.em().fork().count(Track, { playlist: playlist.id })).toBe(1);
  });

  it("lets a reader see a shared playlist's rhythms but not change them", async () => {
    const owner = await ownerWithTrack();
    await door.updateTrack(owner.client, owner.trackId, { rhythm: { timeSignature: '5/4' } });
    const { user: reader, password } = await buildUser(app.em());
    await buildShare(app.em(), owner.playlist, reader, owner.user);
    const readerClient = await (await new ApiClient(app).open()).logIn(reader.username, password);
    expect((await door.get(readerClient, owner.playlist.id)).data!.tracks[0]!.rhythm).toMatchObject({
      timeSignature: '5/4',
    });
    expect(await door.updateTrack(readerClient, owner.trackId, { rhythm: null })).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.em().fork().findOneOrFail(Track, owner.trackId)).rhythm).toMatchObject({ timeSignature: '5/4' });
  });
});
