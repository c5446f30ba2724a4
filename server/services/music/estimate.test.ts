import { estimateKind, estimateTempo } from './estimate';
import { FAST_WORDS, SLOW_WORDS } from './estimateWords';
import { median } from './community';
import { foldIntoRange } from './tempoRange';

describe('estimateTempo (SPEC.md §7)', () => {
  const names = Array.from({ length: 300 }, (_, i) => `Song number ${i}`);

  it('is deterministic: the same name and artist give the same tempo, whatever the case or outer spaces', () => {
    expect(estimateTempo('Yellow Submarine', 'The Beatles')).toBe(estimateTempo('  yellow submarine ', 'THE BEATLES'));
    expect(names.map((name) => estimateTempo(name, 'Band'))).toEqual(names.map((name) => estimateTempo(name, 'Band')));
  });

  it('puts songs with fast or pop-like words in 120–159, spread over the range', () => {
    const tempos = names.map((name) => estimateTempo(`${name} dance`, 'Band'));
    expect(Math.min(...tempos)).toBe(120);
    expect(Math.max(...tempos)).toBe(159);
  });

  it('puts songs with slow words such as slow or ballad in 65–94', () => {
    const tempos = names.flatMap((name) => [
      estimateTempo(`${name} (Slow version)`, 'Band'),
      estimateTempo(name, 'Ballad Singers'),
    ]);
    expect(Math.min(...tempos)).toBe(65);
    expect(Math.max(...tempos)).toBe(94);
  });

  it('puts every other song in 85–134', () => {
    const tempos = names.map((name) => estimateTempo(name, 'Band'));
    expect(Math.min(...tempos)).toBe(85);
    expect(Math.max(...tempos)).toBe(134);
  });

  it('matches whole words only, and a slow word wins over a fast one', () => {
    expect(estimateKind('Slowly', 'Band')).toBe('other');
    expect(estimateKind('Rocket', 'Band')).toBe('other');
    expect(estimateKind('Slow Dance', 'Band')).toBe('slow');
    expect(estimateKind('Party-Time', 'Band')).toBe('fast');
  });

  it('has disjoint word lists in lowercase', () => {
    expect(FAST_WORDS.filter((word) => SLOW_WORDS.includes(word))).toEqual([]);
    expect([...FAST_WORDS, ...SLOW_WORDS].every((word) => word === word.toLowerCase())).toBe(true);
  });
});

describe('foldIntoRange', () => {
  it('doubles or halves a provider tempo into 40–240 and rounds it', () => {
    expect(foldIntoRange(33.2)).toBe(66);
    expect(foldIntoRange(19)).toBe(76);
    expect(foldIntoRange(250)).toBe(125);
    expect(foldIntoRange(600)).toBe(150);
    expect(foldIntoRange(127.6)).toBe(128);
  });

  it('discards what cannot be a tempo', () => {
    expect(foldIntoRange(0)).toBeNull();
    expect(foldIntoRange(-120)).toBeNull();
    expect(foldIntoRange(Number.NaN)).toBeNull();
  });
});

describe('median', () => {
  it('is the middle value, the rounded mean of the middle two when even, null for none', () => {
    expect(median([100])).toBe(100);
    expect(median([140, 90, 100])).toBe(100);
    expect(median([100, 101, 90, 200])).toBe(101);
    expect(median([])).toBeNull();
  });
});
