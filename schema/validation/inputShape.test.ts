import { inputShapeErrors, isJsonObject } from './inputShape';
import { inputShapeMessages } from './messages';
import { playlistSchema, trackSchema } from './playlists';

describe('inputShapeErrors', () => {
  it('accepts the JSON types each field expects, null and absent fields (the rules decide those)', () => {
    expect(inputShapeErrors(trackSchema, { name: 'Song', bpm: 120, artist: null })).toEqual({});
    expect(inputShapeErrors(trackSchema, {})).toEqual({});
  });

  it.each([[[]], [['a']], [{}], [{ $gt: '' }], [5], [true]])(
    'refuses %j in a text field, naming the field by its label',
    (value) => {
      expect(inputShapeErrors(playlistSchema, { name: value })).toEqual({
        name: inputShapeMessages.notText('Playlist name'),
      });
    },
  );

  it('refuses text with a NUL character', () => {
    expect(inputShapeErrors(playlistSchema, { name: 'a', description: 'x\u0000y' })).toEqual({
      description: inputShapeMessages.nulCharacter('Description'),
    });
  });

  it.each([['120'], [[120]], [true], [{}]])('refuses %j in a number field', (value) => {
    expect(inputShapeErrors(trackSchema, { name: 'Song', bpm: value })).toEqual({
      bpm: inputShapeMessages.notNumber('BPM'),
    });
  });

  it.each([
    ['a text rhythm', { rhythm: '7/8' }, inputShapeMessages.notObject('Rhythm')],
    ['a list rhythm', { rhythm: [] }, inputShapeMessages.notObject('Rhythm')],
    ['a numeric-string group', { rhythm: { grouping: ['2', 2, 3] } }, inputShapeMessages.notNumber('Group')],
    ['a section that is text', { rhythm: { sections: ['Intro'] } }, inputShapeMessages.notObject('Sections')],
    [
      'a section name that is a list',
      { rhythm: { sections: [{ name: ['Intro'], bars: 4, bpm: 120 }] } },
      inputShapeMessages.notText('Section name'),
    ],
    [
      'muted as text',
      { rhythm: { sections: [{ name: 'Intro', bars: 4, bpm: 120, muted: 'yes' }] } },
      inputShapeMessages.notBoolean('Muted'),
    ],
  ])('checks nested objects too: refuses %s', (_case, input, message) => {
    expect(inputShapeErrors(trackSchema, { name: 'Song', bpm: 120, ...input })).toEqual({ rhythm: message });
  });

  it('ignores keys the schema does not have, including prototype keys', () => {
    const input = JSON.parse('{"name": "Set", "__proto__": [1], "isAdmin": true}') as Record<string, unknown>;
    expect(inputShapeErrors(playlistSchema, input)).toEqual({});
  });
});

describe('isJsonObject', () => {
  it.each([
    [{}, true],
    [[], false],
    [null, false],
    ['s', false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isJsonObject(value)).toBe(expected);
  });
});
