/**
 * The installable app's icons (public/manifest.webmanifest, docs/decisions/054), drawn from the
 * logo: 192 and 512 px as they are, a 512 px maskable one (the logo's mark inside the middle 80 %
 * on a full-bleed brand background, the safe zone launchers crop to) and the 180 px
 * apple-touch-icon (iOS rounds the corners itself). Run after changing the logo:
 * `npx tsx scripts/generate-app-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const logo = readFileSync(path.join(PUBLIC, 'images/logo.svg'), 'utf8');
/** The logo's mark without its rounded tile: what the full-bleed icons draw on their own ground. */
const mark = logo.replace(/<rect[^>]*\/>/, '').replace(/<svg[^>]*>|<\/svg>/g, '');
const BRAND = '#1d4ed8';

/** A square of the brand colour with the mark scaled into its middle `scale` of it. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>` +
  `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${mark}</g></svg>`;

const ICONS: Array<[file: string, svg: string, size: number]> = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['icon-maskable-512.png', fullBleed(0.7), 512],
  ['apple-touch-icon.png', fullBleed(0.85), 180],
];

for (const [file, svg, size] of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', file));
  console.log(`public/icons/${file}`);
}
