import { resolveRhythm } from '../../../schema/rhythm';
import { followOnOf, gridEnd } from './followOn';
import { planClickTrack } from './renderClickTrack';
import type { ClickTrackSettings } from './types';

const RATE = 48000;

/** The beats of a song at 120 with a 4-beat count-in, as the player plans them. */
function beatsOf(durationSeconds: number, rhythm: Pick<ClickTrackSettings, 'rhythm' | 'countInBars'> = {}) {
  const song = {
    bpm: 120,
    soundType: 'click',
    countInSoundType: 'woodblock',
    countInBeats: 4,
    volumePercent: 75,
  } as const;
  return planClickTrack({ ...song, durationSeconds, ...rhythm }, RATE).beats;
}

describe('gridEnd', () => {
  it('ends a steady song on the bar line after its last bar start, its bars as long as four beats', () => {
    // Count-in 2 s, then 8 s: four whole bars of 2 s.
    expect(gridEnd(beatsOf(8))).toEqual({ endSeconds: 10, barSeconds: 2 });
    // Cut after 7 s (mid-bar): the bar still ends on its line, at 2 + 8 s.
    expect(gridEnd(beatsOf(7))).toEqual({
      endSeconds: 10,
      barSeconds: 2,
    });
  });

  it("ends a song map where its last bar does, in the song's own meter", () => {
    const rhythm = resolveRhythm({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      sections: [{ name: 'Verse', bars: 3, bpm: 120 }],
    });
    // 7 eighths at 120 a minute: 3.5 s a bar; one count-in bar, then three.
    expect(gridEnd(beatsOf(8, { rhythm, countInBars: 1 }))).toEqual({ endSeconds: 14, barSeconds: 3.5 });
  });
});

describe('followOnOf', () => {
  it('reads a track’s after-the-song: stop is none, bars and seconds keep their gap', () => {
    expect(followOnOf('stop', 3)).toBeNull();
    expect(followOnOf('bars', 0)).toEqual({ unit: 'bars', gap: 0 });
    expect(followOnOf('seconds', 12)).toEqual({ unit: 'seconds', gap: 12 });
  });
});
