import { PATTERNS, renderPattern, type Pattern } from '../../../../testkit/beatSynth';
import { detectTempo } from './detectTempo';

const SAMPLE_RATE = 44100;
const render = (pattern: Pattern, bpm: number, extra: { swing?: number; noise?: number; jitterMs?: number; sampleRate?: number } = {}) =>
  renderPattern(pattern, { bpm, seconds: 20, sampleRate: extra.sampleRate ?? SAMPLE_RATE, seed: Math.round(bpm * 10), ...extra });

describe('detectTempo', () => {
  it.each([67, 120, 174])('finds a metronome click at %s BPM within ±1 BPM', (bpm) => {
    expect(Math.abs(detectTempo(render(PATTERNS.clicks, bpm), SAMPLE_RATE).bpm - bpm)).toBeLessThanOrEqual(1);
  });

  it('answers 67 for a 67 BPM ballad, not its double 134', () => {
    expect(Math.abs(detectTempo(render(PATTERNS.ballad, 67), SAMPLE_RATE).bpm - 67)).toBeLessThanOrEqual(1);
  });

  it('answers 180 for a 180 BPM punk beat, not its half 90', () => {
    expect(Math.abs(detectTempo(render(PATTERNS.punk, 180), SAMPLE_RATE).bpm - 180)).toBeLessThanOrEqual(1);
  });

  it('finds the beat of a swung rock pattern (triplet swing on the off-beat hats)', () => {
    expect(Math.abs(detectTempo(render(PATTERNS.rock, 104, { swing: 1 / 6 }), SAMPLE_RATE).bpm - 104)).toBeLessThanOrEqual(1);
  });

  it('finds the beat of a waltz (three beats a bar), with noise and human timing', () => {
    const samples = render(PATTERNS.waltz, 138, { noise: 0.05, jitterMs: 8 });
    expect(Math.abs(detectTempo(samples, SAMPLE_RATE).bpm - 138)).toBeLessThanOrEqual(1);
  });

  it('works at 48 kHz as well as 44.1 kHz', () => {
    expect(Math.abs(detectTempo(render(PATTERNS.band, 95, { sampleRate: 48000 }), 48000).bpm - 95)).toBeLessThanOrEqual(1);
  });

  it('always answers within 40–240 BPM', () => {
    // A 300 BPM click is heard at 150; a 30 BPM one at 60 or slower-but-in-range.
    for (const bpm of [30, 300]) {
      const { bpm: detected } = detectTempo(render(PATTERNS.clicks, bpm), SAMPLE_RATE);
      expect(detected).toBeGreaterThanOrEqual(40);
      expect(detected).toBeLessThanOrEqual(240);
    }
  });

  it('analyses the middle minute of a long recording (intro and outro at another tempo do not count)', () => {
    const part = (bpm: number, seconds: number) => renderPattern(PATTERNS.rock, { bpm, seconds, sampleRate: SAMPLE_RATE, seed: 5 });
    const song = new Float32Array(SAMPLE_RATE * 150);
    song.set(part(100, 45), 0);
    song.set(part(140, 60), SAMPLE_RATE * 45);
    song.set(part(100, 45), SAMPLE_RATE * 105);
    expect(Math.abs(detectTempo(song, SAMPLE_RATE).bpm - 140)).toBeLessThanOrEqual(1);
  });

  it('reports no pulse (confidence 0, no candidates) for silence and for a clip too short to judge', () => {
    expect(detectTempo(new Float32Array(SAMPLE_RATE * 5), SAMPLE_RATE)).toMatchObject({ confidence: 0, candidates: [] });
    expect(detectTempo(render(PATTERNS.clicks, 120).subarray(0, SAMPLE_RATE), SAMPLE_RATE)).toMatchObject({ confidence: 0, candidates: [] });
  });

  it('is confident about a steady beat and lists the candidates it weighed', () => {
    const result = detectTempo(render(PATTERNS.rock, 128), SAMPLE_RATE);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.candidates.length).toBeGreaterThan(1);
    expect(result.candidates.map((candidate) => candidate.salience)).toEqual([...result.candidates.map((candidate) => candidate.salience)].sort((a, b) => b - a));
  });

  it('names the other beat level it weighed (here the half), and is unsure when there is no pulse', () => {
    const result = detectTempo(render(PATTERNS.rock, 150), SAMPLE_RATE);
    expect(result.rival).toBeCloseTo(result.bpm / 2, 0);
    expect(typeof result.unsure).toBe('boolean');
    expect(detectTempo(new Float32Array(SAMPLE_RATE * 5), SAMPLE_RATE)).toMatchObject({ unsure: true, confidence: 0 });
  });
});
