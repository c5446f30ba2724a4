import { parseTimeSignature } from './rhythm';
import {
  accentsProblem,
  groupingProblem,
  patternProblem,
  patternTempoUnitProblem,
  subdivisionProblem,
  swingProblem,
  timeSignatureProblem,
} from './rhythmRules';
import { rhythmMessages } from './validation/rhythmMessages';

const sevenEight = parseTimeSignature('7/8')!;

describe('the rules of a bar pattern', () => {
  it('say which rule a field breaks, in the API words', () => {
    expect(timeSignatureProblem('17/8')).toBe(rhythmMessages.beatsPerBar);
    expect(timeSignatureProblem('7/7')).toBe(rhythmMessages.noteValue);
    expect(groupingProblem([3, 3], sevenEight)).toBe(rhythmMessages.grouping);
    expect(accentsProblem(['accent', 'soft'], sevenEight)).toBe(rhythmMessages.accents);
    expect(subdivisionProblem('septuplets')).toBe(rhythmMessages.subdivision);
    expect(swingProblem(80, 'eighths')).toBe(rhythmMessages.swing);
    expect(swingProblem(60, 'triplets')).toBe(rhythmMessages.swingNeedsPairs);
    expect(patternTempoUnitProblem('half', sevenEight, null)).toBe(rhythmMessages.tempoUnit);
    expect(patternTempoUnitProblem('dotted', sevenEight, [2, 2, 3])).toBe(rhythmMessages.dottedNeedsCompound);
  });

  it('accept what the app plays', () => {
    expect(groupingProblem([2, 2, 3], sevenEight)).toBeNull();
    expect(swingProblem(50, 'triplets')).toBeNull();
    expect(patternTempoUnitProblem('group', sevenEight, [2, 2, 3])).toBeNull();
    expect(
      patternProblem({
        timeSignature: '7/8',
        grouping: [2, 2, 3],
        subdivision: 'eighths',
        swingPercent: 60,
        tempoUnit: 'quarter',
      }),
    ).toBeNull();
  });

  it('check a whole pattern field by field and give the first problem', () => {
    expect(patternProblem({ timeSignature: '7/8', grouping: [3, 3], subdivision: 'septuplets' as never })).toBe(
      rhythmMessages.grouping,
    );
    expect(patternProblem({ timeSignature: '7/8', tempoUnit: 'dotted' })).toBe(rhythmMessages.dottedNeedsCompound);
  });
});
