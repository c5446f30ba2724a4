/** The image formats we accept for profile photos, told apart by their first bytes. */
export type AcceptedImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the bytes really are, from their signature (never from a file name or a declared
 * type), or null for anything else (SVG, HTML, text, a polyglot that does not start as an image).
 */
export function sniffImageType(head: Buffer): AcceptedImageFormat | null {
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}
