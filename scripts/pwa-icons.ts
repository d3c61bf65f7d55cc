/**
 * Renders the app's icons from their SVG sources (public/icons/) with ImageMagick's `convert`: the web
 * app's PNGs, and the launcher icons of the packaged apps (native/android, native/ios). The PNGs are
 * committed; run this after changing icon.svg, icon-maskable.svg, icon-round.svg or
 * icon-foreground.svg:
 *
 *   node --import tsx scripts/pwa-icons.ts
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'public', 'icons');
const android = path.join(import.meta.dirname, '..', 'native', 'android', 'app', 'src', 'main', 'res');
const ios = path.join(import.meta.dirname, '..', 'native', 'ios', 'App', 'App', 'Assets.xcassets');

/** Android's launcher densities: the legacy icon's size and the adaptive icon's 108 dp foreground. */
const DENSITIES: [string, number, number][] = [
  ['mdpi', 48, 108],
  ['hdpi', 72, 162],
  ['xhdpi', 96, 216],
  ['xxhdpi', 144, 324],
  ['xxxhdpi', 192, 432],
];

/** [source svg, size, output png]: 192/512 for the manifest, a maskable 512, Apple's 180; the apps'. */
const ICONS: [string, number, string][] = [
  ['icon.svg', 192, path.join(dir, 'icon-192.png')],
  ['icon.svg', 512, path.join(dir, 'icon-512.png')],
  ['icon-maskable.svg', 512, path.join(dir, 'icon-maskable-512.png')],
  ['icon-maskable.svg', 180, path.join(dir, 'apple-touch-icon-180.png')],
  // iOS masks the corners itself and wants no transparency: the full-bleed icon.
  ['icon-maskable.svg', 1024, path.join(ios, 'AppIcon.appiconset', 'AppIcon-512@2x.png')],
  ...DENSITIES.flatMap(([d, legacy, foreground]): [string, number, string][] => [
    ['icon.svg', legacy, path.join(android, `mipmap-${d}`, 'ic_launcher.png')],
    ['icon-round.svg', legacy, path.join(android, `mipmap-${d}`, 'ic_launcher_round.png')],
    ['icon-foreground.svg', foreground, path.join(android, `mipmap-${d}`, 'ic_launcher_foreground.png')],
  ]),
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
    // No creation dates in the files: the same SVG gives the same bytes.
    '-define',
    'png:exclude-chunks=date,time',
    `PNG32:${png}`,
  ]);
  console.log(`[pwa-icons] ${path.relative(process.cwd(), png)} (${size}px)`);
}
