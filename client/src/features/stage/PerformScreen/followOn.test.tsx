import { followOnStartFrame } from '../../../audio/followOn';
import { planClickTrack } from '../../../audio/renderClickTrack';
import type { ClickTrackSettings } from '../../../audio/types';
import type { FakeClickTrackPlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { renderPerformPage } from '../../../test-utils/performPage';
import { buildPlaylist, buildTrack } from '../../../test-utils/playlistMocks';
import { screen, userEvent, waitFor } from '../../../test-utils/render';

const RATE = 48000;
const playlist = buildPlaylist({
  name: 'Gig',
  tracks: [
    buildTrack({
      id: 't-1',
      position: 0,
      name: 'Opener',
      bpm: 128,
      lengthSeconds: 30,
      afterSong: 'bars',
      afterSongGap: 0,
    }),
    buildTrack({
      id: 't-2',
      position: 1,
      name: 'Middle',
      bpm: 100,
      lengthSeconds: 30,
      afterSong: 'seconds',
      afterSongGap: 5,
    }),
    buildTrack({
      id: 't-3',
      position: 2,
      name: 'Closer',
      bpm: 90,
      lengthSeconds: 30,
      afterSong: 'bars',
      afterSongGap: 2,
    }),
  ],
});

const renderStage = () => renderPerformPage(playlist).player;

const onStage = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The fake engine's timeline for `settings` started at `startSeconds`, as the real one gives it. */
function timelineOf(settings: ClickTrackSettings, startSeconds: number) {
  return { startAudioTimeSeconds: startSeconds, beats: planClickTrack(settings, RATE).beats, sampleRateHz: RATE };
}

/** Play plays the song on stage; its timeline is there before the engine's state changes. */
function playsWithTimeline(player: FakeClickTrackPlayer) {
  const play = player.play.getMockImplementation()!;
  player.play.mockImplementation(async (settings) => {
    player.timeline = timelineOf(settings, 10);
    await play(settings);
  });
}

describe('songs that follow each other on stage', () => {
  it('queues the next song where the grid ends, moves the stage to it when it starts, and stops after the last', async () => {
    const player = renderStage();
    playsWithTimeline(player);
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(player.queueAt).toHaveBeenCalledTimes(1));
    const [middle, middleStart] = player.queueAt.mock.calls[0]!;
    expect(middle.bpm).toBe(100);
    // Gap 0 bars: the next count-in's first click on the frame the opener's last bar ends.
    expect(Math.round(middleStart * RATE)).toBe(followOnStartFrame(player.timeline!, { unit: 'bars', gap: 0 }));

    const middleTimeline = timelineOf(middle, middleStart);
    player.timeline = middleTimeline;
    player.startQueued();
    await onStage('Middle');
    expect(player.play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(player.queueAt).toHaveBeenCalledTimes(2));
    const [closer, closerStart] = player.queueAt.mock.calls[1]!;
    expect(closer.bpm).toBe(90);
    expect(Math.round(closerStart * RATE)).toBe(followOnStartFrame(middleTimeline, { unit: 'seconds', gap: 5 }));

    player.timeline = timelineOf(closer, closerStart);
    player.startQueued();
    await onStage('Closer');
    // The set list ends here: nothing follows the last song.
    expect(player.queueAt).toHaveBeenCalledTimes(2);
  });

  it('Stop during the gap cancels what follows', async () => {
    const player = renderStage();
    playsWithTimeline(player);
    await onStage('Opener');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(player.queued).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(player.queued).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Opener' })).toBeInTheDocument();
  });
});
