import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType } from 'graphql';
import { resolveRhythm } from '../../../schema/rhythm';
import { POSSIBLE_TYPES, createCache } from './cache';
import { GeneratorSettingsDocument, type GeneratorSettingsQuery, type Rhythm_FieldsFragment } from './generated';

// Jest runs from the repository's root.
const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));

const resolved = resolveRhythm({
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  sections: [{ name: 'Bridge', bars: 4, bpm: 96, timeSignature: '6/8', subdivision: 'triplets' }],
});
// As the server answers it: every object with its type name.
const rhythm: Rhythm_FieldsFragment = {
  ...resolved,
  __typename: 'Rhythm',
  levelSounds: { ...resolved.levelSounds, __typename: 'LevelSounds' },
  sections: resolved.sections.map((section) => ({ ...section, __typename: 'Section' })),
};

describe('the Apollo cache', () => {
  it('knows every interface of the schema and the types that implement it', () => {
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const fromSchema = Object.fromEntries(
      interfaces.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((object) => object.name)
          .sort(),
      ]),
    );
    expect(POSSIBLE_TYPES).toEqual(fromSchema);
  });

  it("keeps a rhythm's and its sections' bar pattern, asked for by the interface's fragment", () => {
    const cache = createCache();
    const settings: GeneratorSettingsQuery['settings'] = {
      __typename: 'GeneratorSettings',
      bpm: 120,
      soundType: 'click',
      countInSoundType: 'click',
      durationSeconds: 60,
      countInBeats: 4,
      volumePercent: 80,
      visualizerTheme: 'Standard',
      rhythm,
      countInBars: null,
      practice: null,
      cues: null,
    };
    cache.writeQuery({ query: GeneratorSettingsDocument, data: { __typename: 'Query', settings } });

    const read = cache.readQuery<GeneratorSettingsQuery>({ query: GeneratorSettingsDocument });
    expect(read?.settings?.rhythm).toMatchObject({ timeSignature: '7/8', grouping: [2, 2, 3] });
    expect(read?.settings?.rhythm?.sections[0]).toMatchObject({
      name: 'Bridge',
      timeSignature: '6/8',
      subdivision: 'triplets',
    });
  });
});
