import { bpmForGenerator, parseClickTrackParams, parsePositiveInteger } from './clickTrackUrl';

describe('parseClickTrackParams', () => {
  it('loads a track with a name and a positive integer bpm', () => {
    expect(parseClickTrackParams('?track=Song%20A&bpm=120')).toEqual({ track: { name: 'Song A', bpm: 120 }, setList: null, visualizer: false, autoplay: false });
    expect(parseClickTrackParams('track=+Song+B+&bpm=300').track).toEqual({ name: 'Song B', bpm: 300 });
  });

  it.each(['12.5', '-5', '0', 'abc', '120abc', '', ' 120', '1e2', '+5'])('ignores bpm %p', (bpm) => {
    expect(parseClickTrackParams(`?track=Song&bpm=${encodeURIComponent(bpm)}`).track).toBeNull();
  });

  it('ignores a missing bpm, a missing name or a blank name', () => {
    expect(parseClickTrackParams('?track=Song').track).toBeNull();
    expect(parseClickTrackParams('?bpm=120').track).toBeNull();
    expect(parseClickTrackParams('?track=%20%20&bpm=120').track).toBeNull();
    expect(parseClickTrackParams('').track).toBeNull();
  });

  it("sets visualizer and autoplay only for the string 'true'", () => {
    expect(parseClickTrackParams('?visualizer=true&autoplay=true')).toEqual({ track: null, setList: null, visualizer: true, autoplay: true });
    for (const value of ['TRUE', '1', 'yes', '', 'false']) {
      expect(parseClickTrackParams(`?visualizer=${value}&autoplay=${value}`)).toEqual({ track: null, setList: null, visualizer: false, autoplay: false });
    }
    expect(parseClickTrackParams('?visualizer&autoplay')).toEqual({ track: null, setList: null, visualizer: false, autoplay: false });
  });
});

describe('parsePositiveInteger', () => {
  it('accepts digits only, above zero', () => {
    expect(parsePositiveInteger('120')).toBe(120);
    expect(parsePositiveInteger('007')).toBe(7);
    expect(parsePositiveInteger(null)).toBeNull();
    expect(parsePositiveInteger('99999999999999999999')).toBeNull();
  });
});

describe('bpmForGenerator', () => {
  it('clamps into 40–240', () => {
    expect(bpmForGenerator(20)).toBe(40);
    expect(bpmForGenerator(40)).toBe(40);
    expect(bpmForGenerator(128)).toBe(128);
    expect(bpmForGenerator(240)).toBe(240);
    expect(bpmForGenerator(300)).toBe(240);
  });
});

describe('set list parameters', () => {
  it('reads a playlist and a track id together, and neither alone', () => {
    expect(parseClickTrackParams('?playlist=p-1&trackId=t-2&autoplay=true')).toEqual({ track: null, setList: { playlistId: 'p-1', trackId: 't-2' }, visualizer: false, autoplay: true });
    expect(parseClickTrackParams('?playlist=p-1').setList).toBeNull();
    expect(parseClickTrackParams('?trackId=t-2').setList).toBeNull();
  });
});
