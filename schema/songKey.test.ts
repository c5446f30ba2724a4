import { songKey } from './songKey';

describe('songKey', () => {
  it.each([
    [
      ['Take Five', 'Dave Brubeck'],
      ['take five!', 'dave  brubeck'],
    ],
    [
      ['Café del Mar', 'Energy 52'],
      ['Cafe Del Mar', 'Energy-52'],
    ],
    [
      ["Don't Stop Me Now", 'Queen'],
      ['Dont Stop Me Now', 'QUEEN'],
    ],
    [
      ['夜に駆ける', 'YOASOBI'],
      ['夜に駆ける ', 'Yoasobi'],
    ],
  ])('treats %j and %j as the same song', (a, b) => {
    expect(songKey(a[0]!, a[1]!)).toBe(songKey(b[0]!, b[1]!));
  });

  it.each([
    [
      ['Take Five', 'Dave Brubeck'],
      ['Take Six', 'Dave Brubeck'],
    ],
    [
      ['Intro', 'Band A'],
      ['Intro', 'Band B'],
    ],
    [
      ['夜に駆ける', 'YOASOBI'],
      ['群青', 'YOASOBI'],
    ],
    [
      ['AB', 'C'],
      ['A', 'BC'],
    ],
  ])('tells %j and %j apart', (a, b) => {
    expect(songKey(a[0]!, a[1]!)).not.toBe(songKey(b[0]!, b[1]!));
  });
});
