import { STEADY_FOUR_FOUR, resolveRhythm } from '../../../../../schema/rhythm';
import { rhythmMessages } from '../../../../../schema/validation/rhythmMessages';
import {
  changedPattern,
  copiedSection,
  draftOf,
  moved,
  newSection,
  rhythmInputOf,
  sectionErrorsOf,
  songMapSeconds,
} from './songMapDraft';

const songMap = resolveRhythm({
  timeSignature: '7/8',
  sections: [
    { name: 'Intro', bars: 4, bpm: 120, endBpm: 132, subdivision: 'triplets' },
    { name: 'Verse', bars: 16, bpm: 132, timeSignature: '4/4', muted: true },
  ],
});

describe('song map drafts', () => {
  it('reads a track without a rhythm as a steady 4/4 without sections, and sends it back as no rhythm', () => {
    const draft = draftOf({ rhythm: null });
    expect(draft.pattern).toEqual(STEADY_FOUR_FOUR);
    expect(draft.sections).toEqual([]);
    expect(rhythmInputOf(draft)).toBeNull();
  });

  it('round-trips a song map: every section with its tempo, ramp, pattern and mute', () => {
    const input = rhythmInputOf(draftOf({ rhythm: songMap }));
    expect(resolveRhythm(input!)).toEqual(songMap);
  });

  it('adds a section where the song leaves off: the last end tempo and pattern, else the track’s', () => {
    const empty = draftOf({ rhythm: null });
    expect(newSection(empty, 96)).toMatchObject({
      name: 'Section 1',
      bars: 8,
      bpm: 96,
      endBpm: '',
      pattern: STEADY_FOUR_FOUR,
    });
    const draft = draftOf({ rhythm: songMap });
    const intro = { ...draft, sections: draft.sections.slice(0, 1) };
    expect(newSection(intro, 96)).toMatchObject({
      name: 'Section 2',
      bpm: 132,
      pattern: { timeSignature: '7/8', subdivision: 'triplets' },
    });
  });

  it('moves a section and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  it('resolves a changed pattern as the server will: swing goes straight when the subdivision cannot swing', () => {
    const swung = changedPattern(STEADY_FOUR_FOUR, { subdivision: 'eighths', swingPercent: 66 });
    expect(swung.swingPercent).toBe(66);
    expect(changedPattern(swung, { subdivision: 'triplets' }).swingPercent).toBe(50);
  });

  it('names each broken rule of each section with the API’s words', () => {
    const draft = draftOf({ rhythm: songMap });
    const [intro, verse] = draft.sections;
    const broken = {
      ...draft,
      sections: [
        { ...intro!, bars: '' as const, name: ' ' },
        { ...verse!, bpm: 300, endBpm: 20 },
      ],
    };
    expect(sectionErrorsOf(broken)).toEqual({
      [intro!.key]: { bars: rhythmMessages.sectionBars, name: rhythmMessages.sectionName },
      [verse!.key]: { bpm: rhythmMessages.bpm, endBpm: rhythmMessages.bpm },
    });
    expect(sectionErrorsOf(draft)).toEqual({});
  });

  it('copies a section with everything it has, under a name that says so and still fits', () => {
    const [intro] = draftOf({ rhythm: songMap }).sections;
    const copy = copiedSection(intro!);
    expect(copy).toEqual({ ...intro, key: copy.key, name: 'Intro (copy)' });
    expect(copy.key).not.toBe(intro!.key);
    expect(copiedSection({ ...intro!, name: 'x'.repeat(40) }).name).toHaveLength(40);
  });

  it('adds up how long the song map plays, a ramp by its integral, and leaves out sections not filled in', () => {
    const steady = resolveRhythm({ sections: [{ name: 'A', bars: 4, bpm: 120 }] });
    expect(songMapSeconds(draftOf({ rhythm: steady }))).toBeCloseTo(8, 9);
    // 32 beats from 120 to 132 BPM: 60 · 32 / 12 · ln(132 / 120).
    const ramp = resolveRhythm({ sections: [{ name: 'A', bars: 8, bpm: 120, endBpm: 132 }] });
    const draft = draftOf({ rhythm: ramp });
    expect(songMapSeconds(draft)).toBeCloseTo(160 * Math.log(1.1), 9);
    expect(
      songMapSeconds({ ...draft, sections: [...draft.sections, { ...draft.sections[0]!, bars: '' }] }),
    ).toBeCloseTo(160 * Math.log(1.1), 9);
  });
});
