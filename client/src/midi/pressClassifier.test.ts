import { PressClassifier, type Press } from './pressClassifier';
import { midiEdgeOf } from './controlSources';

const HOLD = 500;

/** 100 presses: clearly short, clearly long and within 20 ms either side of the hold, on two pedals that overlap. */
function mixedPresses(): Array<{ source: string; start: number; length: number }> {
  const lengths = [30, 120, 250, 480, 490, 499, 500, 501, 510, 520, 700, 1500];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: 100 }, (_, i) => ({
    source: i % 2 ? 'control 1/64' : 'key KeyB',
    start: 1000 + i * 1300 + Math.floor(random() * 200),
    length: lengths[i % lengths.length]! + (i >= lengths.length ? Math.floor(random() * 41) - 20 : 0),
  }));
}

/** Plays the presses as down/up events, asking for due long presses every 5 ms as a timer would. */
function classify(presses: ReturnType<typeof mixedPresses>, classifier: PressClassifier): Press[] {
  const events = presses
    .flatMap((p) => [
      { at: p.start, source: p.source, down: true },
      { at: p.start + p.length, source: p.source, down: false },
    ])
    .sort((a, b) => a.at - b.at);
  const fired: Press[] = [];
  let clock = 0;
  for (const event of events) {
    for (; clock < event.at; clock += 5) fired.push(...classifier.due(clock));
    fired.push(...(event.down ? classifier.down(event.source, event.at) : classifier.up(event.source, event.at)));
  }
  return fired;
}

describe('PressClassifier', () => {
  it('classifies 100 presses of mixed length, 20 ms either side of the hold included, with 0 errors', () => {
    const presses = mixedPresses();
    const fired = classify(presses, new PressClassifier(HOLD));
    const expected = presses.map((p) => (p.length >= HOLD ? 'long' : 'short'));
    expect(presses.filter((p) => Math.abs(p.length - HOLD) <= 20).length).toBeGreaterThanOrEqual(20);
    expect(fired).toHaveLength(100);
    const got = [...fired].sort((a, b) => a.at - b.at);
    const want = presses
      .map((p, i) => ({ press: expected[i], at: p.length >= HOLD ? p.start + HOLD : p.start + p.length }))
      .sort((a, b) => a.at - b.at);
    expect(got.map((p) => p.press)).toEqual(want.map((p) => p.press));
  });

  it('fires a long press when the hold is reached, not at release', () => {
    const classifier = new PressClassifier(HOLD);
    expect(classifier.down('pedal', 0)).toEqual([]);
    expect(classifier.due(499)).toEqual([]);
    expect(classifier.nextDue()).toBe(500);
    expect(classifier.due(500)).toEqual([{ source: 'pedal', press: 'long', at: 500 }]);
    expect(classifier.up('pedal', 2000)).toEqual([]);
  });

  it('fires a short press at release, and at once on press where the source has no long mapping', () => {
    expect(new PressClassifier(HOLD).up('pedal', 10)).toEqual([]);
    const both = new PressClassifier(HOLD);
    both.down('pedal', 0);
    expect(both.up('pedal', 120)).toEqual([{ source: 'pedal', press: 'short', at: 120 }]);
    const shortOnly = new PressClassifier(HOLD, () => false);
    expect(shortOnly.down('pedal', 0)).toEqual([{ source: 'pedal', press: 'short', at: 0 }]);
    expect(shortOnly.up('pedal', 900)).toEqual([]);
  });

  it('ignores a repeated press while held (key auto-repeat, a second 127)', () => {
    const classifier = new PressClassifier(HOLD);
    classifier.down('key KeyB', 0);
    expect(classifier.down('key KeyB', 30)).toEqual([]);
    expect(classifier.up('key KeyB', 100)).toEqual([{ source: 'key KeyB', press: 'short', at: 100 }]);
  });
});

describe('midiEdgeOf', () => {
  it('reads note on/off (velocity 0 is off), CC at 64 and above as down, PC as an instant press', () => {
    expect(midiEdgeOf([0x99, 36, 100])).toMatchObject({
      source: { kind: 'note', channel: 10, number: 36 },
      down: true,
    });
    expect(midiEdgeOf([0x99, 36, 0])).toMatchObject({ down: false });
    expect(midiEdgeOf([0x89, 36, 64])).toMatchObject({ down: false });
    expect(midiEdgeOf([0xb0, 64, 127])).toMatchObject({
      source: { kind: 'control', channel: 1, number: 64 },
      down: true,
    });
    expect(midiEdgeOf([0xb0, 64, 63])).toMatchObject({ down: false });
    expect(midiEdgeOf([0xc1, 5])).toMatchObject({ source: { kind: 'program', channel: 2, number: 5 }, instant: true });
    expect(midiEdgeOf([0xf8])).toBeNull();
  });
});
