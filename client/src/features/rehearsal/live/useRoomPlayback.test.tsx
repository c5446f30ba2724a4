import { act, renderHook, waitFor } from '@testing-library/react';
import { FakeClickTrackPlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { ServerClock } from '../../../live/clockSync';
import { fakeSoundFetch } from '../../../test-utils/storedSoundWav';
import { useTrackOwnSounds } from '../../stage/trackOwnSounds';
import type { RehearsalRoom } from './useRehearsal';
import { useRoomPlayback, type RoomPlaybackInputs } from './useRoomPlayback';

// What a device plays follows the room: the leader's start on the room's grid,
// mapped through the room clock to the audio clock; a stop at stopsAt; a re-lock when the clock
// estimate moves, not for a wobble of the mapping.

/** A clock whose server time is local time + `offsetMs`, from exact round trips. */
function clockAhead(offsetMs: number): ServerClock {
  const clock = new ServerClock();
  for (let trip = 0; trip < 8; trip++)
    clock.addSample({ sentAtMs: trip * 100, serverTimeMs: trip * 100 + 0.5 + offsetMs, receivedAtMs: trip * 100 + 1 });
  return clock;
}

const TRACKS = [
  { id: 't-1', countInBeats: 4, soundType: null, countInSoundType: null, rhythm: null },
  { id: 't-2', countInBeats: 2, soundType: 'beep', countInSoundType: null, rhythm: null },
  {
    id: 't-3',
    countInBeats: 4,
    soundType: null,
    countInSoundType: null,
    rhythm: null,
    ownSounds: { accent: 'room-rim', normal: null, soft: null, subdivision: null, countIn: null },
  },
];

function room(overrides: Partial<RehearsalRoom>): RehearsalRoom {
  return {
    playlistId: 'p-1',
    leaderId: 'u-1',
    leaderUsername: 'alice',
    status: 'STOPPED',
    trackId: null,
    bpm: null,
    startsAt: null,
    stopsAt: null,
    leadTimeMs: 1000,
    version: 0,
    members: [],
    leadRequestUsername: null,
    anyoneMayLead: true,
    namedLeaders: [],
    message: null,
    ...overrides,
  };
}

/** The hook on a fake player whose audio clock reads 2 s at local time 10,000 ms. */
function setUp(initial: Partial<RoomPlaybackInputs>) {
  const player = new FakeClickTrackPlayer();
  player.audioTimeSeconds = 2;
  jest.spyOn(performance, 'now').mockReturnValue(10_000);
  const inputs: RoomPlaybackInputs = {
    room: null,
    clock: clockAhead(5_000),
    clockReady: true,
    clockUpdates: 0,
    getPlayer: () => player,
    tracks: TRACKS,
    calibrationMs: 0,
    ...initial,
  };
  const hook = renderHook((props: RoomPlaybackInputs) => useRoomPlayback(props), { initialProps: inputs });
  return { player, hook, inputs };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('useRoomPlayback', () => {
  it("plays the track owner's own sound on the accents of the room's track (each device fetches it)", async () => {
    const fetched = fakeSoundFetch([0.5, 0.25]);
    const loading = renderHook(() => useTrackOwnSounds(TRACKS));
    await waitFor(() => expect(fetched).toEqual(['/api/sounds/room-rim']));
    await act(async () => undefined);
    loading.unmount();
    const { player } = setUp({
      room: room({ status: 'PLAYING', trackId: 't-3', bpm: 120, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    const sounds = player.playAt.mock.calls[0]![0].ownSounds!;
    expect(Object.keys(sounds)).toEqual(['accent']);
    expect(Array.from(sounds.accent!.samples, (sample) => Math.round(sample * 100))).toEqual([50, 25]);
  });

  it("plays the room's track at the room's tempo with its first sample at startsAt, mapped to the audio clock, from the playlist's own settings", async () => {
    // Local 10,000 ms is server 15,000 ms; the audio clock reads 2 s then, with no output latency.
    const { player } = setUp({
      room: room({ status: 'PLAYING', trackId: 't-2', bpm: 96, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(1);
    const [settings, startAudioTimeSeconds] = player.playAt.mock.calls[0]!;
    expect(settings).toMatchObject({ bpm: 96, countInBeats: 2, soundType: 'beep' });
    // 16,000 on the room clock is local 11,000: one second after now, 1 s further on the audio clock.
    expect(startAudioTimeSeconds).toBeCloseTo(3, 3);
  });

  it('does not start again for the same command, starts again for a new one, and leaves an unknown track alone', async () => {
    const { player, hook, inputs } = setUp({
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 120, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    hook.rerender({
      ...inputs,
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 120, startsAt: 16_000, version: 1, members: [] }),
    });
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(1);
    hook.rerender({
      ...inputs,
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 132, startsAt: 17_000, version: 2 }),
    });
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(2);
    expect(player.playAt.mock.calls[1]![0]).toMatchObject({ bpm: 132 });
    hook.rerender({
      ...inputs,
      room: room({ status: 'PLAYING', trackId: 'removed', bpm: 90, startsAt: 18_000, version: 3 }),
    });
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(2);
  });

  it('waits for the clock before playing anything', async () => {
    const { player, hook, inputs } = setUp({
      clockReady: false,
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 120, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    expect(player.playAt).not.toHaveBeenCalled();
    hook.rerender({ ...inputs, clockReady: true });
    await act(async () => undefined);
    expect(player.playAt).toHaveBeenCalledTimes(1);
  });

  it('stops at stopsAt on the room clock', async () => {
    jest.useFakeTimers();
    const { player, hook, inputs } = setUp({
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 120, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    hook.rerender({
      ...inputs,
      room: room({ status: 'STOPPED', trackId: 't-1', bpm: 120, startsAt: 16_000, stopsAt: 15_800, version: 2 }),
    });
    const stopsBefore = player.stop.mock.calls.length;
    act(() => jest.advanceTimersByTime(790));
    expect(player.stop.mock.calls.length).toBe(stopsBefore);
    act(() => jest.advanceTimersByTime(20));
    expect(player.stop.mock.calls.length).toBe(stopsBefore + 1);
  });

  it('re-locks when the clock estimate moves by 2 ms or more, or the calibration changes; not for less', async () => {
    const { player, hook, inputs } = setUp({
      room: room({ status: 'PLAYING', trackId: 't-1', bpm: 120, startsAt: 16_000, version: 1 }),
    });
    await act(async () => undefined);
    player.relock.mockReturnValue(0.004);
    hook.rerender({ ...inputs, clock: clockAhead(5_000.5), clockUpdates: 1 });
    await act(async () => undefined);
    expect(player.relock).not.toHaveBeenCalled();
    hook.rerender({ ...inputs, clock: clockAhead(4_996), clockUpdates: 2 });
    await act(async () => undefined);
    expect(player.relock).toHaveBeenCalledTimes(1);
    expect(player.relock.mock.calls[0]![0]).toBeCloseTo(3.004, 3);
    hook.rerender({ ...inputs, clock: clockAhead(4_996), clockUpdates: 2, calibrationMs: 150 });
    await act(async () => undefined);
    expect(player.relock).toHaveBeenCalledTimes(2);
    // A device that sounds 150 ms late is scheduled 150 ms earlier.
    expect(player.relock.mock.calls[1]![0]).toBeCloseTo(2.854, 3);
  });
});
