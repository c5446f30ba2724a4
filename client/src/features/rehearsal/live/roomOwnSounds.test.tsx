import { act, renderHook, waitFor } from '@testing-library/react';
import { ServerClock } from '../../../live/clockSync';
import { FakeClickTrackPlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { fakeSoundFetch } from '../../../test-utils/storedSoundWav';
import { useTrackOwnSounds } from '../../stage/trackOwnSounds';
import type { RehearsalRoom } from './useRehearsal';
import { useRoomPlayback } from './useRoomPlayback';

// In a rehearsal room each device plays the track owner's own sounds, on the room's grid.

const OWN = { accent: 'room-rim', normal: null, soft: null, subdivision: null, countIn: null };
const TRACKS = [{ id: 't-1', countInBeats: 4, soundType: null, countInSoundType: null, rhythm: null, ownSounds: OWN }];

function clockAhead(offsetMs: number): ServerClock {
  const clock = new ServerClock();
  for (let trip = 0; trip < 8; trip++)
    clock.addSample({ sentAtMs: trip * 100, serverTimeMs: trip * 100 + 0.5 + offsetMs, receivedAtMs: trip * 100 + 1 });
  return clock;
}

const playing = {
  playlistId: 'p-1',
  leaderId: 'u-1',
  leaderUsername: 'alice',
  status: 'PLAYING',
  trackId: 't-1',
  bpm: 120,
  startsAt: 16_000,
  stopsAt: null,
  leadTimeMs: 1000,
  version: 1,
  members: [],
  leadRequestUsername: null,
  anyoneMayLead: true,
  namedLeaders: [],
  message: null,
} as RehearsalRoom;

afterEach(() => jest.restoreAllMocks());

it("plays the track owner's sound on the accents of the room's track", async () => {
  const fetched = fakeSoundFetch([0.5, 0.25]);
  const loading = renderHook(() => useTrackOwnSounds(TRACKS));
  await waitFor(() => expect(fetched).toEqual(['/api/sounds/room-rim']));
  await act(async () => undefined);
  loading.unmount();

  const player = new FakeClickTrackPlayer();
  player.audioTimeSeconds = 2;
  jest.spyOn(performance, 'now').mockReturnValue(10_000);
  renderHook(() =>
    useRoomPlayback({
      room: playing,
      clock: clockAhead(5_000),
      clockReady: true,
      clockUpdates: 0,
      getPlayer: () => player,
      tracks: TRACKS,
      calibrationMs: 0,
    }),
  );
  await act(async () => undefined);
  expect(player.playAt).toHaveBeenCalledTimes(1);
  const sounds = player.playAt.mock.calls[0]![0].ownSounds!;
  expect(Object.keys(sounds)).toEqual(['accent']);
  expect(Array.from(sounds.accent!.samples, (sample) => Math.round(sample * 100))).toEqual([50, 25]);
});
