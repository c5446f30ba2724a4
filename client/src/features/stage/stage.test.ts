import { buildTrack } from '../../test-utils/playlistMocks';
import { stageSongOf } from './stageSong';
import { stepPlays } from './stepping';
import { SWIPE_MIN_PX, swipeOf } from './swipe';

describe('stepping on stage', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('playing %j, always play %j → the step plays: %j', (playing, alwaysPlay, plays) => {
    expect(stepPlays(playing, alwaysPlay)).toBe(plays);
  });
});

describe('swipes', () => {
  const from = { x: 200, y: 400 };
  it('takes a sideways move of 50 px or more that outweighs the vertical one', () => {
    expect(swipeOf(from, { x: 200 - SWIPE_MIN_PX, y: 400 })).toBe('left');
    expect(swipeOf(from, { x: 320, y: 440 })).toBe('right');
  });

  it('leaves short moves, scrolls and diagonals alone', () => {
    expect(swipeOf(from, { x: 200 - SWIPE_MIN_PX + 1, y: 400 })).toBeNull();
    expect(swipeOf(from, { x: 190, y: 100 })).toBeNull();
    expect(swipeOf(from, { x: 120, y: 480 })).toBeNull();
  });
});

describe('a set-list song on stage', () => {
  it('shows the steady 4/4 of a song without a rhythm', () => {
    expect(stageSongOf(buildTrack({ notes: 'Capo 2' }))).toEqual({
      name: 'Take Five',
      artist: 'Dave Brubeck',
      bpm: 172,
      meter: '4/4',
      beatsPerBar: 4,
      musicalKey: null,
      notes: 'Capo 2',
    });
    expect(stageSongOf(buildTrack({ key: 'Ebm' })).musicalKey).toBe('Ebm');
  });

  it('shows its own meter and sections, with room for the longest bar', () => {
    const section = {
      name: 'A',
      bars: 2,
      bpm: 160,
      endBpm: null,
      muted: false,
      grouping: [],
      accents: [],
      subdivision: 'none',
      swingPercent: 0,
      tempoUnit: 'quarter',
    };
    const rhythm = {
      timeSignature: '5/4',
      grouping: [],
      accents: [],
      subdivision: 'none',
      swingPercent: 0,
      tempoUnit: 'quarter',
      levelSounds: { accent: null, normal: null, soft: null, subdivision: null },
      sections: [
        { ...section, timeSignature: '' },
        { ...section, timeSignature: '7/8' },
      ],
    };
    expect(stageSongOf(buildTrack({ rhythm }))).toMatchObject({ meter: '5/4 · 2 sections', beatsPerBar: 7 });
  });
});
