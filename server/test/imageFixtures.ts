import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Image fixtures made in the test (nothing binary is committed): real images of each accepted
// format, and the hostile files an upload must refuse.

/** A real image of `format`, `width` × `height`, in a solid colour. */
export function realImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates and a camera comment. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .withExif({
      IFD0: { Make: 'SecretCameraMaker', ImageDescription: 'home-address-photo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2646/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3966/100',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A tiny file whose PNG header declares `width` × `height` pixels (a pixel flood if decoded). */
export function pngHeaderDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** SVG with a script: an image type to a browser, code to us. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

/** Plain text, to be sent under a .png name and an image/png type. */
export const TEXT_FILE = Buffer.from('just some notes about the gig, not an image\n');

/** An HTML page with a real PNG appended: opens as a page in a browser that sniffs it. */
export async function htmlPngPolyglot(): Promise<Buffer> {
  return Buffer.concat([Buffer.from('<html><body><script>alert(1)</script></body></html>\n'), await realImage('png')]);
}

/** A real PNG with HTML inside a text chunk: a valid image, so it is re-encoded and the HTML dropped. */
export async function pngCarryingHtml(): Promise<Buffer> {
  const png = await realImage('png');
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(document.cookie)</script>', 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}
