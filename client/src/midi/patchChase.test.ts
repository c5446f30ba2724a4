import { chasedPatches, patchKey } from './patchChase';

const at = (trackSeconds: number, ...data: number[]) => ({ trackSeconds, data });

describe('chasedPatches', () => {
  const song = [
    at(0, 0xc1, 5), // song start: program 5 on channel 2
    at(0, 0xb0, 7, 100), // volume on channel 1
    at(6, 0xb1, 0, 1), // chorus: bank 1 …
    at(6, 0xc1, 42), // … program 42
    at(6, 0xb0, 7, 90),
  ];

  it('sends the state the skipped changes leave the gear in: the last per program and controller, in order', () => {
    expect(chasedPatches(song, new Map())).toEqual([at(6, 0xb1, 0, 1), at(6, 0xc1, 42), at(6, 0xb0, 7, 90)]);
  });

  it('leaves out what the gear already has, but a changed bank comes with its program again', () => {
    const sent = new Map([
      [patchKey([0xc1, 42])!, '193,42'],
      [patchKey([0xb0, 7, 90])!, '176,7,90'],
    ]);
    expect(chasedPatches(song, sent)).toEqual([at(6, 0xb1, 0, 1), at(6, 0xc1, 42)]);
    sent.set(patchKey([0xb1, 0, 1])!, '177,0,1');
    expect(chasedPatches(song, sent)).toEqual([]);
  });

  it('ignores clock and transport', () => {
    expect(chasedPatches([at(0, 0xf8), at(0, 0xfa)], new Map())).toEqual([]);
    expect(patchKey([0xf8])).toBeNull();
  });
});
