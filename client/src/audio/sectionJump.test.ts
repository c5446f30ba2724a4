import { ClickTrackPlayer, FALLBACK_SCHEDULING_MARGIN_SECONDS } from './ClickTrackPlayer';
import { planClickTrack } from './renderClickTrack';
import { nextSectionJump, sameBarJump, startAtSectionJump } from './sectionJump';
import { FakeAudioContext } from './testing/fakeAudioContext';
import { mixdown } from './testing/mixdown';
import { detectOnsets } from './testing/onsets';
import { songMapSettings } from './testing/songMapSettings';

const RATE = 48000;
/** 120 BPM 4/4 after one count-in bar (2 s): Verse bars at 2, 4 s; Chorus at 6, 8 s; Bridge (3/4, 90 BPM) at 10 s. */
const songMap = songMapSettings([
  { name: 'Verse', bars: 2, bpm: 120 },
  { name: 'Chorus', bars: 2, bpm: 120 },
  { name: 'Bridge', bars: 1, bpm: 90, timeSignature: '3/4' },
]);
const beats = planClickTrack(songMap, RATE).beats;
const at = (seconds: number) => Math.round(seconds * RATE);

describe('nextSectionJump', () => {
  it('jumps at the next bar line to the first bar of the section after the one sounding', () => {
    // In the Verse's first bar (2–4 s): at 4 s the Chorus's first bar (6 s) is heard instead.
    expect(nextSectionJump(beats, at(2.5), beats)).toEqual({ fromSample: at(4), toSample: at(6) });
    // In the Chorus: the Bridge.
    expect(nextSectionJump(beats, at(6.1), beats)).toEqual({ fromSample: at(8), toSample: at(10) });
    // In the count-in: the count-in leads into the Verse, so the next section is the Chorus.
    expect(nextSectionJump(beats, at(0.5), beats)).toEqual({ fromSample: at(2), toSample: at(6) });
  });

  it('moves on past a section the bar line starts anyway, and does nothing in the last section or without sections', () => {
    // In the Verse's last bar: the Chorus comes at 6 s anyway, so the press means the Bridge.
    expect(nextSectionJump(beats, at(4.1), beats)).toEqual({ fromSample: at(6), toSample: at(10) });
    expect(nextSectionJump(beats, at(10.1), beats)).toBeNull();
    expect(nextSectionJump(beats, at(8.1), beats)).toBeNull();
    const steady = planClickTrack({ ...songMap, rhythm: null, durationSeconds: 20 }, RATE).beats;
    expect(nextSectionJump(steady, at(2.5), steady)).toBeNull();
  });
});

describe('startAtSectionJump', () => {
  it('keeps the count-in and replaces the first bar by the section', () => {
    expect(startAtSectionJump(1)(beats, 100, beats)).toEqual({ fromSample: at(2), toSample: at(6) });
    expect(startAtSectionJump(2)(beats, 100, beats)).toEqual({ fromSample: at(2), toSample: at(10) });
    // Too late (the song has begun), or no such section.
    expect(startAtSectionJump(1)(beats, at(2.1), beats)).toBeNull();
    expect(startAtSectionJump(5)(beats, 100, beats)).toBeNull();
  });
});

describe('sameBarJump', () => {
  it('goes on at the next bar line with the same bar of the plan at the new tempo', () => {
    const faster = planClickTrack({ ...songMap, bpm: 150, rhythm: null, durationSeconds: 30 }, RATE).beats;
    const steady = planClickTrack({ ...songMap, rhythm: null, durationSeconds: 30 }, RATE).beats;
    // Bar 3 (the second after the count-in) starts at 4 s at 120 BPM and at 3.2 s at 150 BPM.
    expect(sameBarJump(steady, at(2.5), faster)).toEqual({ fromSample: at(4), toSample: at(3.2) });
    expect(sameBarJump(steady, at(31), faster)).toBeNull();
  });
});

