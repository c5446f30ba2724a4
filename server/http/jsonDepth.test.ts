import { nestsDeeperThan } from './jsonDepth';

const deeperThan = (json: string, maxDepth: number) => nestsDeeperThan(Buffer.from(json), maxDepth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, level by level', () => {
    expect(deeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(deeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(deeperThan('[[],[],[]]', 2)).toBe(false);
    expect(deeperThan('"just text"', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(deeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(deeperThan('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
    expect(deeperThan('{"a":"名前 [ 😀 {"}', 1)).toBe(false);
  });
});
