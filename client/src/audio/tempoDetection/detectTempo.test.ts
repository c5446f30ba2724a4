import { PATTERNS, renderPattern, type Pattern } from '../../../../testkit/beatSynth';
import { detectTempo } from './detectTempo';

const SAMPLE_RATE = 44100;
const render = (
  pattern: Pattern,
  bpm: number,
  extra: { swing?: number; noise?: number; jitterMs?: number; sampleRate?: number } = {},
) =>
  renderPattern(pattern, {
    bpm,
    seconds: 20,
    sampleRate: extra.sampleRate ?? SAMPLE_RATE,
    seed: Math.round(bpm * 10),
    ...extra,
  });

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
    expect(
      Math.abs(detectTempo(render(PATTERNS.rock, 104, { swing: 1 / 6 }), SAMPLE_RATE).bpm - 104),
    ).toBeLessThanOrEqual(1);
  });

  it('finds the beat of a waltz (three beats a bar), with noise and human timing', () => {
    const samples = render(PATTERNS.waltz, 138, { noise: 0.05, jitterMs: 8 });
    expect(Math.abs(detectTempo(samples, SAMPLE_RATE).bpm - 138)).toBeLessThanOrEqual(1);
  });

  it('works at 48 kHz as well as 44.1 kHz', () => {
    expect(Math.abs(detectTempo(render(PATTERNS.band, 95, { sampleRate: 48000 }), 48000).bpm - 95)).toBeLessThanOrEqual(
      1,
    );
  });

  it('always answers within 40–240 BPM', () => {
    // A 300 BPM click is heard at 150; a 30 BPM one at 60 or slower-but-in-range.
    for (const bpm of [30, 300]) {
      const { bpm: detected } = detectTempo(render(PATTERNS.clicks, bpm), SAMPLE_RATE);
      expect(detected).toBeGreaterThanOrEqual(40);
      expect(detected).toBeLessThanOrEqual(240);
    }
  });

  describe('a tempo that moves (mean and range)', () => {
    const moving = (tempoAt: (seconds: number) => number, seconds = 30) =>
      renderPattern(PATTERNS.rock, {
        bpm: tempoAt(0),
        seconds,
        sampleRate: SAMPLE_RATE,
        seed: 7,
        jitterMs: 5,
        tempoAt,
      });

    it('gives the mean and the range of a performance that drifts from 118 to 130 BPM', () => {
      const result = detectTempo(
        moving((time) => 118 + (12 * time) / 30),
        SAMPLE_RATE,
      );
      expect(Math.abs(result.bpm - 124)).toBeLessThanOrEqual(1);
      expect(result.range).not.toBeNull();
      expect(result.range!.low).toBeGreaterThanOrEqual(117);
      expect(result.range!.low).toBeLessThanOrEqual(121);
      expect(result.range!.high).toBeGreaterThanOrEqual(127);
      expect(result.range!.high).toBeLessThanOrEqual(131);
    });

    it('gives the mean and the range of a tempo wobbling ±2 % around 120 BPM', () => {
      const result = detectTempo(
        moving((time) => 120 * (1 + 0.02 * Math.sin((2 * Math.PI * time) / 10))),
        SAMPLE_RATE,
      );
      expect(Math.abs(result.bpm - 120)).toBeLessThanOrEqual(1);
      expect(result.range).not.toBeNull();
      expect(result.range!.low).toBeGreaterThanOrEqual(116.5);
      expect(result.range!.low).toBeLessThanOrEqual(119);
      expect(result.range!.high).toBeGreaterThanOrEqual(121);
      expect(result.range!.high).toBeLessThanOrEqual(123.5);
    });

    it('shows no range for a steady tempo, even played with ±5 ms timing', () => {
      expect(
        detectTempo(
          moving(() => 124),
          SAMPLE_RATE,
        ).range,
      ).toBeNull();
      expect(detectTempo(render(PATTERNS.band, 95, { jitterMs: 8, noise: 0.05 }), SAMPLE_RATE).range).toBeNull();
    });

    it('analyses the whole song, not only its middle minute: a 3-minute drift from 118 to 130', () => {
      const result = detectTempo(
        moving((time) => 118 + (12 * time) / 180, 180),
        SAMPLE_RATE,
      );
      expect(Math.abs(result.bpm - 124)).toBeLessThanOrEqual(1);
      expect(result.range!.low).toBeLessThanOrEqual(121);
      expect(result.range!.high).toBeGreaterThanOrEqual(127);
    });
  });

  it('reports no pulse (confidence 0, no candidates) for silence and for a clip too short to judge', () => {
    expect(detectTempo(new Float32Array(SAMPLE_RATE * 5), SAMPLE_RATE)).toMatchObject({
      confidence: 0,
      candidates: [],
    });
    expect(detectTempo(render(PATTERNS.clicks, 120).subarray(0, SAMPLE_RATE), SAMPLE_RATE)).toMatchObject({
      confidence: 0,
      candidates: [],
    });
  });

  it('is confident about a steady beat and lists the candidates it weighed', () => {
    const result = detectTempo(render(PATTERNS.rock, 128), SAMPLE_RATE);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.candidates.length).toBeGreaterThan(1);
    expect(result.candidates.map((candidate) => candidate.salience)).toEqual(
      [...result.candidates.map((candidate) => candidate.salience)].sort((a, b) => b - a),
    );
  });

  it('names the other beat level it weighed (here the half), and is unsure when there is no pulse', () => {
    const result = detectTempo(render(PATTERNS.rock, 150), SAMPLE_RATE);
    expect(result.rival).toBeCloseTo(result.bpm / 2, 0);
    expect(typeof result.unsure).toBe('boolean');
    expect(detectTempo(new Float32Array(SAMPLE_RATE * 5), SAMPLE_RATE)).toMatchObject({ unsure: true, confidence: 0 });
  });
});