describe('ClickTrackPlayer.jumpToBar', () => {
  let context: FakeAudioContext;
  let player: ClickTrackPlayer;
  beforeEach(() => {
    jest.useFakeTimers();
    context = new FakeAudioContext();
    context.state = 'running';
    player = new ClickTrackPlayer({ createContext: () => context as unknown as AudioContext });
  });
  afterEach(() => {
    player.dispose();
    jest.useRealTimers();
  });

  it('goes on at the next bar line with the next section: every click on one grid, none doubled, none dropped', async () => {
    context.currentTime = 10;
    await player.play(songMap);
    const startSeconds = player.getTimeline()!.startAudioTimeSeconds;
    expect(startSeconds).toBeCloseTo(10 + FALLBACK_SCHEDULING_MARGIN_SECONDS, 9);
    const startFrame = Math.round(startSeconds * RATE);
    context.currentTime = startSeconds + 2.5; // the Verse's first bar
    expect(player.jumpToBar(nextSectionJump)).toBe(true);
    // Until the bar line the timeline is the one heard; from it, the Chorus's first bar is on that frame.
    expect(player.getTimeline()!.startAudioTimeSeconds).toBeCloseTo(startSeconds, 9);
    context.currentTime = startSeconds + 4.01;
    jest.advanceTimersByTime(20);
    const timeline = player.getTimeline()!;
    expect(Math.round(timeline.startAudioTimeSeconds * RATE) + at(6)).toBe(startFrame + at(4));

    const heard = detectOnsets(mixdown(context.sources.slice(1), startFrame, at(8), RATE));
    const expected = beats
      .filter(
        (beat) => beat.startSampleIndex < at(4) || (beat.startSampleIndex >= at(6) && beat.startSampleIndex < at(10)),
      )
      .map((beat) => (beat.startSampleIndex < at(4) ? beat.startSampleIndex : beat.startSampleIndex - at(2)));
    expect(heard).toEqual(expected);
    expect(player.getState()).toBe('playing');
  });

  it('changes the tempo at the next bar line: the bars before on the old grid, from the bar line on at the new tempo', async () => {
    const steady = { ...songMap, rhythm: null, durationSeconds: 30 };
    context.currentTime = 10;
    await player.play(steady);
    const startFrame = Math.round(player.getTimeline()!.startAudioTimeSeconds * RATE);
    context.currentTime = startFrame / RATE + 2.5;
    expect(player.jumpToBar(sameBarJump, { ...steady, bpm: 150 })).toBe(true);
    const heard = detectOnsets(mixdown(context.sources.slice(1), startFrame, at(6), RATE));
    // 0.5 s apart up to the bar line at 4 s, then 0.4 s apart.
    const expected = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.4, 4.8, 5.2, 5.6].map(at);
    expect(heard).toEqual(expected);
  });

  it('counts a second press before the bar line from the first, and Stop silences what was scheduled', async () => {
    context.currentTime = 10;
    await player.play(songMap);
    const startSeconds = player.getTimeline()!.startAudioTimeSeconds;
    const startFrame = Math.round(startSeconds * RATE);
    context.currentTime = startSeconds + 2.5;
    expect(player.jumpToBar(nextSectionJump)).toBe(true);
    expect(player.jumpToBar(nextSectionJump)).toBe(true);
    // At 4 s the Bridge (3/4 at 90 BPM, 10 s into the plan): the Chorus was skipped.
    const heard = detectOnsets(mixdown(context.sources.slice(1), startFrame, at(5.5), RATE));
    expect(heard.filter((sample) => sample >= at(4))).toEqual([4, 4 + 2 / 3, 4 + 4 / 3].map(at));
    const timeline = () => player.getTimeline()!.startAudioTimeSeconds;
    context.currentTime = startSeconds + 4.01;
    jest.advanceTimersByTime(20);
    expect(Math.round(timeline() * RATE)).toBe(startFrame - at(6));

    player.stop();
    expect(context.sources.slice(1).every((source) => source.stoppedAt !== null)).toBe(true);
  });

  it('brings the next song that follows on as much sooner as the song now ends', async () => {
    context.currentTime = 10;
    await player.play(songMap);
    const startSeconds = player.getTimeline()!.startAudioTimeSeconds;
    const started = jest.fn();
    // The track ends 12 s after its sample 0 (a count-in bar, then 2 + 2 + 1 bars): the next song right there.
    expect(player.queueAt({ ...songMap, rhythm: null, durationSeconds: 4 }, startSeconds + 12, started)).toBe(true);
    context.currentTime = startSeconds + 2.5;
    expect(player.jumpToBar(nextSectionJump)).toBe(true);
    // The last two sources: the next song queued again, its head and its rest.
    const queuedHead = context.sources.at(-2)!;
    // The Verse's second bar (2 s) was left out: the next song's first click 2 s sooner.
    expect(queuedHead.startedAt! * RATE).toBeCloseTo((startSeconds + 10) * RATE, 6);
    context.currentTime = startSeconds + 10.01;
    jest.advanceTimersByTime(20);
    jest.advanceTimersByTime(20);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('does nothing when idle or in the last section', async () => {
    expect(player.jumpToBar(nextSectionJump)).toBe(false);
    context.currentTime = 10;
    await player.play(songMap);
    const count = context.sources.length;
    context.currentTime = player.getTimeline()!.startAudioTimeSeconds + 10.2;
    expect(player.jumpToBar(nextSectionJump)).toBe(false);
    expect(context.sources).toHaveLength(count);
  });
});
