import { orderedTracks } from './orderedTracks';

describe('orderedTracks', () => {
  it('puts a set list in position order without changing what it was given', () => {
    const cached = [
      { id: 'closer', position: 2 },
      { id: 'opener', position: 0 },
      { id: 'middle', position: 1 },
    ];
    expect(orderedTracks(cached).map((track) => track.id)).toEqual(['opener', 'middle', 'closer']);
    expect(cached.map((track) => track.id)).toEqual(['closer', 'opener', 'middle']);
  });

  it('gives an empty set list while the playlist is loading', () => {
    expect(orderedTracks(undefined)).toEqual([]);
    expect(orderedTracks(null)).toEqual([]);
  });
});
