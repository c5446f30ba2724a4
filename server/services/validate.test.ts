import { trackSchema, trackUpdateSchema } from '../../schema/validation';
import { ValidationError } from '../errors/appErrors';
import { validateInput } from './validate';

describe('validateInput', () => {
  it('ignores keys the schema does not know at every depth, prototype names included (a rhythm, its sections, its level sounds)', () => {
    const input = JSON.parse(
      '{"name": "Song", "bpm": 120, "constructor": 1, "rhythm": {"constructor": "x", "toString": 2, "timeSignature": "7/8", "levelSounds": {"constructor": "bell", "__proto__": {"accent": "gong"}, "accent": "bell"}, "sections": [{"name": "A", "bars": 2, "bpm": 120, "valueOf": 3}]}}',
    ) as Record<string, unknown>;
    const value = validateInput(trackSchema, input);
    expect(value.rhythm).toMatchObject({
      timeSignature: '7/8',
      levelSounds: { accent: 'bell' },
      sections: [{ name: 'A', bars: 2, bpm: 120 }],
    });
    expect(Object.keys(value.rhythm!.levelSounds!)).not.toContain('constructor');
  });

  it('still refuses a bad nested value with the rule it breaks (400, not 500)', () => {
    expect(() =>
      validateInput(trackUpdateSchema, { rhythm: { levelSounds: { toString: 'x', soft: 'gong' } } }),
    ).toThrow(ValidationError);
  });
});
