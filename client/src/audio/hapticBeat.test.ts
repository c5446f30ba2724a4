import { HAPTIC_PULSE_MS, HapticBeat, type HapticTimers } from './hapticBeat';
import type { BeatEvent, BeatTimeline } from './types';

const RATE = 48000;
/** Beats every 0.5 s from the track's start (120 BPM), with their levels. */
function timeline(levels: Array<BeatEvent['level']>, startAudioTimeSeconds = 10): BeatTimeline {
  return {
    startAudioTimeSeconds,
    sampleRateHz: RATE,
    beats: levels.map((level, index) => ({
      index,
      kind: 'main',
      numberInKind: index + 1,
      idealTimeSeconds: index * 0.5,
      startSampleIndex: index * 0.5 * RATE,
      level,
    })),
  };
}

/** A page whose clock and audio clock advance together; timers fire when the clock reaches them. */
function fakePage(track: BeatTimeline | null) {
  const state = { nowMs: 5000, audio: track ? track.startAudioTimeSeconds - 0.05 : 0, track };
  const timers: Array<{ at: number; run: () => void; handle: number }> = [];
  let nextHandle = 1;
  const pageTimers: HapticTimers = {
    now: () => state.nowMs,
    setTimeout: (run, delayMs) => {
      const handle = nextHandle++;
      timers.push({ at: state.nowMs + delayMs, run, handle });
      return handle;
    },
    clearTimeout: (handle) => {
      const i = timers.findIndex((timer) => timer.handle === handle);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const pulses: Array<{ atMs: number; pulseMs: number }> = [];
  const haptic = new HapticBeat(
    { getTimeline: () => state.track, getAudioTimeSeconds: () => state.audio },
    (pulseMs) => pulses.push({ atMs: Math.round(state.nowMs), pulseMs }),
    pageTimers,
  );
  /** Advances both clocks by `ms` in 20 ms polls, firing due timers and looking ahead after each. */
  const play = (ms: number) => {
    for (let t = 0; t < ms; t += 20) {
      state.nowMs += 20;
      state.audio += 0.02;
      for (const timer of timers.filter((candidate) => candidate.at <= state.nowMs).sort((a, b) => a.at - b.at)) {
        timers.splice(timers.indexOf(timer), 1);
        const late = state.nowMs;
        state.nowMs = timer.at;
        timer.run();
        state.nowMs = late;
      }
      haptic.update();
    }
  };
  return { state, haptic, pulses, play, timers };
}

describe('HapticBeat', () => {
  it('pulses each beat when its click is heard, by its level, and skips muted beats', () => {
    const page = fakePage(timeline(['accent', 'normal', 'soft', 'mute', 'accent']));
    page.haptic.update();
    page.play(2600);
    // The first beat is heard 50 ms after the start (audio 9.95 s at 5,000 ms), then every 500 ms.
    expect(page.pulses).toEqual([
      { atMs: 5050, pulseMs: HAPTIC_PULSE_MS.accent },
      { atMs: 5550, pulseMs: HAPTIC_PULSE_MS.normal },
      { atMs: 6050, pulseMs: HAPTIC_PULSE_MS.soft },
      { atMs: 7050, pulseMs: HAPTIC_PULSE_MS.accent },
    ]);
  });

  it('pulses a steady track (no levels) on every beat', () => {
    const page = fakePage(timeline([undefined, undefined, undefined]));
    page.play(1200);
    expect(page.pulses.map((pulse) => pulse.pulseMs)).toEqual([30, 30, 30]);
  });

  it('does not pulse beats already heard when it starts looking (a track entered mid-song)', () => {
    const page = fakePage(timeline(['accent', 'normal', 'normal', 'normal']));
    page.state.audio = 10.6; // beats 0 and 1 are past
    page.play(1000);
    expect(page.pulses.map((pulse) => pulse.atMs)).toEqual([5000 + 20 + 380, 5000 + 20 + 880]);
  });

  it('cancels the pulses not yet felt on stop, and stops the motor', () => {
    const page = fakePage(timeline(['accent', 'normal']));
    page.play(40); // the first beat (at 5,050 ms) is scheduled, not yet felt
    page.state.track = null; // the player stopped
    page.haptic.stop();
    page.play(1000);
    expect(page.pulses).toEqual([{ atMs: 5040, pulseMs: 0 }]);
  });

  it('starts over on a new timeline (a new track or a moved grid)', () => {
    const page = fakePage(timeline(['accent', 'normal']));
    page.play(600);
    page.state.track = timeline(['soft'], page.state.audio + 0.05);
    page.play(200);
    expect(page.pulses.map((pulse) => pulse.pulseMs)).toEqual([60, 30, 15]);
  });
});
