// Renders the app icons of client/public from the favicon's drawing (run by hand when the icon
// changes: `node scripts/make-icons.mjs`; the PNGs are committed). The maskable icon has a
// full-bleed background and keeps the drawing inside the middle 60 %, so any mask shape keeps it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public');
const VIOLET = '#7048e8';
const METRONOME =
  '<path d="M24 12h16l10 40H14z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M32 44l9-22" stroke="#fff" stroke-width="4" stroke-linecap="round"/>';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${VIOLET}"/>${METRONOME}</svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${VIOLET}"/>${METRONOME}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${VIOLET}"/><g transform="translate(12.8 12.8) scale(0.6)">${METRONOME}</g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  // iOS draws its own rounded corners and shows transparency as black.
  ['apple-touch-icon.png', square, 180],
];

for (const [name, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(publicDir, name), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}
