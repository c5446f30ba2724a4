/**
 * Seconds from a section's start to its beat `beat` (0 … B, B = bars · beats per bar): the
 * integral of 60 / tempo over a tempo linear in beat position from `startNoteBpm` to `endNoteBpm`.
 * Shared by the click engine and the MIDI tempo map, so both put every beat at the same time.
 */
export function rampBeatOffsetSeconds(
  beat: number,
  totalBeats: number,
  startNoteBpm: number,
  endNoteBpm: number,
): number {
  const slope = (endNoteBpm - startNoteBpm) / totalBeats;
  if (slope === 0) return (beat * 60) / startNoteBpm;
  return (60 / slope) * Math.log1p((slope * beat) / startNoteBpm);
}
