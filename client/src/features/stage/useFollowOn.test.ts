import { renderHook } from '@testing-library/react';
import { planClickTrack } from '../../audio/renderClickTrack';
import type { ClickTrackSettings } from '../../audio/types';
import type { ClickTrack } from '../../hooks/useClickTrack';
import { FakeClickTrackPlayer } from '../../test-utils/fakeClickTrackPlayer';
import { useFollowOn, type FollowingSong } from './useFollowOn';

const next = {
  id: 't-2',
  settings: {
    bpm: 90,
    soundType: 'click',
    countInSoundType: 'woodblock',
    durationSeconds: 10,
    countInBeats: 4,
    volumePercent: 75,
  } as ClickTrackSettings,
};

describe('useFollowOn', () => {
  it('queues the next song once per song played, and calls it off when the song is set to stop while it plays', () => {
    const player = new FakeClickTrackPlayer();
    player.timeline = {
      startAudioTimeSeconds: 5,
      beats: planClickTrack(next.settings, 48000).beats,
      sampleRateHz: 48000,
    };
    const clickTrack = { state: 'playing', getPlayer: () => player } as unknown as ClickTrack;
    const advance = jest.fn();
    const hook = renderHook((song: FollowingSong) => useFollowOn(clickTrack, song, next, advance), {
      initialProps: { afterSong: 'seconds', afterSongGap: 4 },
    });
    expect(player.queueAt).toHaveBeenCalledTimes(1);
    // At 90 a beat is 2/3 s: a 4-beat count-in, then 10 s (15 beats) filled up to 4 bars; the grid ends
    // (4 + 16) beats after the 5 s start, and the next song 4 s later.
    expect(player.queueAt.mock.calls[0]![1]).toBeCloseTo(5 + ((4 + 16) * 2) / 3 + 4, 6);
    hook.rerender({ afterSong: 'seconds', afterSongGap: 4 });
    expect(player.queueAt).toHaveBeenCalledTimes(1);
    hook.rerender({ afterSong: 'stop', afterSongGap: 0 });
    expect(player.cancelQueued).toHaveBeenCalledTimes(1);
    expect(player.queued).toBeNull();
    expect(advance).not.toHaveBeenCalled();
  });
});
