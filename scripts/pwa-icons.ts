/**
 * Renders the app's icons (public/icons/*.png) from their SVG sources with ImageMagick's `convert`.
 * The PNGs are committed; run this after changing icon.svg or icon-maskable.svg:
 *
 *   node --import tsx scripts/pwa-icons.ts
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'public', 'icons');

/** [source svg, size, output png]: 192/512 for the manifest, a maskable 512, Apple's 180. */
const ICONS: [string, number, string][] = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  ['icon-maskable.svg', 180, 'apple-touch-icon-180.png'],
];

for (const [svg, size, png] of ICONS) {
  execFileSync('convert', [
    '-background',
    'none',
    '-density',
    '300',
    path.join(dir, svg),
    '-resize',
    `${size}x${size}`,
    '-depth',
    '8',
    `PNG32:${path.join(dir, png)}`,
  ]);
  console.log(`[pwa-icons] ${png} (${size}px)`);
}
