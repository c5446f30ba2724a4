import { act, renderHook } from '@testing-library/react';
import { followOnStartFrame } from '../../../audio/followOn';
import { planClickTrack } from '../../../audio/renderClickTrack';
import type { ClickTrackSettings } from '../../../audio/types';
import { ServerClock } from '../../../live/clockSync';
import { songOf } from '../../../midi/songSettings';
import { FakeClickTrackPlayer } from '../../../test-utils/fakeClickTrackPlayer';
import type { RehearsalRoom } from './useRehearsal';
import { useRoomPlayback, type RoomPlaybackInputs } from './useRoomPlayback';

// Songs that follow each other in a rehearsal room: every device finds what follows in the set list
// it holds and queues it on its own audio clock, so a network drop does not stop the set; a device
// that joins after a song went on plays the song the others play, on the same grid.

const RATE = 48000;
/** A clock whose server time is local time + 5 s, from exact round trips. */
function clock(): ServerClock {
  const estimate = new ServerClock();
  for (let trip = 0; trip < 8; trip++)
    estimate.addSample({ sentAtMs: trip * 100, serverTimeMs: trip * 100 + 5_000.5, receivedAtMs: trip * 100 + 1 });
  return estimate;
}

const SONGS = [
  {
    id: 't-1',
    bpm: 120,
    countInBeats: 4,
    soundType: null,
    countInSoundType: null,
    rhythm: null,
    lengthSeconds: 10,
    afterSong: 'bars',
    afterSongGap: 0,
  },
  {
    id: 't-2',
    bpm: 90,
    countInBeats: 2,
    soundType: null,
    countInSoundType: null,
    rhythm: null,
    lengthSeconds: 10,
    afterSong: 'stop',
    afterSongGap: 0,
  },
];

const room = (startsAt: number): RehearsalRoom => ({
  playlistId: 'p-1',
  leaderId: 'u-1',
  leaderUsername: 'alice',
  status: 'PLAYING',
  trackId: 't-1',
  bpm: 120,
  startsAt,
  stopsAt: null,
  leadTimeMs: 1000,
  version: 1,
  members: [],
  leadRequestUsername: null,
  message: null,
  anyoneMayLead: true,
  namedLeaders: [],
});

/** The hook on a fake player whose audio clock reads `audioSeconds` at local time 10,000 ms (server 15,000). */
function setUp(startsAt: number, audioSeconds = 2) {
  const player = new FakeClickTrackPlayer();
  player.audioTimeSeconds = audioSeconds;
  // The engine's timeline of what plays, as playAt() and a started follow-on leave it.
  player.playAt.mockImplementation(async (settings: ClickTrackSettings, start: number) => {
    player.timeline = { startAudioTimeSeconds: start, beats: planClickTrack(settings, RATE).beats, sampleRateHz: RATE };
    return { entry: 'start', fromSampleIndex: 0 };
  });
  jest.spyOn(performance, 'now').mockReturnValue(10_000);
  const inputs: RoomPlaybackInputs = {
    room: room(startsAt),
    clock: clock(),
    clockReady: true,
    clockUpdates: 0,
    getPlayer: () => player,
    tracks: SONGS,
    calibrationMs: 0,
  };
  const hook = renderHook((props: RoomPlaybackInputs) => useRoomPlayback(props), { initialProps: inputs });
  return { player, hook };
}

afterEach(() => jest.restoreAllMocks());

describe('songs that follow each other in a rehearsal room', () => {
  it('queues the next song where the first one’s grid ends, and plays it on with no word from the room', async () => {
    const { player, hook } = setUp(16_000);
    await act(async () => undefined);
    const [first, firstStart] = player.playAt.mock.calls[0]!;
    expect(first.bpm).toBe(120);
    expect(player.queueAt).toHaveBeenCalledTimes(1);
    const [next, nextStart] = player.queueAt.mock.calls[0]!;
    expect(next).toMatchObject({ bpm: 90, countInBeats: 2 });
    const timeline = {
      startAudioTimeSeconds: firstStart,
      beats: planClickTrack(first, RATE).beats,
      sampleRateHz: RATE,
    };
    // Gap 0 bars: 2 s of count-in and five bars of 2 s after the first song's sample 0.
    expect(Math.round(nextStart * RATE)).toBe(followOnStartFrame(timeline, { unit: 'bars', gap: 0 }));
    expect(nextStart - firstStart).toBeCloseTo(12, 6);
    // Each played track is marked with its song, so MIDI out sends that song's patch changes.
    expect([songOf(first), songOf(next)]).toEqual(['t-1', 't-2']);

    // The network is gone: the room sends nothing more, and the next song starts all the same.
    expect(hook.result.current).toBeNull();
    player.timeline = { startAudioTimeSeconds: nextStart, beats: planClickTrack(next, RATE).beats, sampleRateHz: RATE };
    player.startQueued();
    expect(hook.result.current?.id).toBe('t-2');
    // The last song of the list stops: nothing more is queued.
    expect(player.queueAt).toHaveBeenCalledTimes(1);
  });

  it('a device joining after the song went on plays the next song on the same grid', async () => {
    // The room started its first song 20 s ago (server 15,000 is local 10,000, audio 2 s → start at audio −18 s).
    const { player, hook } = setUp(-5_000);
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(1);
    const [settings, start] = player.playAt.mock.calls[0]!;
    expect(settings.bpm).toBe(90);
    // The first song's sample 0 at audio −18 s, its grid 12 s long.
    expect(start).toBeCloseTo(-18 + 12, 3);
    expect(hook.result.current?.id).toBe('t-2');
  });
});
