import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes each input once and answers it again from memory', () => {
    const seen: string[] = [];
    const upper = boundedMemo((input) => {
      seen.push(input);
      return input.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('forgets everything once full, so memory stays bounded, and computes again', () => {
    const seen: string[] = [];
    const same = boundedMemo((input) => {
      seen.push(input);
      return input;
    }, 2);
    for (const input of ['a', 'b', 'c', 'a']) same(input);
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
