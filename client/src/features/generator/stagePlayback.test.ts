import { ClickTrackPlayer, HEAD_SECONDS, PART_SECONDS } from '../../audio/ClickTrackPlayer';
import { FakeAudioContext } from '../../audio/testing/fakeAudioContext';
import { buildTrack } from '../../test-utils/playlistMocks';
import { playlistPlaybackSettings, stagePlaybackSettings } from './savedSettings';
import { UNTIL_STOPPED_SECONDS } from './untilStopped';

// The stage and a rehearsal room play a song for its whole length, or until stopped: the player
// plans every click of it and streams it a part at a time, so a long song is never cut at 10 s.

let context: FakeAudioContext;
let player: ClickTrackPlayer;

beforeEach(() => {
  jest.useFakeTimers();
  context = new FakeAudioContext();
  player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
});
afterEach(() => {
  player.dispose();
  jest.useRealTimers();
});

/** Moves the audio clock and lets the player's poller run. */
function advanceAudioTo(timeSeconds: number) {
  context.currentTime = timeSeconds;
  jest.advanceTimersByTime(50);
}

describe('stage playback', () => {
  it('plays a song for its length; the playlist page keeps its 10 s', () => {
    const song = buildTrack({ lengthSeconds: 240, countInBeats: 4 });
    expect(stagePlaybackSettings(100, song, undefined).durationSeconds).toBe(240);
    expect(playlistPlaybackSettings(100, song, undefined).durationSeconds).toBe(10);
    expect(stagePlaybackSettings(100, buildTrack({ lengthSeconds: null }), undefined).durationSeconds).toBe(
      UNTIL_STOPPED_SECONDS,
    );
  });

  it('a 4-minute song has every click planned to its end and is still playing at 3:00, scheduled a part ahead as it plays', async () => {
    const song = buildTrack({ lengthSeconds: 240, countInBeats: 4 });
    await player.play(stagePlaybackSettings(120, song, undefined));
    const timeline = player.getTimeline()!;
    const mainBeats = timeline.beats.filter((beat) => beat.kind === 'main');
    // 4 minutes at 120: 480 beats, the last half a second before the end (after the 2 s count-in).
    expect(mainBeats).toHaveLength(480);
    expect(mainBeats[mainBeats.length - 1]!.idealTimeSeconds).toBeCloseTo(2 + 239.5, 6);

    const start = timeline.startAudioTimeSeconds;
    for (const seconds of [30, 61, 121, 180]) {
      advanceAudioTo(start + seconds);
      expect(player.getState()).toBe('playing');
      // What is scheduled always reaches a part beyond the clock (or the end of the song).
      const scheduledEnd = Math.max(
        ...context.sources
          .slice(1)
          .map((source) => source.startedAt! + source.buffer!.data.length / context.sampleRate),
      );
      expect(scheduledEnd).toBeGreaterThanOrEqual(
        Math.min(
          start + 2 + 240,
          start + HEAD_SECONDS + Math.floor((seconds - HEAD_SECONDS) / PART_SECONDS + 1) * PART_SECONDS,
        ),
      );
    }
    advanceAudioTo(start + 2 + 241);
    context.sources[context.sources.length - 1]!.onended?.();
    jest.advanceTimersByTime(1000);
    expect(player.getState()).toBe('idle');
  });

  it('a song without a length is still playing after 30 minutes, until Stop', async () => {
    await player.play(stagePlaybackSettings(90, buildTrack({ lengthSeconds: null, countInBeats: 0 }), undefined));
    const start = player.getTimeline()!.startAudioTimeSeconds;
    for (let minute = 1; minute <= 30; minute++) advanceAudioTo(start + minute * 60 + 0.5);
    expect(player.getState()).toBe('playing');
    // Played parts are let go: at most the head, the part playing and the next are connected.
    expect(context.sources.filter((source) => source.connectedTo !== null).length).toBeLessThanOrEqual(3);
    player.stop();
    expect(player.getState()).toBe('idle');
  });
});
