/**
 * What makes two tracks the same song: the title and the artist with case, accents,
 * spaces and punctuation ignored, so 'Take Five' by 'Dave Brubeck' from another release or typed
 * as 'take five!' by 'dave  brubeck' is recognised. Letters and digits of every script are kept.
 */
export function songKey(name: string, artist: string): string {
  const simplify = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return `${simplify(name)}\u0000${simplify(artist)}`;
}
