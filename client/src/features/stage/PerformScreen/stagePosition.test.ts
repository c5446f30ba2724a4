import {
  initialStagePosition,
  stagePositionReducer,
  type StagePosition,
  type StagePositionEvent,
} from './stagePosition';

const listed = (...trackIds: string[]): StagePositionEvent => ({ type: 'listChanged', trackIds });
const run = (linked: string | null, ...events: StagePositionEvent[]): StagePosition =>
  events.reduce(stagePositionReducer, initialStagePosition(linked));

describe('the position on stage', () => {
  it('starts at the first song once the set list arrives', () => {
    expect(run(null)).toEqual({ index: 0, songId: null, linkedSongId: null });
    expect(run(null, listed(), listed('a', 'b', 'c'))).toEqual({ index: 0, songId: 'a', linkedSongId: null });
  });

  it('moves to the song the performer chose', () => {
    const chosen = run(null, listed('a', 'b', 'c'), { type: 'songChosen', index: 2, songId: 'c' });
    expect(chosen).toEqual({ index: 2, songId: 'c', linkedSongId: null });
  });

  describe('when the set list changes', () => {
    const onB = run(null, listed('a', 'b', 'c'), { type: 'songChosen', index: 1, songId: 'b' });

    it('keeps the song on stage on stage where the list moved it', () => {
      expect(stagePositionReducer(onB, listed('b', 'a', 'c'))).toEqual({ index: 0, songId: 'b', linkedSongId: null });
    });

    it('gives a removed song its place to the song now in it', () => {
      expect(stagePositionReducer(onB, listed('a', 'c'))).toEqual({ index: 1, songId: 'c', linkedSongId: null });
    });

    it('keeps the place, with no song, when the removed song was the last', () => {
      const onC = run(null, listed('a', 'b', 'c'), { type: 'songChosen', index: 2, songId: 'c' });
      expect(stagePositionReducer(onC, listed('a', 'b'))).toEqual({ index: 2, songId: null, linkedSongId: null });
    });

    it('returns the same position when nothing moved the song on stage', () => {
      expect(stagePositionReducer(onB, listed('a', 'b', 'c', 'd'))).toBe(onB);
    });
  });

  describe("a link's song (?trackId=)", () => {
    it('is waited for until the set list has songs, then stood on', () => {
      const waiting = run('c', listed());
      expect(waiting).toEqual({ index: 0, songId: null, linkedSongId: 'c' });
      expect(stagePositionReducer(waiting, listed('a', 'b', 'c'))).toEqual({
        index: 2,
        songId: 'c',
        linkedSongId: null,
      });
    });

    it('is forgotten when the set list does not hold it, leaving the first song on stage', () => {
      expect(run('z', listed('a', 'b'))).toEqual({ index: 0, songId: 'a', linkedSongId: null });
    });

    it('is followed once: a later change of the list keeps the song on stage', () => {
      const standing = run('b', listed('a', 'b', 'c'), { type: 'songChosen', index: 2, songId: 'c' });
      expect(stagePositionReducer(standing, listed('c', 'a', 'b'))).toEqual({
        index: 0,
        songId: 'c',
        linkedSongId: null,
      });
    });
  });
});
